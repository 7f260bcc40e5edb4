// The performance targets (p99 latency, throughput, memory per scale), as pure checks over the
// measured figures. Each returns true (met), false (not met) or null (not
// measured in this run).

const MiB = 1024 * 1024;

export const TARGETS = {
  /** Warm gateway p99 at most this multiple of the direct REST p99 (same run, same load). */
  warmP99VsRest: 1.1,
  /** Warm gateway throughput on a 2-core machine; scaled by cores / 2 elsewhere. */
  warmRpsPer2Cores: 1500,
  /** Upstream calls per back-end per page query on a miss. */
  upstreamCallsPerBackend: 1,
  /** Gateway resident memory after the run. */
  gatewayRssBytes: 256 * MiB,
  /**
   * "No growth" between two identical runs. RSS moves with the garbage
   * collector's timing, so growth within 5 % of the first figure counts as none.
   */
  rssGrowthTolerance: 0.05,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  lcpMs: 1800,
  cls: 0.05,
  firstLoadJsGzipBytes: 200 * 1024,
};

const known = (...values) => values.every((v) => v !== null && v !== undefined && !Number.isNaN(v));

export function warmP99Met(gatewayP99, restP99) {
  return known(gatewayP99, restP99) ? gatewayP99 <= TARGETS.warmP99VsRest * restP99 : null;
}

export function warmRpsTarget(cores) {
  return (TARGETS.warmRpsPer2Cores * cores) / 2;
}

export function warmRpsMet(rps, cores) {
  return known(rps) ? rps >= warmRpsTarget(cores) : null;
}

export function upstreamCallsMet(maxPerBackend) {
  return known(maxPerBackend) ? maxPerBackend <= TARGETS.upstreamCallsPerBackend : null;
}

export function rssMet(bytes) {
  return known(bytes) ? bytes < TARGETS.gatewayRssBytes : null;
}

export function rssGrowthMet(firstBytes, secondBytes) {
  return known(firstBytes, secondBytes) ? secondBytes - firstBytes <= TARGETS.rssGrowthTolerance * firstBytes : null;
}

export function lighthouseMet(summary) {
  if (!summary) return null;
  return (
    summary.performance >= TARGETS.lighthousePerformance &&
    summary.accessibility >= TARGETS.lighthouseOther &&
    summary.bestPractices >= TARGETS.lighthouseOther &&
    summary.seo >= TARGETS.lighthouseOther
  );
}

export function webVitalsMet(summary) {
  if (!summary || !known(summary.lcpMs, summary.cls)) return null;
  return summary.lcpMs < TARGETS.lcpMs && summary.cls < TARGETS.cls;
}

export function firstLoadJsMet(gzipBytes) {
  return known(gzipBytes) ? gzipBytes < TARGETS.firstLoadJsGzipBytes : null;
}
