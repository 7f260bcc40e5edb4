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
  drainThenClose,
  isMultipart,
  keepOpenForTheAnswer,
  refuseAndLinger,
  refuseOversizedBody,
  useCloseWhenBodyUnread,
  useRequestBodyLimit,
  type UploadLimits,
} from './uploads';
export { useBoundedJson } from './json-shape';
export { useReceivedUpload, type GraphQLUploadParams } from './multipart';
