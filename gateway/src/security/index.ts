export { corsOptions, parseAllowedOrigins } from './cors';
export { CLIENT_HEADER, csrfPlugin } from './csrf';
export {
  addressBucket,
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  emailKey,
  ipKey,
  normalizeEmail,
  type MemoryRateLimiter,
  type RateDecision,
  type RateLimiter,
  type RateRule,
  type RedisRateLimiterOptions,
} from './rate-limit';
export {
  bodyLimitFor,
  declaredBodySize,
  refuseOversizedBody,
  uploadFetchAPI,
  useRequestBodyLimit,
  useStreamedBodyLimitStatus,
  type UploadLimits,
} from './uploads';
