// Reads README's "What a change touches" table: each row's change, the files it names (backticked
// paths, `{pt,en}` expanded) and its count (the count cell's first number).
const HEADING = '## What a change touches';
const PATH = /^[\w.-]+(?:\/[\w.{},[\]-]+)+\.\w+$/;

/** `site/messages/{pt,en}/x.json` -> both paths. */
export function expandBraces(text) {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(text);
  if (!match) return [text];
  return match[1]
    .split(',')
    .flatMap((part) => expandBraces(text.slice(0, match.index) + part + text.slice(match.index + match[0].length)));
}

export function readChangeTable(readme) {
  const start = readme.indexOf(HEADING);
  if (start < 0) throw new Error(`README has no '${HEADING}' section`);
  const rows = [];
  for (const line of readme.slice(start).split('\n').slice(1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length !== 3 || cells[0] === 'change' || /^-+$/.test(cells[0])) continue;
    const [change, filesCell, countCell] = cells;
    const files = [...filesCell.matchAll(/`([^`]+)`/g)]
      .map((m) => m[1])
      .filter((token) => PATH.test(token))
      .flatMap(expandBraces);
    const count = Number(/\d+/.exec(countCell)?.[0] ?? NaN);
    rows.push({ change, files: [...new Set(files)], count });
  }
  return rows;
}
