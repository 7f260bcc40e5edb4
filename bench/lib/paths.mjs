// Where things are: the repository root and the folders the bench writes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench-results');
