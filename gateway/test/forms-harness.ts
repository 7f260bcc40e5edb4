import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import pino from 'pino';
import type { RunningSandbox } from '@agency/sandbox';
import { loadConfig } from '../src/config';
import { createFormsRuntime, useFormsServices } from '../src/modules/forms';
import { resolvers } from '../src/modules';
import { csrfPlugin, refuseOversizedBody, uploadFetchAPI } from '../src/security';
import { createStoreFromConfig } from '../src/store';
import { BACKENDS } from '../src/upstream/backends';
import { createUpstream } from '../src/upstream/client';

export interface RunningGateway {
  url: string;
  uploadBodyMaxBytes: number;
  close(): Promise<void>;
}

/**
 * TEMPORARY: a gateway assembled from the real parts (schema, resolver map, upstream client,
 * store, forms runtime, guards) until yoga.ts/server.ts land; then this calls createGateway.
 */
export async function startGatewayForForms(
  sandbox: RunningSandbox,
  env: Record<string, string>,
): Promise<RunningGateway> {
  const urls = Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]]));
  const config = loadConfig({ ...process.env, ...urls, ...env, LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  const upstream = createUpstream(config);
  const store = createStoreFromConfig(config);
  const forms = createFormsRuntime(config, upstream, logger);
  const typeDefs = loadFilesSync(fileURLToPath(new URL('../../schema/graphql/*.graphql', import.meta.url)));
  const yoga = createYoga({
    schema: makeExecutableSchema({ typeDefs, resolvers }),
    fetchAPI: uploadFetchAPI(forms.services.config.uploads),
    maxRequestBodySize: forms.services.config.uploads.bodyMaxBytes,
    plugins: [csrfPlugin(), useFormsServices(forms.services)],
    context: ({ request }) => ({ upstream, store, config, logger, requestId: 'test', clientIp: '127.0.0.1', request }),
    logging: false,
  });
  const server: Server = createServer((req, res) => {
    if (refuseOversizedBody(req, res, forms.services.config.uploads.bodyMaxBytes)) return;
    void yoga(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await forms.start();
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    uploadBodyMaxBytes: forms.services.config.uploads.bodyMaxBytes,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await forms.stop();
      await store.close();
    },
  };
}
