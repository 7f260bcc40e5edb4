import type { Backend, Panel } from './backends';
import type { RequestStats } from './admin/stats';
import type { Env } from './auth/credentials';
import type { TokenIssuer } from './auth/tokens';
import type { ContentStore } from './db/content';
import type { Db } from './db/open';
import type { FaultState } from './faults/faults';
import type { PredrawProgress } from './images/predraw';
import type { MediaStore } from './images/store';
import type { SubmissionStore } from './forms/store';

/** Everything a route needs, built once by startSandbox. */
export interface SandboxContext {
  env: Env;
  dataDir: string;
  db: Db;
  content: ContentStore;
  tokens: TokenIssuer;
  faults: FaultState;
  stats: RequestStats;
  media: MediaStore;
  submissions: SubmissionStore;
  /** How far the background drawing of the homes' photos is (SANDBOX_PREDRAW). */
  predraw: PredrawProgress;
  /** Origin of the talent media CDN (no trailing slash), set once it listens. */
  cdnUrl: string;
}

export interface BackendScope {
  ctx: SandboxContext;
  backend: Backend;
}

export interface PanelScope {
  ctx: SandboxContext;
  panel: Panel;
}

/** Route config flag: this route needs no bearer token (sign-in and media). */
export interface RouteFlags {
  public?: boolean;
}
