/** Types of error-pages.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
import type { AsyncLocalStorage } from 'node:async_hooks';

export interface ResponseRecord {
  status: number | undefined;
  headers: Record<string, string>;
  gatewayFailure: string | undefined;
  /** The visitor's address as the site's server established it. */
  clientIp: string | undefined;
}

export const RESPONSE_RECORD_KEY: symbol;
export const NOT_FOUND_PAGE: string;
export const UNAVAILABLE_PAGE: string;
export const TOO_MANY_PAGES_PAGE: string;
export const ERROR_PAGE_REQUEST_HEADER: string;
export function responseRecords(): AsyncLocalStorage<ResponseRecord>;
export function newResponseRecord(clientIp?: string): ResponseRecord;
export function currentResponseRecord(): ResponseRecord | undefined;
export function statusToSend(nextStatus: number, record: ResponseRecord | undefined): number;
export function isEmptyErrorDocument(html: string): boolean;
export function replacementStatus(status: number, record: ResponseRecord | undefined): 404 | 503 | null;
export function errorPagePath(status: number, url: string, code?: string): string;
export function tooManyPagesPath(url: string): string;
export function isDocumentRequest(method: string | undefined, url: string, headers: Record<string, unknown>): boolean;
