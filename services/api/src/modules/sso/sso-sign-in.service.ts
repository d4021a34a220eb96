import { Inject, Injectable } from '@nestjs/common';
import type { PendingSsoLink, SsoError } from '@chairside/contracts';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { IDToken } from 'openid-client';
import { ApiException } from '../../common/api-exception';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { APP_CONFIG, type AppConfig, type SsoConfig } from '../../config/app-config';
import { AuthService } from '../auth/auth.service';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PendingSsoLinks } from './pending-sso-links';
import { SsoLinksRepository, type WorkAccount } from './sso-links.repository';

/** Where a provider's answer leads: a member signed in, a link to confirm, or the sign-in screen with a reason. */
export type SsoOutcome =
  { kind: 'member'; user: UserEntity } | { kind: 'link'; pendingId: string } | { kind: 'refused'; code: SsoError };

/** The steps counted per client address, each against the same per-minute limit. */
export type SsoStep = 'start' | 'callback' | 'pending' | 'link';

/** The longest name the users table keeps in each of its first and last name columns. */
const NAME_MAX = 80;

/**
 * What a verified work account may do here (decisions.md, "Sign-in methods"): an account linked
 * before signs its member in; one whose verified address belongs to a member waits for that member's
 * PIN; any other makes a new member. An address the provider does not vouch for never reaches a
 * member's account, and only the group's domains get in at all.
 */
@Injectable()
export class SsoSignInService {
  constructor(
    @Inject(SsoLinksRepository) private readonly links: SsoLinksRepository,
    @Inject(PendingSsoLinks) private readonly pending: PendingSsoLinks,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The provider's settings; 404 when single sign-on is not configured (the routes exist either way). */
  settings(): SsoConfig {
    if (!this.config.sso) throw ApiException.notFound('Single sign-on');
    return this.config.sso;
  }

  /** Counts a step of single sign-on for the client address; 429 past the per-minute limit. */
  limit(step: SsoStep, address: string): Promise<void> {
    return this.counters.enforce(
      `sso-${step}:${address}`,
      this.config.signInLimits.ssoSignInsPerAddressPerMinute,
      60,
      (wait) => `Too many single sign-on attempts. Try again in ${wait}.`,
    );
  }

  /** The ID token's claims, checked by openid-client (signature, issuer, audience, nonce), decide. */
  async signIn(claims: IDToken, address: string): Promise<SsoOutcome> {
    const sso = this.settings();
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    // Microsoft Entra ID sends no email_verified; its optional claim xms_edov says the same of the
    // address's domain owner. Anything else is not vouched for.
    const verified = claims.email_verified === true || claims.xms_edov === true;
    if (!email || !verified) return this.refuse('unverified', 'email-not-verified', address);
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (!email.includes('@') || !sso.allowedDomains.includes(domain)) {
      return this.refuse('domain', 'domain-not-allowed', address);
    }
    const account: WorkAccount = { issuer: claims.iss, subject: claims.sub, email };

    const link = await this.links.findByAccount(account.issuer, account.subject);
    if (link) {
      const user = await this.users.findWithProfile(link.userId);
      if (!user) return this.refuse('failed', 'linked-member-gone', address);
      await this.links.markUsed(link.id, email);
      this.log.write('sso.signin', { userId: user.id, address, outcome: 'signed-in' });
      return { kind: 'member', user };
    }

    const existing = await this.users.findByUsername(email);
    if (existing) {
      const pendingId = await this.pending.put({ ...account, userId: existing.id });
      this.log.write('sso.link.pending', { userId: existing.id, address, outcome: 'pin-required' });
      return { kind: 'link', pendingId };
    }

    // Nobody knows this PIN: the member signs in with the work account (or sets a PIN through a reset).
    const pinHash = await argon2.hash(randomBytes(32).toString('base64url'));
    const created = await this.users.create({ email, name: nameOf(claims, email), pinHash });
    if (!created) return this.refuse('failed', 'email-taken-meanwhile', address);
    await this.users.setPinSignIn(created.id, false);
    if (!(await this.links.create(created.id, account))) return this.refuse('failed', 'linked-meanwhile', address);
    this.log.write('sso.signin', { userId: created.id, address, outcome: 'member-created' });
    return { kind: 'member', user: (await this.users.findWithProfile(created.id)) ?? created };
  }

  /** openid-client refused the answer (state, nonce, PKCE, signature) or the provider said no. */
  refuse(code: SsoError, reason: string, address: string): SsoOutcome {
    this.log.write('sso.refused', { address, outcome: code, reason });
    return { kind: 'refused', code };
  }

  /** The work account waiting for its member's PIN; 404 when none (or it expired). */
  async pendingLink(id: string | undefined): Promise<PendingSsoLink> {
    const sso = this.settings();
    const link = id ? await this.pending.read(id) : null;
    if (!link) throw ApiException.notFound('Pending work account link');
    return { email: link.email, groupName: sso.groupName };
  }

  /**
   * The member's PIN, checked on its own counter (AuthService.confirmPin), links the account; the
   * pending link is taken only after the right PIN, and only once.
   */
  async linkWithPin(id: string | undefined, pin: string, address: string): Promise<UserEntity> {
    this.settings();
    const waiting = id ? await this.pending.read(id) : null;
    if (!waiting) throw ApiException.notFound('Pending work account link');
    const user = await this.auth.confirmPin(waiting.userId, pin, address, 'link-sso');
    // A member who turned PIN sign-in off (perhaps because the PIN leaked) links with a passkey only.
    if (!user.pinSignIn) {
      this.log.write('sso.refused', { userId: user.id, address, outcome: 'failed', reason: 'pin-sign-in-off' });
      throw new ApiException(
        403,
        'PIN sign-in is turned off for this account. Link it with your passkey.',
        'FORBIDDEN',
      );
    }
    const link = await this.pending.take(id!);
    if (!link) throw ApiException.notFound('Pending work account link');
    if (!(await this.links.create(user.id, link))) {
      this.log.write('sso.refused', { userId: user.id, address, outcome: 'failed', reason: 'already-linked' });
      throw ApiException.conflict('This work account is already linked to a member.');
    }
    this.log.write('sso.linked', { userId: user.id, address, outcome: 'linked', method: 'pin' });
    return user;
  }

  /**
   * A passkey proves it is the member as the PIN does: when the browser holds a pending link for the
   * member who just signed in with a passkey, the account is linked (once). A passkey of another
   * member signs that member in and links nothing; the pending link stays for its own member.
   */
  async linkWithPasskey(id: string | undefined, user: UserEntity, address: string): Promise<boolean> {
    if (!this.config.sso || !id) return false;
    const waiting = await this.pending.read(id);
    if (!waiting || waiting.userId !== user.id) return false;
    const link = await this.pending.take(id);
    if (!link) return false;
    if (!(await this.links.create(user.id, link))) {
      this.log.write('sso.refused', { userId: user.id, address, outcome: 'failed', reason: 'already-linked' });
      return false;
    }
    this.log.write('sso.linked', { userId: user.id, address, outcome: 'linked', method: 'passkey' });
    return true;
  }
}

/** The name the provider gives, else the address's local part. */
function nameOf(claims: IDToken, email: string): string {
  const given = [claims.given_name, claims.family_name].filter((n) => typeof n === 'string').join(' ');
  const raw = typeof claims.name === 'string' && claims.name.trim() ? claims.name : given || email.split('@')[0]!;
  return raw.trim().replace(/\s+/g, ' ').slice(0, NAME_MAX);
}
