/** The scroll position of the full-screen gallery view. */
export interface ViewScroll {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Whether a scroll of `deltaY` (wheel or finger; positive goes down) on the full-screen gallery
 * goes past its end or its start, where it would have nothing left to scroll: the view then
 * closes and the page behind scrolls on, so it never holds the visitor.
 */
export function scrollLeavesView(view: ViewScroll, deltaY: number): boolean {
  if (deltaY > 0) return view.scrollTop + view.clientHeight >= view.scrollHeight - 1;
  if (deltaY < 0) return view.scrollTop <= 0;
  return false;
}
