/** A measure as the gateway formats it: metric always, imperial when a conversion makes sense. */
export interface MeasureValue {
  key: string;
  metric: string;
  imperial?: string | null;
}

/** The value to show in the chosen units; falls back to metric when there is no imperial form (jeans, suit). */
export function measureText(measure: MeasureValue, units: 'metric' | 'imperial'): string {
  return units === 'imperial' && measure.imperial ? measure.imperial : measure.metric;
}
