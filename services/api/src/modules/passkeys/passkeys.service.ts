import { Inject, Injectable } from '@nestjs/common';
import type { Passkey, SignInMethods } from '@chairside/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { waitInWords } from '../../common/wait-in-words';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthService } from '../auth/auth.service';
import { SsoLinksService } from '../sso/sso-links.service';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PasskeyChallenges } from './passkey-challenges';
import type { PasskeyEntity } from './passkey.entity';
import { PasskeysRepository } from './passkeys.repository';

/** Enough for every device a person owns; a script filling the table is refused. */
const MAX_PASSKEYS = 20;
/** Per member an hour: switching PIN sign-in and removing passkeys are rare; a script is held back. */
const CHANGES_PER_HOUR = 30;

const EXPIRED = 'This passkey request has expired or was already used. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
const UNKNOWN_PASSKEY =
  'This passkey is not registered with Chairside (it may have been removed). Sign in with your PIN instead.';

const toPasskey = (p: PasskeyEntity): Passkey => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/** The challenge the browser signed, read from its client data (checked again by the verification). */
function signedChallenge(response: Record<string, unknown>): string {
  try {
    const inner = response.response as { clientDataJSON?: unknown } | undefined;
    if (typeof inner?.clientDataJSON !== 'string') return '';
    const parsed = JSON.parse(Buffer.from(inner.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === 'string' ? parsed.challenge : '';
  } catch {
    return '';
  }
}

/** A refusal of a passkey sign-in: the same shape as a wrong PIN's (`success: false`). */
const signInRefused = (message: string) => new ApiException(401, message, 'UNAUTHORIZED', { success: false });

/**
 * Passkeys (WebAuthn, decisions.md "Sign-in methods"): creating one for a signed-in member, signing
 * in with a discoverable one (no e-mail typed), removing one, and the PIN sign-in switch, which may
 * be off only while the member has a passkey to sign in with. Adding a passkey and the switch ask
 * for the PIN again (AuthService.confirmPin): a session alone (a copied cookie, an unlocked laptop)
 * could otherwise add its own passkey, turn the PIN off and leave the owner no way in. The
 * authenticator must verify the user (fingerprint, face, screen lock), not only see someone there.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @Inject(PasskeysRepository) private readonly passkeys: PasskeysRepository,
    @Inject(PasskeyChallenges) private readonly challenges: PasskeyChallenges,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SsoLinksService) private readonly ssoLinks: SsoLinksService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string): Promise<Passkey[]> {
    return (await this.passkeys.findForUser(userId)).map(toPasskey);
  }

  /** A creation challenge, once the member's PIN is right (403 otherwise, and no challenge). */
  async registrationOptions(
    userId: string,
    pin: string,
    address: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.limit('options', address);
    const user = await this.auth.confirmPin(userId, pin, address, 'add-passkey');
    const existing = await this.passkeys.findForUser(userId);
    if (existing.length >= MAX_PASSKEYS) throw tooManyPasskeys();
    const options = await generateRegistrationOptions({
      rpName: this.config.webauthn.rpName,
      rpID: this.config.webauthn.rpId,
      // The user handle the authenticator stores and hands back at sign-in: the member's id.
      userID: new TextEncoder().encode(user.id),
      userName: user.username,
      userDisplayName: user.profile?.name ?? user.firstName ?? user.username,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
      // Discoverable: signing in later needs no e-mail address typed.
      // The authenticator verifies the user (biometric or screen lock), not only their presence.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.challenges.issue(options.challenge, { kind: 'register', userId });
    return options;
  }

  async register(userId: string, name: string, response: Record<string, unknown>, address: string): Promise<Passkey> {
    await this.limit('answers', address);
    if (!(await this.challenges.consume(signedChallenge(response), { kind: 'register', userId }))) {
      this.log.write('passkey.refused', { userId, address, outcome: 'expired-challenge' });
      throw ApiException.badRequest(EXPIRED);
    }
    const verified = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: signedChallenge(response),
      expectedOrigin: this.config.publicOrigin,
      expectedRPID: this.config.webauthn.rpId,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verified?.verified) {
      this.log.write('passkey.refused', { userId, address, outcome: 'not-verified' });
      throw ApiException.badRequest(NOT_VERIFIED);
    }
    if ((await this.passkeys.countForUser(userId)) >= MAX_PASSKEYS) throw tooManyPasskeys();
    const { credential } = verified.registrationInfo;
    const created = await this.passkeys.create({
      userId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    });
    if (!created) throw ApiException.conflict('This passkey is already registered.');
    this.log.write('passkey.registered', { userId, address, outcome: 'registered', passkeyId: created.id });
    return toPasskey(created);
  }

  /** Removes the member's passkey; never the last one while PIN sign-in is off (there would be no way in). */
  async remove(userId: string, id: string, address: string): Promise<void> {
    await this.counters.enforce(
      `passkey-removals:${userId}`,
      CHANGES_PER_HOUR,
      HOUR_SECONDS,
      (wait) => `You have removed passkeys too often in the last hour. Please wait ${wait}.`,
    );
    const user = await this.member(userId);
    const mine = await this.passkeys.findForUser(userId);
    if (!mine.some((p) => p.id === id)) throw ApiException.notFound('Passkey');
    if (!user.pinSignIn && mine.length === 1) {
      throw ApiException.conflict(
        'This is your only passkey and PIN sign-in is off. Turn PIN sign-in on first, then remove the passkey.',
      );
    }
    if (!(await this.passkeys.delete(userId, id))) throw ApiException.notFound('Passkey');
    this.log.write('passkey.removed', { userId, address, outcome: 'removed', passkeyId: id });
  }

  async loginOptions(address: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.limit('options', address);
    // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable).
    const options = await generateAuthenticationOptions({
      rpID: this.config.webauthn.rpId,
      userVerification: 'required',
    });
    await this.challenges.issue(options.challenge, { kind: 'login' });
    return options;
  }

  /** The member a passkey's answer proves, or a 401 that says why not (the passkey strategy's check). */
  async verifyLogin(response: Record<string, unknown>, address: string): Promise<UserEntity> {
    await this.limit('answers', address);
    const refuse = (outcome: string, message: string, userId: string | null = null) => {
      this.log.write('login.failure', { userId, address, method: 'passkey', outcome });
      return signInRefused(message);
    };
    const challenge = signedChallenge(response);
    if (!(await this.challenges.consume(challenge, { kind: 'login' }))) throw refuse('expired-challenge', EXPIRED);
    const credentialId = typeof response.id === 'string' ? response.id : '';
    const passkey = credentialId ? await this.passkeys.findByCredentialId(credentialId) : null;
    if (!passkey) throw refuse('unknown-passkey', UNKNOWN_PASSKEY);
    const userHandle = (response.response as { userHandle?: unknown } | undefined)?.userHandle;
    if (
      typeof userHandle === 'string' &&
      userHandle !== '' &&
      Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.userId
    ) {
      throw refuse('wrong-user-handle', NOT_VERIFIED, passkey.userId);
    }
    const verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: this.config.publicOrigin,
      expectedRPID: this.config.webauthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verified?.verified) throw refuse('not-verified', NOT_VERIFIED, passkey.userId);
    const counter = verified.authenticationInfo.newCounter;
    if (!(await this.passkeys.markUsed(passkey.id, passkey.counter, counter))) {
      throw refuse('counter-raced', NOT_VERIFIED, passkey.userId);
    }
    const user = await this.users.findWithProfile(passkey.userId);
    if (!user) throw refuse('unknown-user', UNKNOWN_PASSKEY);
    return user;
  }

  async signInMethods(userId: string): Promise<SignInMethods> {
    const [user, passkeys, ssoLinks] = await Promise.all([
      this.member(userId),
      this.list(userId),
      this.ssoLinks.linksOf(userId),
    ]);
    return { pinSignIn: user.pinSignIn, passkeys, ssoLinks };
  }

  /** Either way only with the PIN again (403 otherwise, nothing changes); off needs another way in: a passkey. */
  async setPinSignIn(userId: string, enabled: boolean, pin: string, address: string): Promise<SignInMethods> {
    await this.counters.enforce(
      `pin-sign-in:${userId}`,
      CHANGES_PER_HOUR,
      HOUR_SECONDS,
      (wait) => `You have changed PIN sign-in too often in the last hour. Please wait ${wait}.`,
    );
    const user = await this.auth.confirmPin(userId, pin, address, 'pin-sign-in');
    if (!enabled && (await this.passkeys.countForUser(userId)) === 0) {
      throw ApiException.conflict('Add a passkey before turning PIN sign-in off, so you can still sign in.');
    }
    if (user.pinSignIn !== enabled) {
      await this.users.setPinSignIn(userId, enabled);
      this.log.write('pin-sign-in.changed', { userId, address, outcome: enabled ? 'on' : 'off' });
    }
    return this.signInMethods(userId);
  }

  private async member(userId: string): Promise<UserEntity> {
    const user = await this.users.findWithProfile(userId);
    if (!user) throw ApiException.unauthorized();
    return user;
  }

  /**
   * Ceremonies per client address a minute, counted apart for the challenges handed out and the
   * answers checked, so one ceremony costs one of each.
   */
  private async limit(step: 'options' | 'answers', address: string): Promise<void> {
    const hit = await this.counters.hit(`passkey-${step}:${address}`, 60);
    if (hit.hits > this.config.signInLimits.passkeyCeremoniesPerAddressPerMinute) {
      this.log.write('passkey.refused', { address, outcome: 'rate-limited', step });
      throw ApiException.tooMany(
        `Too many passkey attempts. Try again in ${waitInWords(hit.secondsLeft)}.`,
        hit.secondsLeft,
        { success: false },
      );
    }
  }
}

function tooManyPasskeys(): ApiException {
  return ApiException.conflict(`You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one first.`);
}
