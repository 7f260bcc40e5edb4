import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { jsonShapeError, jsonShapeProblem } from './json-shape';
import type { UploadLimits } from './uploads';

/** The operations and map fields are small JSON (a scouting form is about 2 KB); more is an attack. */
export const UPLOAD_FIELD_MAX_BYTES = 64 * 1024;
/** Tokens of the upload's GraphQL document; graphql-armor applies the real document limits later. */
const OPERATION_MAX_TOKENS = 2000;

/** What a multipart request carried, ready for yoga: the GraphQL params with its files as disk-backed File objects. */
export interface GraphQLUploadParams {
  /** The document's text, or (persisted documents) its id in documentId. */
  query?: string;
  documentId?: string;
  variables: Record<string, unknown>;
  operationName?: string;
  extensions?: Record<string, unknown>;
}

export interface UploadRefusal {
  status: 400 | 408 | 413 | 429;
  code: 'BAD_REQUEST' | 'REQUEST_ENTITY_TOO_LARGE' | 'UPLOAD_TOO_SLOW' | 'TOO_MANY_UPLOADS';
  message: string;
  /** Sent as Retry-After (a refusal for lack of a slot). */
  retryAfterSeconds?: number;
  /** The client went away mid-upload: nobody is left to answer. */
  clientGone?: boolean;
}

export type UploadOutcome =
  | {
      ok: true;
      params: GraphQLUploadParams;
      /** beforeFiles said 'skip': no file byte was read, empty placeholders stand where the files go. */
      filesSkipped: boolean;
    }
  | { ok: false; refusal: UploadRefusal };

/**
 * How slowly a body may arrive. A trickle (a few bytes a second) would otherwise hold an upload
 * slot, and so every real applicant's chance, until the request timeout.
 */
export interface UploadPace {
  /** No byte at all for this long ends the request (408), in any phase. */
  idleMs: number;
  /** Once the files are being read, the average rate since then must stay above this (408)... */
  minBytesPerSecond: number;
  /** ...counted after this much time, so a connection's slow start is not held against it. */
  graceMs: number;
}

export interface ReceiveOptions {
  limits: UploadLimits;
  pace?: UploadPace;
  /** Root fields an upload may run: files exist for these mutations only. */
  rootFields: readonly string[];
  /** Where the request's private temporary folder is made (mkdtemp, mode 0700). */
  tmpRoot: string;
  /**
   * Called once operations and map are read and accepted, before any file byte is: 'read' stores
   * the files, 'skip' ends the reading there (the answer will not need them, e.g. a rate limit),
   * a refusal ends the request with it (e.g. no upload slot free).
   */
  beforeFiles?(): Promise<'read' | 'skip' | UploadRefusal>;
  /** The text of a persisted document by its id (null: unknown), for an upload that names one by documentId. */
  persistedDocument?(id: string): string | null;
}

export type ReceivedUpload = UploadOutcome & {
  /** Deletes the request's temporary files; call when the request is over, whatever happened. */
  cleanup(): Promise<void>;
};

const refusal = (status: 400 | 413, message: string): UploadRefusal => ({
  status,
  code: status === 413 ? 'REQUEST_ENTITY_TOO_LARGE' : 'BAD_REQUEST',
  message,
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonField(raw: string, field: string): { value: unknown } | { message: string } {
  const problem = jsonShapeProblem(raw);
  if (problem) return { message: jsonShapeError(problem).message };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return { message: `The multipart field "${field}" is not valid JSON.` };
  }
}

/**
 * The "operations" field, accepted only when it is exactly one mutation selecting one of
 * `rootFields` (fragments may follow): an upload carries files for that mutation and nothing
 * else, so any other document is refused before a file byte is read.
 */
export function readOperations(
  raw: string,
  rootFields: readonly string[],
  persistedDocument: (id: string) => string | null = () => null,
): GraphQLUploadParams | { message: string } {
  const parsed = parseJsonField(raw, 'operations');
  if ('message' in parsed) return parsed;
  const value = parsed.value;
  if (Array.isArray(value)) return { message: 'An upload carries one operation, not a batch.' };
  if (!isPlainObject(value)) return { message: 'The multipart field "operations" must be a JSON object.' };
  const { query: text, documentId, variables, operationName, extensions } = value;
  if (documentId != null && text != null) return { message: 'Send either documentId or query, not both.' };
  if (documentId != null && typeof documentId !== 'string')
    return { message: '"operations.documentId" must be a string.' };
  const query = typeof documentId === 'string' ? persistedDocument(documentId) : text;
  if (typeof documentId === 'string' && query === null) {
    return { message: 'Unknown documentId: this gateway knows no persisted document by that id.' };
  }
  if (typeof query !== 'string') return { message: 'The multipart field "operations" has no query.' };
  if (variables != null && !isPlainObject(variables)) return { message: '"operations.variables" must be an object.' };
  if (operationName != null && typeof operationName !== 'string') {
    return { message: '"operations.operationName" must be a string.' };
  }
  if (extensions != null && !isPlainObject(extensions))
    return { message: '"operations.extensions" must be an object.' };
  const only = `Uploads are accepted for one mutation only: ${rootFields.join(', ')}, alone in its document.`;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: OPERATION_MAX_TOKENS });
  } catch (error) {
    return { message: `The upload's query is not a valid GraphQL document: ${(error as Error).message}` };
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const others = document.definitions.filter(
    (d) => d.kind !== Kind.OPERATION_DEFINITION && d.kind !== Kind.FRAGMENT_DEFINITION,
  );
  const [operation] = operations;
  if (!operation || operations.length !== 1 || others.length > 0 || operation.operation !== 'mutation') {
    return { message: only };
  }
  if (operationName != null && operation.name?.value !== operationName) {
    return { message: `"operations.operationName" names no operation of the document.` };
  }
  const [root, ...more] = operation.selectionSet.selections;
  if (!root || more.length > 0 || root.kind !== Kind.FIELD || !rootFields.includes(root.name.value)) {
    return { message: only };
  }
  return {
    // A persisted document goes on by its id: yoga runs the manifest's copy (security/trusted-documents.ts).
    ...(typeof documentId === 'string' ? { documentId } : { query }),
    variables: (variables as Record<string, unknown> | null) ?? {},
    ...(operationName != null ? { operationName: operationName as string } : {}),
    ...(extensions != null ? { extensions: extensions as Record<string, unknown> } : {}),
  };
}

const FILE_PATH = /^variables(\.[A-Za-z0-9_]+)+$/;

/** The "map" field: file field name -> the variable paths that file fills (at most maxFiles files). */
export function readMap(raw: string, maxFiles: number): Map<string, string[]> | { message: string } {
  const parsed = parseJsonField(raw, 'map');
  if ('message' in parsed) return parsed;
  if (!isPlainObject(parsed.value)) return { message: 'The multipart field "map" must be a JSON object.' };
  const entries = Object.entries(parsed.value);
  if (entries.length > maxFiles) {
    return { message: `The upload names ${entries.length} files; at most ${maxFiles} are accepted.` };
  }
  const map = new Map<string, string[]>();
  for (const [name, paths] of entries) {
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > maxFiles ||
      !paths.every((p): p is string => typeof p === 'string' && FILE_PATH.test(p))
    ) {
      return { message: `"map.${name}" must list the variable paths of that file, e.g. ["variables.photos.0"].` };
    }
    map.set(name, paths);
  }
  return map;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Puts `value` at a path like variables.photos.0 (as yoga's multipart parser does; no prototype keys). */
function setAtPath(params: GraphQLUploadParams, path: string, value: unknown): void {
  const keys = path.split('.').slice(1);
  if (keys.some((key) => UNSAFE_KEYS.has(key))) return;
  let current: Record<string, unknown> = params.variables;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (typeof next !== 'object' || next === null || !Object.hasOwn(current, key)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
}

interface StoredFile {
  path: string;
  filename: string;
  mimeType: string;
}

/**
 * Reads a GraphQL multipart request (operations, then map, then the files) straight from the
 * socket, deciding before any file is read: the operation must be one of `rootFields`, the map
 * may name at most maxFiles files, and beforeFiles may end the reading. Files are streamed to
 * temporary files (mode 0600, in a folder of this request made with mkdtemp) with backpressure,
 * so memory stays at a few stream buffers whatever the size; a file over fileMaxBytes or a body
 * over bodyMaxBytes is refused (413) as soon as it crosses the line. The files reach yoga as
 * File objects backed by those files (fs.openAsBlob): reading one reads the disk. Refusals say
 * what was wrong (400/413); the caller answers them and must call cleanup() when the request ends.
 */
export async function receiveUpload(req: IncomingMessage, options: ReceiveOptions): Promise<ReceivedUpload> {
  let folder: Promise<string> | null = null;
  const privateFolder = () => (folder ??= mkdtemp(join(options.tmpRoot, 'gateway-upload-')));
  const cleanup = async () => {
    const made = folder ? await folder.catch(() => null) : null;
    if (made) await rm(made, { recursive: true, force: true });
  };

  let outcome: UploadOutcome;
  try {
    outcome = await read(req, options, privateFolder);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { ...outcome, cleanup };
}

function read(
  req: IncomingMessage,
  options: ReceiveOptions,
  privateFolder: () => Promise<string>,
): Promise<UploadOutcome> {
  const { limits } = options;
  return new Promise<UploadOutcome>((resolve, reject) => {
    let settled = false;
    const open = new Set<Readable | Writable>();
    const writes: Promise<void>[] = [];
    const stored = new Map<string, StoredFile>();
    let phase: 'operations' | 'map' | 'files' = 'operations';
    let params: GraphQLUploadParams | null = null;
    let map = new Map<string, string[]>();
    let decision: Promise<'read' | 'skip'> | null = null;
    // Pace: when a byte last came (and whether we paused the socket ourselves), and where the files began.
    let lastByteAt = Date.now();
    let pausedByUs = false;
    let filesFrom: { at: number; bytes: number } | null = null;
    const paceCheck = options.pace ? setInterval(checkPace, Math.min(1000, options.pace.idleMs)) : null;
    paceCheck?.unref();
    let received = 0;
    let fileCount = 0;
    let busboy: BusboyInstance;

    const detach = () => {
      if (paceCheck) clearInterval(paceCheck);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      req.off('error', onClose);
    };
    const settle = (result: UploadOutcome) => {
      if (settled) return;
      settled = true;
      detach();
      if (!result.ok || result.filesSkipped) {
        // The rest of the body is left unread here: the node layer drops it after the answer.
        req.pause();
        for (const stream of open) stream.destroy();
        busboy?.removeAllListeners('drain');
      }
      resolve(result);
    };
    const refuse = (status: 400 | 413, message: string) => settle({ ok: false, refusal: refusal(status, message) });
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      detach();
      req.pause();
      for (const stream of open) stream.destroy();
      reject(error);
    };

    function onData(chunk: Buffer) {
      received += chunk.length;
      lastByteAt = Date.now();
      if (received > limits.bodyMaxBytes)
        return refuse(413, `The upload is too large: at most ${limits.bodyMaxBytes} bytes.`);
      if (!busboy.write(chunk)) {
        pausedByUs = true;
        req.pause();
      }
    }
    function tooSlow(message: string) {
      settle({ ok: false, refusal: { status: 408, code: 'UPLOAD_TOO_SLOW', message } });
    }
    /** A body that stopped, or crawls, is ended; time we spent with the socket paused is not the client's. */
    function checkPace() {
      const pace = options.pace!;
      if (settled || req.complete || pausedByUs) return;
      const now = Date.now();
      if (now - lastByteAt > pace.idleMs) {
        return tooSlow(`The upload stalled: no data for ${Math.round(pace.idleMs / 1000)} s. Send it again.`);
      }
      if (filesFrom && now - filesFrom.at > pace.graceMs) {
        const rate = ((received - filesFrom.bytes) * 1000) / (now - filesFrom.at);
        if (rate < pace.minBytesPerSecond) {
          tooSlow(
            `The upload is too slow: at least ${Math.round(pace.minBytesPerSecond / 1024)} KiB/s are needed. Send it again on a better connection.`,
          );
        }
      }
    }
    function onEnd() {
      busboy.end();
    }
    function onClose() {
      if (req.complete) return;
      settle({
        ok: false,
        refusal: {
          ...refusal(400, 'The client closed the connection before the upload was complete.'),
          clientGone: true,
        },
      });
    }

    try {
      busboy = Busboy({
        headers: req.headers as BusboyHeaders,
        limits: {
          fieldSize: UPLOAD_FIELD_MAX_BYTES,
          fields: 2,
          fileSize: limits.fileMaxBytes,
          files: limits.maxFiles,
          parts: limits.maxFiles + 2,
          headerPairs: 16,
          headerSize: 8 * 1024,
        },
      });
    } catch (error) {
      return refuse(400, `The multipart body cannot be read: ${(error as Error).message}.`);
    }

    const tooManyParts = () =>
      refuse(400, `An upload holds the operations, the map and at most ${limits.maxFiles} files.`);
    busboy.on('partsLimit', tooManyParts);
    busboy.on('filesLimit', tooManyParts);
    busboy.on('fieldsLimit', tooManyParts);
    busboy.on('drain', () => {
      if (settled) return;
      pausedByUs = false;
      lastByteAt = Date.now();
      req.resume();
    });
    busboy.on('error', (error: unknown) =>
      refuse(400, `The multipart body is malformed: ${error instanceof Error ? error.message : String(error)}.`),
    );

    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (settled) return;
      if (valueTruncated)
        return refuse(413, `The multipart field "${name}" is too large: at most ${UPLOAD_FIELD_MAX_BYTES} bytes.`);
      if (phase === 'operations') {
        if (name !== 'operations') {
          return refuse(
            400,
            `A multipart request starts with the "operations" field, then "map", then the files; got "${name}" first.`,
          );
        }
        const operations = readOperations(value, options.rootFields, options.persistedDocument);
        if ('message' in operations) return refuse(400, operations.message);
        params = operations;
        phase = 'map';
      } else if (phase === 'map') {
        if (name !== 'map') return refuse(400, `The "map" field must follow "operations"; got "${name}".`);
        const read = readMap(value, limits.maxFiles);
        if (!(read instanceof Map)) return refuse(400, read.message);
        map = read;
        phase = 'files';
        decision = (options.beforeFiles ? options.beforeFiles() : Promise.resolve('read' as const)).then((verdict) => {
          if (typeof verdict === 'object') {
            settle({ ok: false, refusal: verdict });
            return 'skip';
          }
          if (verdict === 'skip' && params) {
            for (const paths of map.values()) for (const path of paths) setAtPath(params, path, new File([], ''));
            settle({ ok: true, params, filesSkipped: true });
            return verdict;
          }
          // The minimum rate counts from here: the files are what a slot is held for.
          if (!settled) filesFrom = { at: Date.now(), bytes: received };
          return verdict;
        });
        decision.catch(fail);
      } else {
        refuse(400, `The field "${name}" came after the files; an upload holds operations, map, then files.`);
      }
    });

    busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (settled) return void stream.resume();
      if (phase === 'operations') {
        return refuse(
          400,
          `A multipart request starts with the "operations" field, then "map", then the files; got the file "${name}" first.`,
        );
      }
      if (phase !== 'files' || !decision) return refuse(400, `The "map" field must come before the file "${name}".`);
      if (!map.has(name)) return refuse(400, `The file field "${name}" is not named in "map".`);
      if (stored.has(name)) return refuse(400, `The file field "${name}" was sent twice.`);
      open.add(stream);
      stream.once('limit', () =>
        refuse(413, `The file "${filename}" is too large: at most ${limits.fileMaxBytes} bytes per file.`),
      );
      const index = fileCount++;
      const entry = { path: '', filename, mimeType };
      stored.set(name, entry);
      writes.push(
        decision
          .then(async (verdict) => {
            if (verdict !== 'read' || settled) return void stream.resume();
            entry.path = join(await privateFolder(), `file-${index}`);
            const sink = createWriteStream(entry.path, { flags: 'wx', mode: 0o600 });
            open.add(sink);
            await pipeline(stream, sink);
          })
          .catch((error: unknown) => {
            if (!settled) refuse(400, `The file "${filename}" could not be received: ${(error as Error).message}.`);
          }),
      );
    });

    busboy.on('finish', () => {
      void Promise.all(writes)
        .then(async () => {
          if (settled) return;
          if (phase !== 'files' || !params || !decision) {
            return refuse(
              400,
              `The multipart request has no "${phase === 'operations' ? 'operations' : 'map'}" field.`,
            );
          }
          if ((await decision) === 'skip') return;
          const missing = [...map.keys()].find((name) => !stored.has(name));
          if (missing !== undefined)
            return refuse(400, `"map" names the file "${missing}", which the request did not send.`);
          for (const [name, paths] of map) {
            const file = stored.get(name)!;
            const type = file.mimeType;
            const blob = await openAsBlob(file.path, { type });
            // A File made of a disk-backed Blob stays disk-backed: nothing is copied into memory.
            const upload = new File([blob], file.filename, { type });
            for (const path of paths) setAtPath(params, path, upload);
          }
          settle({ ok: true, params, filesSkipped: false });
        })
        .catch(fail);
    });

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.on('error', onClose);
  });
}

/**
 * yoga's side of uploads: a request whose multipart body the node layer already read (its params
 * in the server context as `upload`) is answered from those params; yoga never reads a multipart
 * body itself (its multipart parser is off).
 */
export function useReceivedUpload(): Plugin<Record<string, unknown>, { upload?: GraphQLUploadParams }> {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const upload = serverContext.upload;
      if (upload) setRequestParser(() => upload);
    },
  };
}
