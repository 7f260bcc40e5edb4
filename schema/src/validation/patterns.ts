/** The phone format +NN (NN) NNNNN-NNNN: a Brazilian mobile as the panels receive it (other countries: phone.ts). */
export const PHONE_PATTERN = /^\+\d{2} \(\d{2}\) \d{5}-\d{4}$/;

/**
 * Ids of the back-ends' records (talents, posts, options): decimal digits, at most 12. Anything
 * else names nothing, so it is refused before any back-end is asked.
 */
export const NUMERIC_ID_PATTERN = /^\d{1,12}$/;

/**
 * A post slug: letters, digits, '-' and '_', starting with a letter or digit. No '.', '/', '%',
 * '?' or space, so a slug can never change the back-end path it is put in.
 */
export const SLUG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
