/** The first 8 characters of an id (spec section 2: ids shown cut to 8 characters). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A decimal number as typed ('12', '-1.5', '.5'), or null when the text is not one. */
export function parseDecimal(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
