import { loadConfig, type GatewayConfig } from './config';
import { startGateway } from './server';
import { flushTraces, startTracing } from './telemetry/tracing';

/** Reads the config and listens; everything else is built by startGateway. A wrong setting stops the start by name. */
let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
await startTracing(config.env);
const running = await startGateway(config);
running.gateway.logger.info({ url: `${running.url}/graphql` }, 'gateway listening');
if (config.sandboxDemo) {
  running.gateway.logger.warn(
    { sandbox: config.sandboxDemo },
    'back-ends: the sandbox demo (SANDBOX_URL); unset it and name the agency back-ends to go live',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.gateway.logger.info({ signal }, 'stopping: answering requests in flight first');
    void running
      .close()
      .then(flushTraces)
      .then(() => process.exit(0));
  });
}
