import { z } from 'zod';

export const Username = z.string().trim().min(1, 'Username is required').max(254);
export const LoginPin = z.string().min(1, 'PIN is required').max(64);

export const LoginRequest = z.object({ username: Username, pin: LoginPin });
export type LoginRequest = z.infer<typeof LoginRequest>;

const TRIVIAL_RUNS = '01234567890123456789';
const TRIVIAL_RUNS_DOWN = '98765432109876543210';

/** A PIN chosen by a user: 6-12 digits, not all one digit and not a straight run (decisions.md). */
export const NewPin = z
  .string()
  .regex(/^\d{6,12}$/, 'PIN must be 6 to 12 digits')
  .refine((p) => !/^(\d)\1+$/.test(p), 'PIN must not be one digit repeated')
  .refine(
    (p) => !TRIVIAL_RUNS.includes(p) && !TRIVIAL_RUNS_DOWN.includes(p),
    'PIN must not be a straight run like 123456',
  );

export const SignupRequest = z.object({
  email: z
    .email('Enter a valid e-mail address')
    .max(254)
    .transform((e) => e.trim().toLowerCase()),
  name: z.string().trim().min(1, 'Name is required').max(80),
  pin: NewPin,
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const UserProfileSummary = z.object({
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profile: UserProfileSummary.nullable(),
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
