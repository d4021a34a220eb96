/** Shown beside a number field as it is typed (issue 16): a negative amount is refused, never stored as 0. */
export function fieldError(value: string): string | null {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) && n < 0 ? 'Cannot be negative' : null;
}
