/** The bench's pass rules, one place: a ratio against its target, and a size against its budget. */
export function atLeast(value, target) {
  return { value, target, pass: value >= target, rule: `>= ${target}` };
}

export function atMost(value, target) {
  return { value, target, pass: value <= target, rule: `<= ${target}` };
}

export const mark = (v) => (v.pass ? 'PASS' : 'FAIL');

export function formatKiB(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A plain-text table: columns padded to their widest cell. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => String(c).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
