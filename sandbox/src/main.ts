import { startSandbox } from './index';

/** Reads the environment (see README.md) and listens until stopped. */
const sandbox = await startSandbox();
process.stdout.write(`sandbox listening on ${sandbox.url}\n`);
for (const [backend, url] of Object.entries(sandbox.baseUrls)) process.stdout.write(`  ${backend.padEnd(10)} ${url}\n`);

const stop = () => {
  sandbox.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
