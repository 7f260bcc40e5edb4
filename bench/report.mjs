// Turns the measured results into the printed table: one row per figure, one
// value column per scale, the target and whether each scale met it.
import {
  TARGETS,
  firstLoadJsMet,
  lighthouseMet,
  rssGrowthMet,
  rssMet,
  upstreamCallsMet,
  warmP99Met,
  warmRpsMet,
  warmRpsTarget,
  webVitalsMet,
} from './targets.mjs';

const MiB = 1024 * 1024;
const ms = (v) => (v === null || v === undefined ? '-' : `${Math.round(v)} ms`);
const num = (v, digits = 0) => (v === null || v === undefined ? '-' : Number(v).toFixed(digits));
const mib = (v) => (v === null || v === undefined ? '-' : `${(v / MiB).toFixed(1)} MiB`);
const kb = (v) => (v === null || v === undefined ? '-' : `${(v / 1024).toFixed(1)} KB`);
const flag = (met) => (met === null || met === undefined ? '' : met ? 'met' : 'NOT met');
const okMark = (run) => (run && run.ok === false ? ' (errors!)' : '');

/** Safe access: a failed step leaves its part of the results undefined. */
const get = (fn) => (scale) => {
  try {
    return fn(scale);
  } catch {
    return undefined;
  }
};

function gatewayRows(cores, queries) {
  const rows = [
    { section: 'GATEWAY (50 connections, page-query mix)' },
    {
      label: 'warm (store hit): requests/s',
      value: get((s) => num(s.gateway.warm.first.rps) + okMark(s.gateway.warm.first)),
      target: `>= ${warmRpsTarget(cores)} req/s (${TARGETS.warmRpsPer2Cores} on 2 cores)`,
      met: get((s) => warmRpsMet(s.gateway.warm.first.rps, cores)),
    },
    {
      label: 'warm (store hit): p50 / p99',
      value: get((s) => `${ms(s.gateway.warm.first.p50)} / ${ms(s.gateway.warm.first.p99)}`),
      target: `p99 <= ${TARGETS.warmP99VsRest} x direct REST p99`,
      met: get((s) => warmP99Met(s.gateway.warm.first.p99, s.gateway.rest.p99)),
    },
    {
      label: '  reference: direct REST requests/s',
      value: get((s) => num(s.gateway.rest.rps) + okMark(s.gateway.rest)),
      target: 'same data, bearer token',
    },
    {
      label: '  reference: direct REST p50 / p99',
      value: get((s) => `${ms(s.gateway.rest.p50)} / ${ms(s.gateway.rest.p99)}`),
      target: '',
    },
    {
      label: '  warm p99 / REST p99',
      value: get((s) => `${num(s.gateway.warm.first.p99 / s.gateway.rest.p99, 2)} x`),
      target: `<= ${TARGETS.warmP99VsRest} x`,
      met: get((s) => warmP99Met(s.gateway.warm.first.p99, s.gateway.rest.p99)),
    },
    {
      label: '  gateway CPU per warm query / per core',
      value: get(
        (s) =>
          `${num(s.gateway.warm.first.cpuMsPerRequest, 2)} ms / ${num(1000 / s.gateway.warm.first.cpuMsPerRequest)} req/s`,
      ),
      target: 'from /proc/<pid>/stat: independent of other load',
    },
    {
      label: '  gateway CPU per { __typename } (pipeline floor)',
      value: get(
        (s) =>
          `${num(s.gateway.floor.cpuMsPerRequest, 2)} ms / ${num(1000 / s.gateway.floor.cpuMsPerRequest)} req/s, ${num(s.gateway.floor.rps)} req/s measured`,
      ),
      target: 'HTTP + yoga + plugins, no resolver (first scale only)',
    },
    {
      label: '  sandbox CPU per REST call / per core',
      value: get(
        (s) => `${num(s.gateway.rest.cpuMsPerRequest, 2)} ms / ${num(1000 / s.gateway.rest.cpuMsPerRequest)} req/s`,
      ),
      target: '',
    },
    {
      label: 'cold (store revalidated before each query): req/s',
      value: get((s) => num(s.gateway.cold.rps) + okMark(s.gateway.cold)),
      target: 'profiles/posts miss, lists reload (see README)',
    },
    {
      label: 'cold (store revalidated before each query): p50 / p99',
      value: get((s) => `${ms(s.gateway.cold.p50)} / ${ms(s.gateway.cold.p99)}`),
      target: '',
    },
    {
      label: '  gateway CPU per cold query (with its hook call)',
      value: get((s) => `${num(s.gateway.cold.cpuMsPerRequest, 2)} ms`),
      target: '',
    },
  ];
  const callRows = (key, withTarget) =>
    queries.map((name) => ({
      label: `  ${name}`,
      value: get((s) => {
        const row = s.gateway[key].find((r) => r.query === name);
        const per = Object.entries(row.perBackend)
          .map(([b, n]) => `${b} ${n}`)
          .join(', ');
        const tokens = row.tokenCalls ? `, +${row.tokenCalls} token calls` : '';
        return `${per || 'none'} (${ms(row.missMs)})${tokens}`;
      }),
      target: withTarget ? `<= ${TARGETS.upstreamCallsPerBackend} per back-end` : '',
      ...(withTarget
        ? { met: get((s) => upstreamCallsMet(s.gateway[key].find((r) => r.query === name).maxPerBackend)) }
        : {}),
    }));
  rows.push(
    {
      section:
        'UPSTREAM CALLS PER PAGE QUERY ON A MISS, after the start-up warm-up (fresh gateway per query, one at a time; its latency)',
    },
    ...callRows('upstreamWarm', true),
    { section: 'reference: the same with the warm-up off (STORE_WARMUP=0: an empty store)' },
    ...callRows('upstream', false),
  );
  rows.push(
    { section: 'GATEWAY MEMORY (VmRSS of the gateway process)' },
    {
      label: 'after the warm run',
      value: get((s) => mib(s.gateway.warm.memory.rssAfterFirst)),
      target: `< ${mib(TARGETS.gatewayRssBytes)}`,
      met: get((s) => rssMet(s.gateway.warm.memory.rssAfterFirst)),
    },
    {
      label: 'after a second identical run (growth)',
      value: get(
        (s) =>
          `${mib(s.gateway.warm.memory.rssAfterSecond)} (${s.gateway.warm.memory.growth >= 0 ? '+' : ''}${mib(s.gateway.warm.memory.growth)})`,
      ),
      target: `no growth (within ${TARGETS.rssGrowthTolerance * 100} %)`,
      met: get((s) => rssGrowthMet(s.gateway.warm.memory.rssAfterFirst, s.gateway.warm.memory.rssAfterSecond)),
    },
    {
      label: '  V8 heap in use after each run',
      value: get((s) =>
        s.gateway.warm.memory.heapAfterFirst == null
          ? 'not read'
          : `${mib(s.gateway.warm.memory.heapAfterFirst)} -> ${mib(s.gateway.warm.memory.heapAfterSecond)}`,
      ),
      target: 'reference: a leak keeps growing here',
    },
    {
      label: '  second run requests/s, p99',
      value: get((s) => `${num(s.gateway.warm.second.rps)}, ${ms(s.gateway.warm.second.p99)}`),
      target: '',
    },
  );
  return rows;
}

const usable = (l) => (l && !l.error && !l.skipped ? l : null);

function siteRows(pageKeys, pageLabels) {
  const rows = [{ section: 'SITE: cached pages under load (50 connections, latency to last byte)' }];
  for (const key of pageKeys) {
    rows.push({
      label: `  ${pageLabels[key]}`,
      value: get((s) => {
        const r = s.site.load.find((x) => x.key === key);
        if (!r.requestsTotal) return `no answer within 10 s (${r.errors} timeouts)`;
        return `${ms(r.p50)} / ${ms(r.p99)}, ${num(r.rps)}/s, ${r.served.nextCache}, ${num(r.cpuMsPerRequest, 1)} ms CPU${okMark(r)}`;
      }),
      target: 'p50 / p99, req/s, x-nextjs-cache, site CPU/request',
    });
  }
  rows.push({ section: 'SITE: Lighthouse mobile (perf / a11y / best practices / SEO)' });
  for (const key of pageKeys) {
    rows.push({
      label: `  ${pageLabels[key]}`,
      value: get((s) => {
        const l = s.site.lighthouse[key];
        if (l.skipped) return 'skipped (--quick)';
        return l.error ? `failed: ${l.error}` : `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`;
      }),
      target: `>= ${TARGETS.lighthousePerformance} / ${TARGETS.lighthouseOther} / ${TARGETS.lighthouseOther} / ${TARGETS.lighthouseOther}`,
      met: get((s) => lighthouseMet(usable(s.site.lighthouse[key]))),
    });
  }
  rows.push({ section: 'SITE: Lighthouse mobile LCP / CLS / TBT, JS loaded (gzip transfer)' });
  for (const key of pageKeys) {
    rows.push({
      label: `  ${pageLabels[key]}`,
      value: get((s) => {
        const l = s.site.lighthouse[key];
        if (l.skipped) return 'skipped (--quick)';
        if (l.error) return '-';
        return `${num(l.lcpMs / 1000, 2)} s / ${num(l.cls, 3)} / ${ms(l.tbtMs)}, JS ${kb(l.scriptBytes)}`;
      }),
      target: `LCP < ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}`,
      met: get((s) => webVitalsMet(usable(s.site.lighthouse[key]))),
    });
  }
  return rows;
}

function renderTable(rows, scales) {
  const header = [
    'figure',
    ...scales.map((s) => `SANDBOX_SCALE=${s.name}`),
    'target / reference',
    ...scales.map((s) => `x${s.name}`),
  ];
  const body = rows.map((row) =>
    row.section
      ? [row.section]
      : [
          row.label,
          ...scales.map((s) => row.value(s.result) ?? 'not measured'),
          row.target,
          ...scales.map((s) => (row.met ? flag(row.met(s.result)) : '')),
        ],
  );
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.filter((r) => r.length > 1).map((r) => String(r[i] ?? '').length)),
  );
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const out = [line(header), rule];
  for (const r of body) out.push(r.length === 1 ? `\n${r[0]}` : line(r));
  return out.join('\n');
}

/** Per page: the audits that cost points and where the LCP time went. */
function lighthouseLimits(scales) {
  const lines = [];
  for (const { name, result } of scales) {
    for (const [key, l] of Object.entries(result.site?.lighthouse ?? {})) {
      if (l.error || l.skipped) continue;
      const lcp = l.lcpBreakdown
        ? Object.entries(l.lcpBreakdown)
            .map(([part, value]) => `${part} ${value} ms`)
            .join(', ')
        : 'no breakdown';
      const spread = l.runs > 1 ? `median of ${l.runs} runs (performance ${l.performanceRange.join('-')}); ` : '';
      lines.push(
        `  x${name} ${key}: ${spread}host benchmarkIndex ${num(l.benchmarkIndex)}; LCP ${lcp}; ` +
          `points lost: ${l.failedAudits.join(', ') || 'none'}`,
      );
    }
  }
  return lines.length ? ['', 'LIGHTHOUSE DETAILS (LCP breakdown, audits that cost points)', ...lines] : [];
}

export function renderReport(results) {
  const scales = Object.keys(results.scales).map((s) => ({ name: s, result: results.scales[s] }));
  const scaleNames = scales.map((s) => s.name);
  const anyScale = scales[0]?.result;
  const queries = anyScale?.gateway?.upstream?.map((r) => r.query) ?? [];
  const pageKeys = anyScale?.site?.pages?.map((p) => p.key) ?? [];
  const pageLabels = Object.fromEntries((anyScale?.site?.pages ?? []).map((p) => [p.key, p.label]));
  const rows = [...gatewayRows(results.machine.cores, queries), ...siteRows(pageKeys, pageLabels)];
  const lines = [
    `npm run bench${results.quick ? ' --quick' : ''}: ${results.startedAt} .. ${results.finishedAt}`,
    `machine: ${results.machine.cores} cores (${results.machine.cpuModel}), node ${results.machine.node}, ` +
      `load average at start ${results.machine.loadAtStart.map((l) => l.toFixed(2)).join(' ')}, ` +
      `at end ${results.machine.loadAtEnd.map((l) => l.toFixed(2)).join(' ')}`,
    `load runs: ${results.seconds} s each, ${results.connections} connections (gateway and REST after a ${results.warmupSeconds ?? 0} s warm-up run); load generator on the same machine`,
    '',
    renderTable(rows, scales),
  ];
  if (results.firstLoadJs?.length) {
    lines.push(
      '',
      `FIRST-LOAD JS PER ROUTE (build manifest of ${results.distDir}, gzip; target < ${kb(TARGETS.firstLoadJsGzipBytes)})`,
    );
    const width = Math.max(...results.firstLoadJs.map((r) => r.route.length));
    for (const r of results.firstLoadJs) {
      lines.push(
        `  ${r.route.padEnd(width)}  ${kb(r.gzipBytes).padStart(9)}  (${r.files} files)  ${flag(firstLoadJsMet(r.gzipBytes))}`,
      );
    }
  }
  lines.push(...lighthouseLimits(scales));
  const failures = scales.flatMap((s) => (s.result.failures ?? []).map((f) => `x${s.name}: ${f}`));
  if (failures.length)
    lines.push('', 'STEPS THAT FAILED (their figures are missing above):', ...failures.map((f) => `  ${f}`));
  lines.push('', `scales measured: ${scaleNames.join(', ')}`);
  return lines.join('\n');
}
