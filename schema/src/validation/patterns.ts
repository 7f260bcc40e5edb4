/** The spec's phone format, +NN (NN) NNNNN-NNNN: what the site's masked input produces. */
export const PHONE_PATTERN = /^\+\d{2} \(\d{2}\) \d{5}-\d{4}$/;
