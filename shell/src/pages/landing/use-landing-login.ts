import { API_PATHS, type LoginResponse } from '@chairside/contracts/web';
import { useState } from 'react';

export type LandingLoginResult = { ok: true; message: string } | { ok: false };

/**
 * The landing card's sign-in as one plain call: a full page load follows success, so the landing
 * page needs no store or query cache (and ships without them, see shell/webpack.config.cjs).
 */
export function useLandingLogin() {
  const [isLoading, setLoading] = useState(false);
  async function login(body: { username: string; pin: string }): Promise<LandingLoginResult> {
    setLoading(true);
    try {
      const res = await fetch(API_PATHS.login, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const data = (await res.json().catch(() => null)) as LoginResponse | null;
      return res.ok ? { ok: true, message: data?.message ?? '' } : { ok: false };
    } catch {
      return { ok: false };
    } finally {
      setLoading(false);
    }
  }
  return { login, isLoading };
}
