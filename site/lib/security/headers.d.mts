export declare function contentSecurityPolicy(mediaOrigins: readonly string[], dev?: boolean): string;
export declare function securityHeaders(options: {
  mediaOrigins: readonly string[];
  dev?: boolean;
  hsts?: boolean;
}): [string, string][];
