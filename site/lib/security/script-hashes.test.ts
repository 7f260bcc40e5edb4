import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bootstrapScriptHashes, isNextBootstrap, policyWithScriptHashes } from './script-hashes.mjs';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const start = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const chunks =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/a.js"],"runtimeModuleIds":[1]});';

describe("Next's inline bootstrap, allowed by hash", () => {
  it('recognises the queue start, flight data and the chunk list, with JSON arguments only', () => {
    expect(isNextBootstrap(start)).toBe(true);
    expect(isNextBootstrap(flight)).toBe(true);
    expect(isNextBootstrap(chunks)).toBe(true);
    expect(isNextBootstrap('self.__next_f.push([1,"x"]);alert(1)//)')).toBe(false);
    expect(isNextBootstrap('self.__next_f.push(alert(1))')).toBe(false);
    expect(isNextBootstrap('alert(document.cookie)')).toBe(false);
  });

  it('hashes the bootstrap of a page, and nothing a stored value put among it', () => {
    const html =
      `<html><head><script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">${chunks}</script></head>` +
      `<body><div class="bio"><script>alert(1)</script></div><script>${start}</script><script>${flight}</script>` +
      `<script type="application/ld+json">{"@type":"Person"}</script></body></html>`;
    expect(bootstrapScriptHashes(html).sort()).toEqual([hash(chunks), hash(start), hash(flight)].sort());
  });

  it("puts the hashes in script-src in place of 'unsafe-inline', and leaves the rest", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";
    expect(policyWithScriptHashes(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; style-src 'self' 'unsafe-inline'",
    );
    expect(policyWithScriptHashes(policy, [])).toBe(policy);
  });
});
