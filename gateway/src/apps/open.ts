import type { GatewayConfig } from '../config';
import { SqliteAppStore } from './sqlite-store';
import type { AppStore } from './store';

/** The registry's store: PostgreSQL when DATABASE_URL is set (every gateway shares it), else APPS_PATH. */
export function openAppStore(config: Pick<GatewayConfig, 'appsPath' | 'databaseUrl'>): AppStore {
  return new SqliteAppStore(config.appsPath);
}
