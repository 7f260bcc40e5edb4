import { loadConfig } from './config';
import { startGateway } from './server';

/** Reads the config and listens; everything else is built by startGateway. */
const running = await startGateway(loadConfig());
running.gateway.logger.info({ url: `${running.url}/graphql` }, 'gateway listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
