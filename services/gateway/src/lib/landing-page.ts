// Only the dependency-free module of the contracts, so the front-end images need no node_modules.
import { SESSION_COOKIE } from '@chairside/contracts/dist/api-paths.js';

/** The shell's landing page, built as a page of its own (shell/webpack.config.cjs). */
export const LANDING_PAGE = 'landing/index.html';

/**
 * `/` for a visitor without a session cookie: the landing page, which costs no federation runtime.
 * Anyone with a cookie gets the app, which shows the dashboard, or the landing page itself when the
 * session turns out to have ended.
 */
export function isLandingRequest(pathname: string, cookieHeader = ''): boolean {
  return pathname === '/' && !cookieHeader.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}
