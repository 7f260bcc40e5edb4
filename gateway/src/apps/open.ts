import type { GatewayConfig } from '../config';
import { PostgresAppStore } from './postgres-store';
import { SqliteAppStore } from './sqlite-store';
import type { AppStore } from './store';

/** The registry's store: PostgreSQL when DATABASE_URL is set (every gateway shares it), else APPS_PATH. */
export function openAppStore(
  config: Pick<GatewayConfig, 'appsPath' | 'databaseUrl'>,
  options: { onError?: (error: Error) => void } = {},
): AppStore {
  return config.databaseUrl ? new PostgresAppStore(config.databaseUrl, options) : new SqliteAppStore(config.appsPath);
}
