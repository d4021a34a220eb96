import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

/**
 * Usernames are e-mail addresses, compared trimmed and lower-cased. The length is checked after
 * lower-casing: some characters grow (254 × 'İ' lower-cases to 508), and `login_attempts.username`
 * holds 254. The parsed value is the normalised one; the API uses only that.
 */
export const Username = z.string().trim().toLowerCase().min(1, 'Username is required').max(254);
export const LoginPin = z.string().min(1, 'PIN is required').max(64);

export const LoginRequest = z.object({ username: Username, pin: LoginPin });
export type LoginRequest = z.infer<typeof LoginRequest>;

const TRIVIAL_RUNS = '01234567890123456789';
const TRIVIAL_RUNS_DOWN = '98765432109876543210';

/**
 * The most common 6- to 12-digit PINs and passwords of digits, as published from leaked password
 * sets (keypad shapes, doubled pairs, years and dates people reach for), beyond what the rules
 * below already refuse (one digit repeated, a straight run, a short block repeated like 123123).
 */
export const COMMON_PINS: ReadonlySet<string> = new Set([
  '112233',
  '332211',
  '111222',
  '222111',
  '112211',
  '110110',
  '100200',
  '102030',
  '101010',
  '010101',
  '123321',
  '321123',
  '123654',
  '654123',
  '123789',
  '789123',
  '121314',
  '131313',
  '147258',
  '258369',
  '369258',
  '147852',
  '258456',
  '963852',
  '741852',
  '852741',
  '159753',
  '357159',
  '159357',
  '753159',
  '951753',
  '159951',
  '753951',
  '135790',
  '246810',
  '013579',
  '102938',
  '142536',
  '142857',
  '124578',
  '212121',
  '696969',
  '202020',
  '200000',
  '100000',
  '123000',
  '000123',
  '123456789',
  '987654321',
  '1234567890',
  '0987654321',
  '11223344',
  '12344321',
  '12341234',
  '88888888',
  '520520',
  '521521',
  '5201314',
  '1314520',
  '131420',
  '147369',
  '789456',
  '456123',
  '321654',
  '654987',
  '987456',
  '112358',
  '314159',
  '271828',
  '007007',
  '080808',
  '090909',
  '198900',
  '199000',
  '200100',
  '696900',
  '424242',
  '252525',
  '232323',
  '343434',
  '454545',
  '565656',
  '676767',
  '787878',
  '898989',
  '909090',
  '121121',
]);

/**
 * A PIN chosen by a user (decisions.md): 6-12 digits, not all one digit, not a straight run, not a
 * short block repeated (123123, 121212, 101010) and not on the list of the most common PINs.
 */
export const NewPin = z
  .string()
  .regex(/^\d{6,12}$/, 'PIN must be 6 to 12 digits')
  .refine((p) => !/^(\d)\1+$/.test(p), 'PIN must not be one digit repeated')
  .refine((p) => !/^(\d{2,6})\1+$/.test(p), 'PIN must not be a short block of digits repeated, like 123123')
  .refine((p) => !COMMON_PINS.has(p), 'PIN is one of the most common PINs; choose a less predictable one')
  .refine(
    (p) => !TRIVIAL_RUNS.includes(p) && !TRIVIAL_RUNS_DOWN.includes(p),
    'PIN must not be a straight run like 123456',
  );

export const SignupRequest = z.object({
  // Normalised like `Username` (the e-mail is the username), then checked, so the stored form fits.
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  name: z.string().trim().min(1, 'Name is required').max(80),
  pin: NewPin,
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const UserProfileSummary = z.object({
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

/** A moderator also reviews the community's hidden posts; roles are given on the server only (set-role CLI). */
export const USER_ROLES = ['member', 'moderator'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profile: UserProfileSummary.nullable(),
  role: UserRole,
  /** The member's chosen language, so every device opens in it; null until chosen. */
  language: z.enum(LANGUAGE_CODES).nullable(),
});
export type User = z.infer<typeof User>;

export const LoginResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: User.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const LogoutResponse = z.object({ success: z.literal(true) });

/** Login throttling (decisions.md): lock after 5 consecutive failures, growing lock times. */
export const LOGIN_LOCK = {
  failuresBeforeLock: 5,
  lockMinutes: [1, 5, 15, 60],
  /** Failures one client address may make across usernames in the window before it is refused. */
  perAddressFailures: 30,
  perAddressWindowMinutes: 15,
} as const;

/** POST /api/auth/change-pin: the current PIN proves it is the user; the new one follows NewPin. */
export const ChangePinRequest = z
  .strictObject({ currentPin: LoginPin, newPin: NewPin })
  .refine((b) => b.currentPin !== b.newPin, {
    path: ['newPin'],
    message: 'The new PIN must differ from the current one',
  });
export type ChangePinRequest = z.infer<typeof ChangePinRequest>;

/** DELETE /api/account: asks for the PIN once more. */
export const DeleteAccountRequest = z.strictObject({ pin: LoginPin });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const SuccessResponse = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
