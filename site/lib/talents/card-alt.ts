/**
 * The alt of a card's photo when the talent's name is the card's visible link
 * text: a real description is kept; a bare repeat of the name (or nothing)
 * makes the photo decorative, so screen readers say the name once.
 */
export function cardImageAlt(imageAlt: string | null | undefined, name: string): string {
  const alt = imageAlt?.trim() ?? '';
  return alt && alt.toLocaleLowerCase() !== name.trim().toLocaleLowerCase() ? alt : '';
}
