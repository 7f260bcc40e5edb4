import { loadConfig } from './config';
import { startGateway } from './server';
import { flushTraces, startTracing } from './telemetry/tracing';

/** Reads the config and listens; everything else is built by startGateway. */
const config = loadConfig();
startTracing(config.env);
const running = await startGateway(config);
running.gateway.logger.info({ url: `${running.url}/graphql` }, 'gateway listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.gateway.logger.info({ signal }, 'stopping: answering requests in flight first');
    void running
      .close()
      .then(flushTraces)
      .then(() => process.exit(0));
  });
}
