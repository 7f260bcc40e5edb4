/**
 * `npm run preflight`: before launch, with the gateway's environment. Signs in to every configured
 * back-end, makes one of each read the gateway makes, checks the answers against the REST contract,
 * learns each form's required fields, prints one table and exits 1 when something would break a page
 * or a form (2 when the configuration itself cannot be read).
 */
import { loadConfig } from '../config';
import { runPreflight } from './run';
import { formatPreflight } from './table';

try {
  const { rows, exitCode } = await runPreflight(loadConfig());
  process.stdout.write(`${formatPreflight(rows, exitCode)}\n`);
  process.exitCode = exitCode;
} catch (error) {
  process.stderr.write(`preflight could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
