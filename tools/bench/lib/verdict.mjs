/** The bench's pass rules, one place: a ratio against its target, and a size against its budget. */

/** @typedef {{ value: number, target: number, pass: boolean, rule: string }} Verdict */

/**
 * @param {number} value
 * @param {number} target
 * @returns {Verdict}
 */
export function atLeast(value, target) {
  return { value, target, pass: value >= target, rule: `>= ${target}` };
}

/**
 * @param {number} value
 * @param {number} target
 * @returns {Verdict}
 */
export function atMost(value, target) {
  return { value, target, pass: value <= target, rule: `<= ${target}` };
}

export const mark = (/** @type {{ pass: boolean }} */ v) => (v.pass ? 'PASS' : 'FAIL');

/** @param {number} bytes */
export function formatKiB(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * A plain-text table: columns padded to their widest cell.
 * @param {unknown[][]} rows
 */
export function table(rows) {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => String(c).padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
