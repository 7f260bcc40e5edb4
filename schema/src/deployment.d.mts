export declare const SANDBOX_VALUES: Readonly<{ credentials: readonly string[]; origins: readonly string[] }>;
export declare const SANDBOX_CREDENTIALS: Readonly<{ salt: string; managerKey: string; panelToken: string }>;
type Env = Record<string, string | undefined>;
export declare function withFileSecrets(env: Env, names: readonly string[], read?: (file: string) => string): Env;
export declare function sandboxDemo(env: Env): { origin: string; cdnOrigin: string } | null;
export declare function productionProblems(
  env: Env,
  lists: { required?: readonly string[]; urls?: readonly string[]; secrets?: readonly string[] },
): string[];
