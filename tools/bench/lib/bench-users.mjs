/**
 * Signs a fresh user up through the API: its id and session cookie.
 * @param {string} api
 * @param {string} name
 * @returns {Promise<{ id: string, cookie: string }>}
 */
export async function signUp(api, name) {
  const res = await fetch(`${api}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${name}-${Date.now()}@chairside.test`,
      name: `Bench ${name}`,
      pin: '4820913',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { user } = await res.json();
  return { id: user.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Median and 95th percentile of timings in ms.
 * @param {number[]} xs
 */
export function p50p95(xs) {
  /** @type {number[]} */
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
}
