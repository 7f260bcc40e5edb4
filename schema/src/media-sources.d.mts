/** Types of media-sources.mjs. */
export interface MediaSource {
  origin: string;
  prefix: string;
}
export function isSharedCdnHost(hostname: string): boolean;
export function parseMediaSource(entry: string): MediaSource;
export function parseMediaSources(raw: string | undefined): MediaSource[];
export function mediaSourcesAllow(sources: readonly MediaSource[], url: string | URL): boolean;
export function cspSource(source: MediaSource): string;
export function narrowPathPattern(pattern: string, prefix: string): string | null;
