/** Timings and sizes of the shell, written once. */
export const SHELL = {
  /** Loading overlay kept on while the language changes. */
  languageChangeLoadingMs: 600,
  loadingBar: { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 },
  /** A failed script chunk reloads the page at most this often. */
  chunkReloadMinIntervalMs: 60_000,
  transitions: { pageS: 1, layoutS: 0.3, fadeS: 0.5 },
  initialModalMaxWidthPx: 600,
  copyrightYear: 2024,
} as const;
