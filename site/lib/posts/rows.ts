/**
 * Row-based masonry: items are cut into rows in reading order (the rhythm of
 * two-up and three-up rows a book uses), so keyboard and screen-reader order
 * match what is seen, unlike CSS-column masonry. Within a row each item's
 * width follows its aspect ratio, so rows stay level without cropping much.
 */
export function toRows<T>(items: readonly T[], rhythm: readonly number[] = [2, 3]): T[][] {
  const rows: T[][] = [];
  let index = 0;
  let step = 0;
  while (index < items.length) {
    const size = Math.max(1, rhythm[step % rhythm.length] ?? 1);
    rows.push(items.slice(index, index + size));
    index += size;
    step += 1;
  }
  // A lone last item would be blown up to the full width: it joins the row before.
  const last = rows[rows.length - 1];
  const before = rows[rows.length - 2];
  if (last && before && last.length === 1) {
    before.push(...last);
    rows.pop();
  }
  return rows;
}

/** Width / height of an item, with a portrait default when the back-end did not say. */
export function aspectRatio(width: number | null | undefined, height: number | null | undefined, fallback = 4 / 5) {
  return width && height && width > 0 && height > 0 ? width / height : fallback;
}
