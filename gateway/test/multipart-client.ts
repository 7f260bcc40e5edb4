import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';

/*
 * A GraphQL multipart client for the upload tests: parts streamed from disk with backpressure, as
 * a browser sends them (Content-Length announced), so the client side holds no big buffers.
 */

export const SCOUTING = `mutation Apply($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {
  submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {
    __typename
    ... on SubmissionAccepted { id queued }
    ... on InvalidInput { fields { path message } }
    ... on RateLimited { retryAfterSeconds reason }
    ... on UpstreamUnavailable { message }
  }
}`;

export type Part = { name: string; value: string } | { name: string; path: string; filename: string; type: string };

export const scoutingParts = (input: Record<string, unknown>, files: string[], query = SCOUTING): Part[] => [
  {
    name: 'operations',
    value: JSON.stringify({
      query,
      variables: { brand: 'CQ_EMPRESARIAMENTO', input, photos: files.map(() => null) },
    }),
  },
  {
    name: 'map',
    value: JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.photos.${i}`]]))),
  },
  ...files.map((path, i) => ({ name: String(i), path, filename: `foto-${i}.jpg`, type: 'image/jpeg' })),
];

const BOUNDARY = '----gateway-test-boundary';

async function partsWithSizes(parts: Part[]) {
  const pieces: ({ head: Buffer } | { path: string; size: number })[] = [];
  for (const part of parts) {
    const disposition =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    pieces.push({ head: Buffer.from(`--${BOUNDARY}\r\n${disposition}${'value' in part ? part.value : ''}`) });
    if (!('value' in part)) pieces.push({ path: part.path, size: (await stat(part.path)).size });
    pieces.push({ head: Buffer.from('\r\n') });
  }
  pieces.push({ head: Buffer.from(`--${BOUNDARY}--\r\n`) });
  const length = pieces.reduce((n, p) => n + ('head' in p ? p.head.length : p.size), 0);
  return { pieces, length };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Body bytes the client had handed to its socket when the answer's headers arrived. */
  writtenAtAnswer: number;
  total: number;
}

/**
 * A multipart POST as a browser sends it (Content-Length announced), files streamed from disk with
 * backpressure. Stops sending once the answer arrives; `holdAfter` stops after that many bytes and
 * keeps the connection open (an upload in flight) until `release` is called.
 */
export function sendMultipart(
  base: string,
  parts: Part[],
  headers: Record<string, string>,
  options: { holdAfter?: number; onRequest?: (req: ClientRequest) => void } = {},
): Promise<Answer> {
  return partsWithSizes(parts).then(
    ({ pieces, length }) =>
      new Promise<Answer>((resolve, reject) => {
        const url = new URL(`${base}/graphql`);
        const req = httpRequest({
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/graphql',
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'content-length': String(length),
            ...headers,
          },
        });
        options.onRequest?.(req);
        let written = 0;
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          const writtenAtAnswer = written;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode!, headers: res.headers, body, writtenAtAnswer, total: length });
            req.destroy();
          });
        });
        req.on('error', (error) => {
          if (!answered) reject(error);
        });
        req.on('close', () => {
          if (!answered) reject(new Error('closed before an answer'));
        });
        const write = (chunk: Buffer) => {
          written += chunk.length;
          return req.write(chunk);
        };
        void (async () => {
          for (const piece of pieces) {
            if (answered || req.destroyed) return;
            if ('head' in piece) {
              if (options.holdAfter !== undefined && written + piece.head.length > options.holdAfter) return;
              if (!write(piece.head)) await new Promise((r) => req.once('drain', r));
              continue;
            }
            for await (const chunk of createReadStream(piece.path, { highWaterMark: 64 * 1024 })) {
              if (answered || req.destroyed) return;
              if (options.holdAfter !== undefined && written >= options.holdAfter) return;
              if (!write(chunk as Buffer)) await new Promise((r) => req.once('drain', r));
            }
          }
          req.end();
        })().catch(() => undefined);
      }),
  );
}
