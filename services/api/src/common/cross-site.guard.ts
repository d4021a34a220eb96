import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ERROR_CODES } from '@chairside/contracts';
import { ApiException } from './api-exception';
import { SecurityLog } from './security-log';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RequestLike {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  user?: { id?: string };
  originalUrl?: string;
  url?: string;
}

const header = (req: RequestLike, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Refuses state-changing requests that a browser says come from another site (decisions.md,
 * "Hardening"): `Sec-Fetch-Site: cross-site` (or `same-site`: another app on a sibling sub-domain), or
 * an `Origin` whose host is not the one the request was sent to. Requests without either header
 * (curl, server-to-server, old browsers) pass: the SameSite=Lax cookie already keeps them
 * unauthenticated from a foreign page. A global guard, so it holds for every controller and for
 * multipart, whatever the HTTP adapter.
 */
@Injectable()
export class CrossSiteGuard implements CanActivate {
  constructor(@Inject(SecurityLog) private readonly log: SecurityLog) {}

  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<RequestLike>();
    if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
    const site = header(req, 'sec-fetch-site');
    const origin = header(req, 'origin');
    // A browser's Sec-Fetch-Site is the stronger statement; Origin is the fallback for browsers without it.
    const refused = site
      ? site === 'cross-site' || site === 'same-site'
      : origin !== undefined && !sameHost(origin, req);
    if (!refused) return true;
    this.log.write('cross-site.refused', {
      userId: req.user?.id ?? null,
      address: req.ip ?? null,
      outcome: 'refused',
      method: req.method,
      path: (req.originalUrl ?? req.url ?? '').split('?')[0],
    });
    throw new ApiException(403, 'Cross-site request refused', ERROR_CODES.forbidden);
  }
}

/** The Origin's host:port is the Host the request was sent to (X-Forwarded-Host when the gateway set it). */
function sameHost(origin: string, req: RequestLike): boolean {
  if (origin === 'null') return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const candidates = [header(req, 'x-forwarded-host'), header(req, 'host')].filter((h): h is string => !!h);
  return candidates.some((h) => h.split(',')[0]!.trim().toLowerCase() === host.toLowerCase());
}
