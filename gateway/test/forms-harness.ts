import type { RunningSandbox } from '@agency/sandbox';
import { loadConfig } from '../src/config';
import { startGateway } from '../src/server';
import { BACKENDS } from '../src/backends';

export interface RunningGateway {
  url: string;
  uploadBodyMaxBytes: number;
  close(): Promise<void>;
}

/** The real gateway (server.ts + gateway.ts) on a free port, pointed at a running sandbox. */
export async function startGatewayForForms(
  sandbox: RunningSandbox,
  env: Record<string, string>,
): Promise<RunningGateway> {
  const urls = Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]]));
  const config = loadConfig({ ...process.env, ...urls, GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', ...env });
  const running = await startGateway(config);
  return {
    url: running.url,
    uploadBodyMaxBytes: running.gateway.forms.services.config.uploads.bodyMaxBytes,
    close: () => running.close(),
  };
}
