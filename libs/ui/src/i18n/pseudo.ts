// The pseudo-locale: every text accented and about 40 % longer, the growth German, French or
// Romanian bring. A test renders the main screens in it at 390 px to find text that cannot grow.
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'ë',
  i: 'ï',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ÿ',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** "Save Entry" → "[Sávë Éñtrÿ ~~~~]": numbers and spaces kept, words accented, ~40 % longer. */
export function pseudoLocalize(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);
  const padding = '~'.repeat(Math.max(1, Math.round(text.length * 0.4) - 2));
  return `[${accented} ${padding}]`;
}
