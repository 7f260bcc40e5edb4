// The soak: minutes of mixed reads and form submissions against one gateway
// while a form back-end flaps and the gateway is restarted half way. It counts
// what became of every submission the gateway accepted (delivered once,
// duplicated, lost) and samples the gateway's memory over time.
import { loadRun } from './lib/load.mjs';
import { residentBytes } from './lib/processes.mjs';

/** Flapping: the back-end is down for `downSeconds` of every `periodSeconds`. */
export const FLAP = { backend: 'jabuticaba', periodSeconds: 60, downSeconds: 20 };
const SUBMISSIONS_PER_SECOND = 2;
const READ_CONNECTIONS = 10;
/** A steady visitor load, not a saturation test (the load runs measure the ceiling). */
const READS_PER_SECOND = 300;

const CONTACT = `mutation SoakContact($input: ContactMessageInput!) {
  sendContactMessage(brand: CQ_EMPRESARIAMENTO, input: $input) { __typename }
}`;
const QUOTE = `mutation SoakQuote($input: QuoteRequestInput!) {
  requestQuote(brand: JABUTICABA, input: $input) { __typename }
}`;

/** The two forms, alternated: contact goes to main (steady), the quote to the flapping back-end. */
export function submissionFor(n, runId) {
  const email = `soak-${runId}-${n}@example.com`;
  const base = { name: 'Soak Visitor', email, phone: '+55 (11) 91234-5678', message: `soak ${n}` };
  return n % 2 === 0
    ? { kind: 'contact', email, body: { query: CONTACT, variables: { input: base } } }
    : {
        kind: 'favorites',
        email,
        body: { query: QUOTE, variables: { input: { ...base, talents: [{ id: '10001', name: 'Soak Talent' }] } } },
      };
}

/**
 * What became of the accepted submissions, from the e-mails the back-ends stored: each accepted
 * e-mail should be there exactly once. Stored e-mails the gateway never acknowledged (the answer
 * was lost in a restart) are counted apart: delivered, but the visitor was not told.
 */
export function reconcile(sent, storedEmails) {
  const counts = new Map();
  for (const email of storedEmails) counts.set(email, (counts.get(email) ?? 0) + 1);
  const accepted = sent.filter((s) => s.outcome === 'accepted');
  const delivered = accepted.filter((s) => counts.has(s.email)).length;
  const lost = accepted.filter((s) => !counts.has(s.email)).length;
  const duplicated = [...counts.values()].filter((n) => n > 1).length;
  const unacknowledgedButStored = sent.filter((s) => s.outcome !== 'accepted' && counts.has(s.email)).length;
  const byOutcome = {};
  for (const s of sent) byOutcome[s.outcome] = (byOutcome[s.outcome] ?? 0) + 1;
  return {
    sent: sent.length,
    accepted: accepted.length,
    delivered,
    duplicated,
    lost,
    unacknowledgedButStored,
    byOutcome,
  };
}

/** Mean RSS of the samples taken in minute `minute` (1-based) of the run, or null without samples. */
export function meanRssInMinute(samples, minute) {
  const inMinute = samples.filter((s) => s.seconds >= (minute - 1) * 60 && s.seconds < minute * 60);
  return inMinute.length ? inMinute.reduce((n, s) => n + s.rss, 0) / inMinute.length : null;
}

async function submit(gatewayUrl, submission) {
  try {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission.body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await response.json();
    const typename = Object.values(answer.data ?? {})[0]?.__typename;
    return typename === 'SubmissionAccepted' ? 'accepted' : (typename ?? `http-${response.status}`);
  } catch (error) {
    return error?.name === 'TimeoutError' ? 'timeout' : 'network-error';
  }
}

async function storedEmails(sandboxUrl) {
  const emails = [];
  for (const kind of ['contact', 'favorites']) {
    const response = await fetch(`${sandboxUrl}/__admin/submissions?kind=${kind}`);
    for (const row of (await response.json()).data) emails.push(String(row.fields.email ?? ''));
  }
  return emails;
}

async function setFault(sandboxUrl, backend, patch) {
  await fetch(`${sandboxUrl}/__admin/faults/${backend}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

async function pendingInOutbox(gatewayRoot) {
  const text = await (await fetch(`${gatewayRoot}/metrics`)).text();
  const match = /^gateway_outbox_entries\{status="pending"\} (\d+)/m.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Runs the soak. `gateway()` returns the running gateway process ({ pid }); `restartGateway()`
 * stops it (SIGTERM) and starts a new one on the same outbox, returning the new process.
 */
export async function soak({ minutes, mix, urls, gateway, restartGateway, progress = () => undefined }) {
  const runId = Date.now().toString(36);
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  const end = started + minutes * 60_000;
  const sent = [];
  const samples = [];
  const reads = [];
  let current = gateway;
  let restarting = false;
  let restartedAt = null;

  const sampler = setInterval(() => {
    if (restarting) return;
    try {
      samples.push({ seconds: elapsed(), rss: residentBytes(current.pid), pid: current.pid });
    } catch {
      // Between processes.
    }
  }, 5_000);

  const flapper = (async () => {
    while (Date.now() < end) {
      await setFault(urls.sandbox, FLAP.backend, { down: 'down' });
      await new Promise((r) => setTimeout(r, FLAP.downSeconds * 1000));
      await setFault(urls.sandbox, FLAP.backend, { down: false });
      await new Promise((r) => setTimeout(r, (FLAP.periodSeconds - FLAP.downSeconds) * 1000));
    }
  })();

  const submitter = (async () => {
    let n = 0;
    const inFlight = new Set();
    while (Date.now() < end) {
      const submission = submissionFor(n++, runId);
      const entry = { email: submission.email, kind: submission.kind, outcome: 'pending' };
      sent.push(entry);
      const done = submit(urls.gateway, submission).then((outcome) => (entry.outcome = outcome));
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
      await new Promise((r) => setTimeout(r, 1000 / SUBMISSIONS_PER_SECOND));
    }
    await Promise.all(inFlight);
  })();

  const restarter = (async () => {
    await new Promise((r) => setTimeout(r, (minutes * 60_000) / 2));
    progress('soak: restarting the gateway (SIGTERM, then a new process on the same outbox)');
    restarting = true;
    restartedAt = elapsed();
    current = await restartGateway();
    restarting = false;
  })();

  const reader = (async () => {
    while (Date.now() < end) {
      const seconds = Math.max(1, Math.min(30, Math.round((end - Date.now()) / 1000)));
      const run = await loadRun({
        url: urls.gateway,
        connections: READ_CONNECTIONS,
        overallRate: READS_PER_SECOND,
        seconds,
        requests: mix.map((q) => ({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: q.query, variables: q.variables }),
        })),
      }).catch((error) => ({ seconds, error: String(error) }));
      reads.push({ at: elapsed(), ...run });
    }
  })();

  await Promise.all([flapper, submitter, restarter, reader]);
  clearInterval(sampler);
  await setFault(urls.sandbox, FLAP.backend, { down: false });

  // Let the outbox hand over what it still holds (the back-end is steady now).
  progress('soak: waiting for the outbox to drain');
  const drainUntil = Date.now() + 180_000;
  let pending = await pendingInOutbox(urls.gatewayRoot);
  while (pending !== 0 && Date.now() < drainUntil) {
    await new Promise((r) => setTimeout(r, 2000));
    pending = await pendingInOutbox(urls.gatewayRoot);
  }

  const outcome = reconcile(sent, await storedEmails(urls.sandbox));
  const lastMinute = Math.ceil(minutes);
  const rssMinute2 = meanRssInMinute(samples, 2);
  const rssLast = meanRssInMinute(samples, lastMinute);
  const readTotals = reads.reduce(
    (t, r) => ({
      requests: t.requests + (r.requestsTotal ?? 0),
      non2xx: t.non2xx + (r.non2xx ?? 0),
      errors: t.errors + (r.errors ?? 0),
    }),
    { requests: 0, non2xx: 0, errors: 0 },
  );
  return {
    minutes,
    flap: FLAP,
    restartedAtSeconds: restartedAt,
    submissions: outcome,
    outboxPendingAtEnd: pending,
    reads: readTotals,
    rss: {
      samples,
      minute2: rssMinute2,
      lastMinute: rssLast,
      drift: rssMinute2 && rssLast ? rssLast / rssMinute2 - 1 : null,
    },
  };
}

const mib = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

/** The soak's table: submissions by fate, reads, memory drift, each next to its target. */
export function renderSoak(result) {
  const { submissions: s, rss } = result;
  const mark = (met) => (met ? 'met' : 'NOT met');
  const rows = [
    ['submissions sent / accepted', `${s.sent} / ${s.accepted}`, '', ''],
    [
      '  not accepted, by answer',
      JSON.stringify(s.byOutcome),
      'refusals and cut connections are told to the visitor',
      '',
    ],
    [
      '  accepted and delivered once',
      String(s.delivered),
      `= accepted (${s.accepted})`,
      mark(s.delivered === s.accepted),
    ],
    ['  duplicated at the back-end', String(s.duplicated), '0', mark(s.duplicated === 0)],
    ['  lost (accepted, never delivered)', String(s.lost), '0', mark(s.lost === 0)],
    ['  delivered though the visitor got no answer', String(s.unacknowledgedButStored), 'reference', ''],
    ['outbox pending after the drain', String(result.outboxPendingAtEnd), '0', mark(result.outboxPendingAtEnd === 0)],
    [
      'reads (requests / non-2xx / errors)',
      `${result.reads.requests} / ${result.reads.non2xx} / ${result.reads.errors}`,
      'errors only around the restart',
      '',
    ],
    ['gateway RSS, minute 2 -> last minute', `${mib(rss.minute2)} -> ${mib(rss.lastMinute)}`, '', ''],
    [
      '  drift',
      rss.drift == null ? 'n/a' : `${(rss.drift * 100).toFixed(1)} %`,
      '< 10 %',
      rss.drift == null ? '' : mark(Math.abs(rss.drift) < 0.1),
    ],
  ];
  const width = [44, 36, 52];
  const line = (cells) => cells.map((c, i) => (i < 3 ? String(c).padEnd(width[i]) : c)).join(' | ');
  return [
    `SOAK (${result.minutes} min: ${FLAP.backend} down ${FLAP.downSeconds} s of every ${FLAP.periodSeconds} s, gateway restarted at ${Math.round(result.restartedAtSeconds ?? 0)} s)`,
    line(['figure', 'value', 'target / reference', '']),
    ...rows.map(line),
  ].join('\n');
}
