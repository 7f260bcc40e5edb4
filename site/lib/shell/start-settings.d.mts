import type { CacheSettings } from '../cache/cache-settings.mjs';

export declare const SITE_SECRETS: string[];

export interface RemotePattern {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
}

export interface StartSettings {
  env: Record<string, string | undefined>;
  production: boolean;
  sandboxDemo: string | null;
  listenHost: string;
  mediaSources: string[];
  remotePatterns: RemotePattern[];
  allowLocalIP: boolean;
  imageCacheMaxBytes: number;
  server: {
    portBase: number;
    metricsPort: number;
    distDir: string;
    shutdownGraceMs: number;
    trustProxy: boolean;
    trustForwardedHost: boolean;
    trustRequestId: boolean;
    imageMissesPerMinute: number;
    rendersPerMinute: number;
    renderBurst: number;
  };
  hsts: boolean;
  cache: CacheSettings;
}

export declare function readStartSettings(
  env: Record<string, string | undefined>,
  options?: { dev?: boolean },
): StartSettings;

export declare function runtimeNextConfig<T extends { images?: object; expireTime?: number }>(
  built: T,
  settings: StartSettings,
): T;

export declare function readProcessSettings(options?: { dev?: boolean }): StartSettings;

export declare function applyToProcess(settings: StartSettings, builtConfig: object | null): void;
