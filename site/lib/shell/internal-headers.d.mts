import type { ServerResponse } from 'node:http';

export function isInternalResponseHeader(name: string): boolean;
export function stripInternalHeaders(res: ServerResponse): void;
