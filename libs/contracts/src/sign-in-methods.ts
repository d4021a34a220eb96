import { z } from 'zod';
import { LoginPin, NewPin } from './auth';

/** An instant as the API writes it (Date.toISOString). */
const IsoDateTime = z.string();

/**
 * What the sign-in screen may offer besides the PIN. Passkeys are always on; single sign-on only
 * when a dental group's OpenID provider is configured; "Forgot PIN?" only when mail can be sent (or,
 * in development, written to the API's log).
 */
export const SignInOptions = z.object({
  passkeys: z.literal(true),
  /** "Sign in with <name>", or null when no provider is configured. */
  sso: z.object({ name: z.string() }).nullable(),
  pinReset: z.boolean(),
});
export type SignInOptions = z.infer<typeof SignInOptions>;

/**
 * WebAuthn's JSON forms (PublicKeyCredentialCreationOptionsJSON and friends) are built and checked by
 * @simplewebauthn on each side; the contract bounds their size and shape only.
 */
const WebAuthnJson = z.record(z.string(), z.unknown()).refine((o) => JSON.stringify(o).length <= 16_384, {
  message: 'Passkey data is too large',
});

export const PasskeyName = z.string().trim().min(1, 'Name your passkey').max(60, 'At most 60 characters');

export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: IsoDateTime,
  lastUsedAt: IsoDateTime.nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyParams = z.object({ id: z.uuid() });

/**
 * POST /api/auth/passkeys/registration-options: the member's PIN again, so a session alone (a copied
 * cookie, an unlocked laptop) cannot add a passkey of its own.
 */
export const PasskeyRegistrationOptionsRequest = z.strictObject({ pin: LoginPin });
export type PasskeyRegistrationOptionsRequest = z.infer<typeof PasskeyRegistrationOptionsRequest>;

/** POST /api/auth/passkeys: the name the member gave it and the authenticator's answer. */
export const RegisterPasskeyRequest = z.strictObject({ name: PasskeyName, response: WebAuthnJson });
export type RegisterPasskeyRequest = z.infer<typeof RegisterPasskeyRequest>;

/** POST /api/auth/passkey-login: the authenticator's answer to a challenge from passkeyLoginOptions. */
export const PasskeyLoginRequest = z.strictObject({ response: WebAuthnJson });
export type PasskeyLoginRequest = z.infer<typeof PasskeyLoginRequest>;

export const PasskeyOptions = WebAuthnJson;

/** A work account (OpenID Connect) linked to the member. */
export const SsoLink = z.object({
  issuer: z.string(),
  email: z.string(),
  linkedAt: IsoDateTime,
  lastUsedAt: IsoDateTime.nullable(),
});
export type SsoLink = z.infer<typeof SsoLink>;

/** Settings' "Sign-in methods": the PIN may be turned off only while the member has a passkey. */
export const SignInMethods = z.object({
  pinSignIn: z.boolean(),
  passkeys: z.array(Passkey),
  ssoLinks: z.array(SsoLink),
});
export type SignInMethods = z.infer<typeof SignInMethods>;

/**
 * PUT /api/auth/pin-sign-in: the PIN is asked again either way, so a session alone cannot turn PIN
 * sign-in off and leave the owner without a way in.
 */
export const SetPinSignInRequest = z.strictObject({ enabled: z.boolean(), pin: LoginPin });
export type SetPinSignInRequest = z.infer<typeof SetPinSignInRequest>;

/**
 * A work account whose verified e-mail belongs to an existing member is linked once that member
 * proves it is them: with their PIN here, or with a passkey through passkeyLogin.
 */
export const PendingSsoLink = z.object({ email: z.string(), groupName: z.string() });
export type PendingSsoLink = z.infer<typeof PendingSsoLink>;

export const LinkSsoRequest = z.strictObject({ pin: LoginPin });
export type LinkSsoRequest = z.infer<typeof LinkSsoRequest>;

export { SSO_ERRORS, type SsoError } from './sso-errors';

/** POST /api/auth/pin-reset/request: always the same answer, whether or not the account exists. */
export const RequestPinResetRequest = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
});
export type RequestPinResetRequest = z.infer<typeof RequestPinResetRequest>;

export const PIN_RESET_SENT =
  'If an account exists for that address, we have sent it a link to reset the PIN. The link works for 30 minutes.';

/** POST /api/auth/pin-reset: the token from the e-mailed link and the new PIN. */
export const CompletePinResetRequest = z.strictObject({
  token: z.string().min(20).max(200),
  newPin: NewPin,
});
export type CompletePinResetRequest = z.infer<typeof CompletePinResetRequest>;

export const PIN_RESET_LINK_MINUTES = 30;

/** When the sign-in flows' challenges and states stop being accepted. */
export const SIGN_IN_FLOW_MINUTES = 5;
