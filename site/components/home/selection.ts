/** Brand selection: clicking a brand selects it; clicking the selected one again deselects it. */
export function nextSelection(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
