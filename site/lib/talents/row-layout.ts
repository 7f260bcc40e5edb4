/**
 * Row-based ("justified") gallery layout: images keep their order left to
 * right, top to bottom, so reading and keyboard order match what is seen
 * (CSS-column masonry would scramble both). Each full row is scaled to fill
 * the width exactly; the last row keeps the target height.
 */
export interface LayoutItem {
  /** Width / height of the image. */
  ratio: number;
}

export interface PlacedItem {
  index: number;
  width: number;
  height: number;
}

export interface LayoutOptions {
  containerWidth: number;
  targetRowHeight: number;
  gap: number;
  /** Never put more images than this in a row (narrow screens look better with fewer). */
  maxPerRow?: number;
}

export function justifyRows(items: readonly LayoutItem[], options: LayoutOptions): PlacedItem[][] {
  const { containerWidth, targetRowHeight, gap } = options;
  const maxPerRow = options.maxPerRow ?? Infinity;
  if (containerWidth <= 0) return [];
  const rows: PlacedItem[][] = [];
  let row: { index: number; ratio: number }[] = [];

  const place = (entries: typeof row, height: number): PlacedItem[] =>
    entries.map(({ index, ratio }) => ({ index, width: ratio * height, height }));

  items.forEach((item, index) => {
    const ratio = item.ratio > 0 && Number.isFinite(item.ratio) ? item.ratio : 3 / 4;
    row.push({ index, ratio });
    const ratioSum = row.reduce((sum, e) => sum + e.ratio, 0);
    const available = containerWidth - gap * (row.length - 1);
    const height = available / ratioSum;
    // Close the row once it is at least as wide as the container at the target height.
    if (height <= targetRowHeight || row.length >= maxPerRow) {
      rows.push(place(row, height));
      row = [];
    }
  });
  if (row.length) {
    const ratioSum = row.reduce((sum, e) => sum + e.ratio, 0);
    const fitHeight = (containerWidth - gap * (row.length - 1)) / ratioSum;
    rows.push(place(row, Math.min(targetRowHeight, fitHeight)));
  }
  return rows;
}
