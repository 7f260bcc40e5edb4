/** REST shapes the forms module reads (rest.md: manager options, panel form answers). */

export interface RestOption {
  id: number | string;
  value: string;
}

/** GET /api/talents/attributes on the manager service. */
export interface RestAttributes {
  countries?: RestOption[] | null;
  licenses?: RestOption[] | null;
  cities?: RestOption[] | null;
}

/** A form post's answer: 201 `{ data: { id }, message }`, or 422 `{ message, errors: { field: [key] } }`. */
export interface RestFormAnswer {
  data?: { id?: number | string } | null;
  message?: string;
  errors?: Record<string, string[]>;
}
