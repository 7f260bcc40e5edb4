/** In a mask, this character takes one digit; every other character is written as is. */
const DIGIT_SLOT = '0';

/**
 * Formats what the visitor typed or pasted with a digit mask ('+00 (00) 00000-0000',
 * '00/00/0000'): its digits fill the slots in order, extra digits are dropped, and a literal is
 * written only when a digit follows it, so deleting a digit never leaves a dangling ' (' behind.
 */
export function applyDigitMask(mask: string, input: string): string {
  const digits = input.replace(/\D/g, '');
  let out = '';
  let used = 0;
  for (const char of mask) {
    if (used >= digits.length) break;
    if (char === DIGIT_SLOT) out += digits[used++];
    else out += char;
  }
  return out;
}

/** Where the caret goes in the formatted text: just after the same number of digits as before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.search(/\d/) === -1 ? formatted.length : formatted.search(/\d/);
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** How many digits come before position `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}
