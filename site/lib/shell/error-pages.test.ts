import { describe, expect, it } from 'vitest';
import {
  errorPagePath,
  tooManyPagesPath,
  isDocumentRequest,
  isEmptyErrorDocument,
  newResponseRecord,
  replacementStatus,
  statusToSend,
} from './error-pages.mjs';

describe('statusToSend', () => {
  it("replaces Next's 200 with the status a page asked for", () => {
    const record = { ...newResponseRecord(), status: 503 };
    expect(statusToSend(200, record)).toBe(503);
  });
  it('keeps every other status, and 200 when no page asked', () => {
    expect(statusToSend(200, newResponseRecord())).toBe(200);
    expect(statusToSend(200, undefined)).toBe(200);
    expect(statusToSend(307, { ...newResponseRecord(), status: 503 })).toBe(307);
  });
});

describe('replacementStatus', () => {
  it('a 404 is the not-found page', () => {
    expect(replacementStatus(404, newResponseRecord())).toBe(404);
  });
  it('a failed render is the 503 page only when the gateway failed during the request', () => {
    expect(replacementStatus(500, { ...newResponseRecord(), gatewayFailure: 'UPSTREAM_UNAVAILABLE' })).toBe(503);
    expect(replacementStatus(500, newResponseRecord())).toBeNull();
    expect(replacementStatus(200, { ...newResponseRecord(), gatewayFailure: 'X' })).toBeNull();
  });
});

describe('errorPagePath', () => {
  it('keeps the language of the request', () => {
    expect(errorPagePath(404, '/eventos/1/x')).toBe('/pagina-nao-encontrada');
    expect(errorPagePath(404, '/en/eventos/1/x?q=a')).toBe('/en/pagina-nao-encontrada');
    expect(errorPagePath(404, '/en')).toBe('/en/pagina-nao-encontrada');
    expect(errorPagePath(404, '/english')).toBe('/pagina-nao-encontrada');
  });
  it('names the error code on the 503 page', () => {
    expect(errorPagePath(503, '/en/atrizes', 'UPSTREAM_UNAVAILABLE')).toBe(
      '/en/servico-indisponivel?codigo=UPSTREAM_UNAVAILABLE',
    );
    expect(errorPagePath(503, '/atrizes')).toBe('/servico-indisponivel');
  });
});

describe('isEmptyErrorDocument', () => {
  it("recognises Next's empty error document", () => {
    expect(isEmptyErrorDocument('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')).toBe(
      true,
    );
    expect(isEmptyErrorDocument('<!DOCTYPE html><html lang="pt-BR"><body><h1>404</h1></body></html>')).toBe(false);
  });
  it('recognises it with a deployment id on <html> (a release built with RELEASE_ID)', () => {
    const html =
      '<!DOCTYPE html><html data-dpl-id="10b38c739dc6" id="__next_error__"><head></head><body></body></html>';
    expect(isEmptyErrorDocument(html)).toBe(true);
    expect(
      isEmptyErrorDocument('<html data-dpl-id="10b38c739dc6" lang="pt-BR"><body>__next_error__</body></html>'),
    ).toBe(false);
  });
});

describe('isDocumentRequest', () => {
  it('is a page load, not a router fetch', () => {
    expect(isDocumentRequest('GET', '/eventos', { accept: 'text/html' })).toBe(true);
    expect(isDocumentRequest('HEAD', '/eventos', {})).toBe(true);
    expect(isDocumentRequest('GET', '/eventos', { rsc: '1' })).toBe(false);
    expect(isDocumentRequest('GET', '/eventos?_rsc=abc', {})).toBe(false);
    expect(isDocumentRequest('POST', '/contato', { 'next-action': 'x' })).toBe(false);
  });
});

describe('the "too many pages" page', () => {
  it('is asked for in the language of the page refused', () => {
    expect(tooManyPagesPath('/')).toBe('/muitas-paginas');
    expect(tooManyPagesPath('/atrizes?letra=a')).toBe('/muitas-paginas');
    expect(tooManyPagesPath('/en')).toBe('/en/muitas-paginas');
    expect(tooManyPagesPath('/en/contato')).toBe('/en/muitas-paginas');
    expect(tooManyPagesPath('/english')).toBe('/muitas-paginas');
  });
});
