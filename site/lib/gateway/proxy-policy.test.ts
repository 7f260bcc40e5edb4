import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@agency/schema/validation/rules';
import { describe, expect, it } from 'vitest';
import { checkProxyRead, checkProxyRequest } from './proxy-policy';

const ok = { host: 'localhost:3000', 'content-type': 'application/json', 'content-length': '20' };
const check = (headers: Record<string, string>) => checkProxyRequest(new Headers(headers), {});

describe('what the browser GraphQL endpoint accepts', () => {
  it('takes a same-origin JSON or multipart request of a declared, bounded size', () => {
    expect(check(ok)).toBeNull();
    expect(check({ ...ok, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(check({ ...ok, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9000000' })).toBeNull();
  });

  it('refuses what a cross-site page can send without a preflight: text/plain, forms, no type', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      expect(check({ ...ok, 'content-type': type })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('refuses another origin, by Origin or by Sec-Fetch-Site', () => {
    expect(check({ ...ok, origin: 'https://evil.example' })).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
    expect(check({ ...ok, 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403 });
    expect(check({ ...ok, origin: 'http://localhost:3001' })).toMatchObject({ status: 403 });
    expect(check({ ...ok, origin: 'null' })).toMatchObject({ status: 403 });
  });

  it('refuses bodies over their kind, without a length, or with a bad one', () => {
    expect(check({ ...ok, 'content-length': String(JSON_BODY_MAX_BYTES + 1) })).toMatchObject({ status: 413 });
    expect(
      check({
        ...ok,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(UPLOAD_BODY_MAX_BYTES + 1),
      }),
    ).toMatchObject({ status: 413 });
    expect(check({ host: ok.host, 'content-type': ok['content-type'] })).toMatchObject({ status: 411 });
    expect(check({ ...ok, 'content-length': '12abc' })).toMatchObject({ status: 400 });
  });
});

describe('what the browser GraphQL endpoint accepts as GET', () => {
  const id = `sha256:${'ab'.repeat(32)}`;
  const read = (search: string, headers: Record<string, string> = { host: 'localhost:3000' }) =>
    checkProxyRead(new URL(`http://localhost:3000/api/graphql?${search}`), new Headers(headers), {});

  it('takes a read of a persisted document', () => {
    expect(read(`documentId=${id}&variables=%7B%7D`)).toBeNull();
  });

  it('refuses a document text, a missing or malformed id, and another origin', () => {
    expect(read(`query=${encodeURIComponent('{ __schema { types { name } } }')}`)).toMatchObject({
      status: 403,
      code: 'PERSISTED_DOCUMENTS_ONLY',
    });
    expect(read(`documentId=${id}&query=x`)).toMatchObject({ status: 403 });
    expect(read('variables=%7B%7D')).toMatchObject({ status: 400, code: 'PERSISTED_DOCUMENT_ID_REQUIRED' });
    expect(read(`documentId=sha256:${'x'.repeat(5000)}`)).toMatchObject({ status: 400 });
    expect(read(`documentId=${id}`, { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' })).toMatchObject({
      status: 403,
    });
  });
});
