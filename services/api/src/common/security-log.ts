import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.lockout'
  | 'login.refused'
  | 'signup.success'
  | 'signup.refused'
  | 'access.denied'
  | 'cross-site.refused'
  | 'pin.changed'
  | 'passkey.registered'
  | 'passkey.removed'
  | 'passkey.refused'
  | 'pin-sign-in.changed'
  | 'pin.recheck.success'
  | 'pin.recheck.failure'
  | 'pin.recheck.refused'
  | 'pin-reset.requested'
  | 'pin-reset.used'
  | 'pin-reset.refused'
  | 'logout.everywhere'
  | 'sessions.ended'
  | 'account.deleted'
  | 'moderation.restore'
  | 'moderation.remove'
  | 'sso.signin'
  | 'sso.link.pending'
  | 'sso.linked'
  | 'sso.refused';

export interface SecurityFields {
  userId?: string | null;
  /** The client address the gateway saw (req.ip). */
  address?: string | null;
  outcome: string;
  [more: string]: string | number | boolean | null | undefined;
}

/** Never written, whatever a caller passes: secrets and personal data (decisions.md, "Hardening"). */
const FORBIDDEN = /pin|password|secret|session|sid|cookie|photo|image|token/i;

/**
 * The security log: one JSON object a line on stdout (sign-ins, lockouts, refusals, access to
 * another user's objects), for a log shipper to collect. It names the user id, the client address
 * and the outcome; never a PIN, a photo or a session id.
 */
@Injectable()
export class SecurityLog {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  write(event: SecurityEvent, fields: SecurityFields): void {
    if (!this.config.securityLog) return;
    const line: Record<string, unknown> = { ts: new Date().toISOString(), log: 'security', event };
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && !FORBIDDEN.test(k)) line[k] = v;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
