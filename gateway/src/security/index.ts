export { CLIENT_HEADER, csrfPlugin } from './csrf';
export {
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  emailKey,
  ipKey,
  type RateDecision,
  type RateLimiter,
  type RateRule,
} from './rate-limit';
export {
  declaredBodySize,
  refuseOversizedBody,
  uploadFetchAPI,
  useRequestBodyLimit,
  useStreamedBodyLimitStatus,
  type UploadLimits,
} from './uploads';
