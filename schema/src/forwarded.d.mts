/** An on/off setting (unset/0/false off, 1/true on); anything else throws with the setting's name. */
export function readOnOff(name: string, raw: string | undefined): boolean;

/** The last entry of a comma-separated forwarded header, the one the nearest proxy wrote; null when none. */
export function lastForwardedEntry(value: string | readonly string[] | null | undefined): string | null;
