import { describe, expect, it } from 'vitest';
import { justifyRows } from './row-layout';

const sumWidths = (row: { width: number }[], gap: number) =>
  row.reduce((s, i) => s + i.width, 0) + gap * (row.length - 1);

describe('justifyRows', () => {
  it('keeps the images in reading order', () => {
    const rows = justifyRows([{ ratio: 0.75 }, { ratio: 1.5 }, { ratio: 1 }, { ratio: 0.8 }, { ratio: 0.75 }], {
      containerWidth: 1000,
      targetRowHeight: 300,
      gap: 8,
    });
    expect(rows.flat().map((i) => i.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('fills full rows to the container width exactly', () => {
    const rows = justifyRows(
      Array.from({ length: 9 }, () => ({ ratio: 0.75 })),
      {
        containerWidth: 900,
        targetRowHeight: 300,
        gap: 6,
      },
    );
    for (const row of rows.slice(0, -1)) expect(sumWidths(row, 6)).toBeCloseTo(900, 6);
    for (const row of rows.slice(0, -1)) expect(row[0]!.height).toBeLessThanOrEqual(300);
  });

  it('does not stretch a short last row above the target height', () => {
    const rows = justifyRows([{ ratio: 1 }], { containerWidth: 1200, targetRowHeight: 320, gap: 8 });
    expect(rows).toEqual([[{ index: 0, width: 320, height: 320 }]]);
  });

  it('honours a maximum per row (two-up on phones)', () => {
    const rows = justifyRows(
      Array.from({ length: 5 }, () => ({ ratio: 0.5 })),
      {
        containerWidth: 360,
        targetRowHeight: 100,
        gap: 4,
        maxPerRow: 2,
      },
    );
    expect(rows.map((r) => r.length)).toEqual([2, 2, 1]);
  });

  it('treats unknown ratios as portrait 3:4 and gives nothing for a zero-width container', () => {
    const rows = justifyRows([{ ratio: Number.NaN }], { containerWidth: 300, targetRowHeight: 400, gap: 0 });
    expect(rows[0]![0]!.width).toBeCloseTo(300, 6);
    expect(justifyRows([{ ratio: 1 }], { containerWidth: 0, targetRowHeight: 100, gap: 0 })).toEqual([]);
  });
});
