/** The favourites page's fragment that opens it at the quote form (the profile's quote action links there). */
export const QUOTE_FORM_ANCHOR = 'orcamento';
