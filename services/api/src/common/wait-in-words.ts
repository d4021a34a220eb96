/** How long to wait, in words: '1 second', '45 seconds', '1 minute', '5 minutes' (whole minutes rounded up). */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] = s >= 60 ? [Math.ceil(s / 60), 'minute'] : [s, 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
