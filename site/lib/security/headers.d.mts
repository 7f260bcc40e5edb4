export declare function contentSecurityPolicy(mediaSources: readonly string[], dev?: boolean): string;
export declare function securityHeaders(options: {
  mediaSources: readonly string[];
  dev?: boolean;
  hsts?: boolean;
}): [string, string][];
