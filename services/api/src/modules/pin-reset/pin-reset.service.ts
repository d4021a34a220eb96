import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { ERROR_CODES, PIN_RESET_LINK_MINUTES } from '@chairside/contracts';
import * as argon2 from 'argon2';
import { ApiException } from '../../common/api-exception';
import { Mailer } from '../../common/mailer';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { waitInWords } from '../../common/wait-in-words';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { signInOffer } from '../../config/sign-in-offer';
import { LoginThrottle } from '../auth/login-throttle';
import { PasskeysService } from '../passkeys/passkeys.service';
import { SessionStore } from '../auth/session.store';
import { UsersService } from '../users/users.service';
import { PinResetsRepository } from './pin-resets.repository';
import { resetLink, resetMail } from './reset-mail';
import { hashResetToken, newResetToken } from './reset-token';

const RESET_LINK_REFUSED = 'This reset link has expired or was already used. Ask for a new one.';

const key = {
  requests: (address: string) => `pin-reset:${address}`,
  completions: (address: string) => `pin-reset-complete:${address}`,
  // Ends in the user id: the account's deletion removes it with the rest (account.repository.ts).
  account: (userId: string) => `pin-reset-account:${userId}`,
};

/**
 * "Forgot PIN?" (decisions.md, "Sign-in methods"). A request is answered before anything about the
 * account is looked at: the look-up, the link and the e-mail happen afterwards, so neither the
 * answer nor its timing tells whether an account exists. Completing sets the PIN, ends every session
 * and clears the account's lock.
 */
@Injectable()
export class PinResetService implements BeforeApplicationShutdown {
  /** Requests answered whose e-mail is still being sent. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(PinResetsRepository) private readonly resets: PinResetsRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(PasskeysService) private readonly passkeys: PasskeysService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether "Forgot PIN?" is offered (sign-in-offer.ts). */
  available(): boolean {
    return signInOffer(this.config).pinReset;
  }

  /**
   * Counts the request per client address (429 past the limit) and answers; the link is made and
   * sent after the answer. A request for an account over its own limit is answered the same way and
   * sends nothing.
   */
  async request(email: string, address: string): Promise<void> {
    this.ensureAvailable();
    const hit = await this.counters.hit(key.requests(address), HOUR_SECONDS);
    if (hit.hits > this.config.signInLimits.pinResetsPerAddressPerHour) {
      this.log.write('pin-reset.refused', { userId: null, address, outcome: 'rate-limited', reason: 'address' });
      throw ApiException.tooMany(
        `Too many PIN reset requests. Try again in ${waitInWords(hit.secondsLeft)}.`,
        hit.secondsLeft,
      );
    }
    const work = this.sendLink(email, address)
      .catch((e: unknown) => {
        // The error's codes only: never the address asked for or the link, and an SMTP error's message
        // may quote the server's reply, which names the recipient.
        const { code, responseCode } = (e ?? {}) as { code?: unknown; responseCode?: unknown };
        console.error(
          `pin-reset: the link could not be sent: ${String(code ?? 'error')} ${String(responseCode ?? '')}`.trim(),
        );
      })
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every answered request's e-mail has been sent (or failed). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** The links being sent when the API stops are sent before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /**
   * Sets the PIN of the link's account: the link is used in one statement (single use, even under
   * concurrent clicks); every other link of the account stops working, every session ends, and the
   * account's lock and trusted browsers are cleared.
   */
  async complete(token: string, newPin: string, address: string): Promise<void> {
    this.ensureAvailable();
    const hit = await this.counters.hit(key.completions(address), HOUR_SECONDS);
    if (hit.hits > this.config.signInLimits.pinResetsPerAddressPerHour) {
      this.log.write('pin-reset.refused', { userId: null, address, outcome: 'rate-limited', reason: 'address' });
      throw ApiException.tooMany(`Too many attempts. Try again in ${waitInWords(hit.secondsLeft)}.`, hit.secondsLeft);
    }
    // Hashed before the link is used, so nothing slow stands between using it and ending the sessions.
    const pinHash = await argon2.hash(newPin);
    const userId = await this.resets.consume(hashResetToken(token));
    const user = userId ? await this.users.findWithProfile(userId) : null;
    if (!user) {
      this.log.write('pin-reset.refused', { userId: null, address, outcome: 'invalid-link' });
      throw ApiException.badRequest(RESET_LINK_REFUSED);
    }
    // In the order that is safe to stop at: should the database fail part way, every session has
    // ended before the PIN changes (whoever held the old PIN is out), and the worst left is a used
    // link and the old PIN, which a new link mends.
    await this.sessions.destroyAllOf(user.id);
    await this.users.setPinHash(user.id, pinHash);
    // PIN sign-in stays off while the member has a passkey (the mailbox alone must not undo that);
    // without one (a work account's member, or the last passkey removed from two tabs at once) the
    // PIN is their way back in.
    if (!user.pinSignIn && (await this.passkeys.list(user.id)).length === 0) {
      await this.users.setPinSignIn(user.id, true);
    }
    await this.resets.useAllOf(user.id);
    await this.throttle.clearAfterPinReset(user.id, user.username);
    this.log.write('pin-reset.used', { userId: user.id, address, outcome: 'pin-set' });
  }

  private async sendLink(email: string, address: string): Promise<void> {
    // The username is the e-mail address (sign-up sets both).
    const user = await this.users.findByUsername(email);
    if (!user) {
      this.log.write('pin-reset.requested', { userId: null, address, outcome: 'no-account' });
      return;
    }
    const hit = await this.counters.hit(key.account(user.id), HOUR_SECONDS);
    if (hit.hits > this.config.signInLimits.pinResetsPerAccountPerHour) {
      this.log.write('pin-reset.refused', { userId: user.id, address, outcome: 'rate-limited', reason: 'account' });
      return;
    }
    const token = newResetToken();
    await this.resets.create(user.id, hashResetToken(token), PIN_RESET_LINK_MINUTES);
    const link = resetLink(this.config.publicOrigin, token);
    if (this.mailer.configured) {
      await this.mailer.send(resetMail(user.email, link));
      this.log.write('pin-reset.requested', { userId: user.id, address, outcome: 'sent' });
    } else {
      // Only outside production (available()): a developer without a mail server still gets the link.
      console.log(`pin-reset [development only, no SMTP_URL]: the link for ${user.email}: ${link}`);
      this.log.write('pin-reset.requested', { userId: user.id, address, outcome: 'logged' });
    }
  }

  private ensureAvailable(): void {
    if (!this.available()) throw new ApiException(404, 'Resetting a PIN is not available.', ERROR_CODES.notFound);
  }
}
