import { JOB_WAIT_MS } from '@chairside/contracts';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Session secrets that were once written in this repository (the old development default): anyone
 * can read them, so anyone could sign a cookie for any session id. Refused wherever they are set.
 */
const PUBLISHED_SESSION_SECRETS: readonly string[] = ['chairside-development-session-secret'];

/**
 * Without SESSION_SECRET (development, tests, the CLI), cookies are signed with a random secret of
 * this process: sessions end when it stops. `npm start` passes one it keeps in .data/session-secret.
 */
const PROCESS_SESSION_SECRET = randomBytes(32).toString('hex');

const flag = z.preprocess(
  (v) => (typeof v === 'string' ? !['0', 'false', 'off', 'no', ''].includes(v.toLowerCase()) : v),
  z.boolean(),
);

/** Unset when empty: compose passes `${NAME:-}` for a setting that is off unless given. */
const unlessEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/chairside'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  SESSION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .refine((v) => !PUBLISHED_SESSION_SECRETS.includes(v), {
      message: 'is the value published in the repository: set a secret of your own (openssl rand -hex 32)',
    })
    .optional(),
  DEMO_ACCOUNTS: flag.optional(),
  COOKIE_SECURE: flag.default(false),
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  ANALYSIS_WAIT_MS: z.coerce.number().int().min(50).max(120000).default(JOB_WAIT_MS),
  ANALYSIS_INLINE: flag.default(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  // A session ends this long after its last use (at most 30 days, the absolute limit); fractions allowed.
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(720).default(12),
  // decisions.md, "Hardening": limits per client address and per user, all shared through PostgreSQL.
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGINS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
  // Reports of the browser (POST /api/client-errors): anyone may send them, so an address is held to a rate.
  CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  // decisions.md, "Hardening II": lockouts fade, devices that signed in before are trusted, old rows go.
  LOGIN_QUIET_MINUTES: z.coerce.number().int().min(1).max(10080).default(60),
  LOGIN_DEVICE_DAYS: z.coerce.number().int().min(1).max(730).default(180),
  LOGIN_PRUNE_MINUTES: z.coerce.number().positive().max(1440).optional(),
  PIN_RECHECK_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  PIN_RECHECK_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  ANALYSES_IN_FLIGHT_PER_USER: z.coerce.number().int().min(1).max(10000).default(2),
  ANALYSES_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(10000000).default(20),
  POSTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10000000).default(20),
  COMMENTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10000000).default(60),
  ENTRIES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10000000).default(300),
  HEALTH_SYNCS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10000000).default(20),
  IMPORTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10000000).default(20),
  // docs/decisions.md, "Branded foods": searches sent to Open Food Facts, per member and by all members together.
  BRANDED_SEARCHES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10000000).default(30),
  OFF_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(5),
  PHOTOS_PER_USER: z.coerce.number().int().min(1).max(10000000).default(5000),
  PHOTO_STORAGE_MB_PER_USER: z.coerce.number().positive().max(1000000).default(500),
  ANALYSIS_QUEUE_MAX: z.coerce.number().int().min(1).max(1000000).default(500),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(10000),
  SECURITY_LOG: flag.optional(),
  // Stopping (main.ts): readiness says 503 for SHUTDOWN_DELAY_MS while the instance still serves, then the
  // listener closes and requests in flight get at most SHUTDOWN_TIMEOUT_MS to finish.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600000).default(20000),
  // BullMQ loses jobs when Redis evicts keys: on, the API refuses to start on any other maxmemory-policy.
  REDIS_REQUIRE_NOEVICTION: flag.default(false),
  // The migrate step (db/migrate.ts) waits this long for PostgreSQL to accept connections.
  MIGRATE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Ways in besides the PIN (decisions.md, "Sign-in methods").
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:4200'),
  WEBAUTHN_RP_ID: unlessEmpty(z.string().min(1)),
  WEBAUTHN_RP_NAME: z.string().min(1).default('Chairside'),
  OIDC_ISSUER: unlessEmpty(z.string().url()),
  OIDC_CLIENT_ID: unlessEmpty(z.string().min(1)),
  OIDC_CLIENT_SECRET: unlessEmpty(z.string().min(1)),
  OIDC_ALLOWED_DOMAINS: unlessEmpty(z.string()),
  OIDC_GROUP_NAME: unlessEmpty(z.string().min(1).max(60)),
  SMTP_URL: unlessEmpty(z.string().url()),
  MAIL_FROM: z.string().min(3).default('Chairside <no-reply@chairside.local>'),
  PASSKEY_CEREMONIES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  SSO_SIGN_INS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  PIN_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  PIN_RESETS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(3),
});

/** The dental group's OpenID provider: all of issuer, client id, client secret and domains, or none. */
export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-cased e-mail domains whose verified addresses may sign in ("clinic.example"). */
  allowedDomains: string[];
  /** Shown as "Sign in with <groupName>". */
  groupName: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  dbPoolMax: number;
  redisUrl: string;
  sessionSecret: string;
  demoAccounts: boolean;
  cookieSecure: boolean;
  /** BullMQ key prefix; tests use their own so runs never share jobs. */
  queuePrefix: string;
  /** How long an analysis call waits for its job before answering 202 with the job id. */
  analysisWaitMs: number;
  /**
   * Runs the pure analyses (voice, exercise text) in the API process instead of the queue: the
   * baseline `npm run bench` measures the queue's overhead against.
   */
  analysisInline: boolean;
  /**
   * How many proxies in front of the API to trust for the client address (the HTTP server's `trustProxy` hop count):
   * 1 = the gateway; 0 = the API is reached directly and X-Forwarded-For is ignored.
   */
  trustProxyHops: number;
  /** A session ends this many hours after its last recorded use, on top of the 30 days from sign-in. */
  sessionIdleHours: number;
  /** Limits per address and per user (decisions.md, "Hardening"). */
  limits: {
    loginFailuresPerAddress: number;
    loginFailureWindowMinutes: number;
    loginsPerAddressPerMinute: number;
    signupsPerAddressPerHour: number;
    /** Browser error reports (POST /api/client-errors) a client address may send a minute. */
    clientErrorsPerAddressPerMinute: number;
    /**
     * After this long without a counted attempt a username's (or device's) consecutive failures are
     * forgotten, and once its lock has ended each such quiet period lowers its lock level one step.
     */
    loginQuietMinutes: number;
    /** How long a device cookie makes a browser trusted after its last sign-in. */
    loginDeviceDays: number;
    /** How often the API deletes login rows that hold nothing any more; null: never (tests, unless asked). */
    loginPruneEveryMs: number | null;
    /** Wrong PINs a signed-in user may give in the window when changing the PIN or deleting the account. */
    pinRecheckFailures: number;
    pinRecheckWindowMinutes: number;
    analysesInFlightPerUser: number;
    analysesPerUserPerMinute: number;
    analysisQueueMax: number;
    /** Food or exercise entries one user may create in an hour (each counted apart): generous for a person, a wall for a script. */
    entriesPerUserPerHour: number;
    /** Community posts and comments one user may write in an hour. */
    postsPerUserPerHour: number;
    commentsPerUserPerHour: number;
    /** Health-service syncs one user may start in an hour. */
    healthSyncsPerUserPerHour: number;
    /** Uploads of MyFitnessPal or Cronometer exports one member may preview in an hour. */
    importsPerUserPerHour: number;
    /** Open Food Facts searches one member may start an hour (answers from the cache are not counted). */
    brandedSearchesPerUserPerHour: number;
    /**
     * Open Food Facts searches all members together may start in a fixed minute: 5 keeps any 60 s
     * (which spans at most two such minutes) within its published 10 a minute.
     */
    offSearchesPerMinute: number;
    /** Meal and post photos one member may keep, by count and by stored bytes. */
    photosPerUser: number;
    photoBytesPerUser: number;
  };
  /** pg pool: how long a query waits for a connection; statement_timeout (and the client's own read limit). */
  dbAcquireTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** JSON lines of security events on stdout (off in tests unless asked for). */
  securityLog: boolean;
  /** How long readiness answers 503 before the listener closes, and the bound on requests in flight after that. */
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  /** Refuse to start when Redis's maxmemory-policy is known and is not noeviction (otherwise a warning). */
  redisRequireNoeviction: boolean;
  /** How long the migrate step retries connecting before it gives up. */
  migrateWaitSeconds: number;
  /** The origin members reach the app at: passkeys are bound to it, e-mailed links and SSO callbacks use it. */
  publicOrigin: string;
  /** WebAuthn's relying party: its id (the origin's host unless set) and the name authenticators show. */
  webauthn: { rpId: string; rpName: string };
  /** Single sign-on over OpenID Connect, or null when not configured. */
  sso: SsoConfig | null;
  /** SMTP server for e-mail (nodemailer URL), or null: links go to the API's log in development, off in production. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Per client address: passkey and SSO ceremonies a minute; PIN reset requests an hour (and per account). */
  signInLimits: {
    passkeyCeremoniesPerAddressPerMinute: number;
    ssoSignInsPerAddressPerMinute: number;
    pinResetsPerAddressPerHour: number;
    pinResetsPerAccountPerHour: number;
  };
}

function ssoConfig(e: z.infer<typeof Env>): SsoConfig | null {
  const parts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, e.OIDC_ALLOWED_DOMAINS];
  if (parts.every((p) => p === undefined)) return null;
  if (parts.some((p) => p === undefined)) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ALLOWED_DOMAINS: set all four or none',
    );
  }
  const allowedDomains = e
    .OIDC_ALLOWED_DOMAINS!.split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  if (allowedDomains.length === 0) throw new Error('Invalid configuration:\n  OIDC_ALLOWED_DOMAINS: name a domain');
  return {
    issuer: e.OIDC_ISSUER!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    allowedDomains,
    groupName: e.OIDC_GROUP_NAME ?? 'your dental group',
  };
}

/** Reads the environment once at boot; a bad or missing value stops the process naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? PROCESS_SESSION_SECRET,
    demoAccounts: e.DEMO_ACCOUNTS ?? e.NODE_ENV !== 'production',
    cookieSecure: e.COOKIE_SECURE,
    queuePrefix: e.QUEUE_PREFIX,
    analysisWaitMs: e.ANALYSIS_WAIT_MS,
    analysisInline: e.ANALYSIS_INLINE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    limits: {
      loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      loginFailureWindowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      loginsPerAddressPerMinute: e.LOGINS_PER_ADDRESS_PER_MINUTE,
      signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
      clientErrorsPerAddressPerMinute: e.CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE,
      loginQuietMinutes: e.LOGIN_QUIET_MINUTES,
      loginDeviceDays: e.LOGIN_DEVICE_DAYS,
      // Tests create and drop databases under a running app: no background deletes there unless asked for.
      loginPruneEveryMs:
        e.LOGIN_PRUNE_MINUTES !== undefined
          ? e.LOGIN_PRUNE_MINUTES * 60_000
          : e.NODE_ENV === 'test'
            ? null
            : 15 * 60_000,
      pinRecheckFailures: e.PIN_RECHECK_FAILURES,
      pinRecheckWindowMinutes: e.PIN_RECHECK_WINDOW_MINUTES,
      analysesInFlightPerUser: e.ANALYSES_IN_FLIGHT_PER_USER,
      analysesPerUserPerMinute: e.ANALYSES_PER_USER_PER_MINUTE,
      analysisQueueMax: e.ANALYSIS_QUEUE_MAX,
      entriesPerUserPerHour: e.ENTRIES_PER_USER_PER_HOUR,
      postsPerUserPerHour: e.POSTS_PER_USER_PER_HOUR,
      commentsPerUserPerHour: e.COMMENTS_PER_USER_PER_HOUR,
      healthSyncsPerUserPerHour: e.HEALTH_SYNCS_PER_USER_PER_HOUR,
      importsPerUserPerHour: e.IMPORTS_PER_USER_PER_HOUR,
      brandedSearchesPerUserPerHour: e.BRANDED_SEARCHES_PER_USER_PER_HOUR,
      offSearchesPerMinute: e.OFF_SEARCHES_PER_MINUTE,
      photosPerUser: e.PHOTOS_PER_USER,
      photoBytesPerUser: Math.round(e.PHOTO_STORAGE_MB_PER_USER * 1024 * 1024),
    },
    dbAcquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    securityLog: e.SECURITY_LOG ?? e.NODE_ENV !== 'test',
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    redisRequireNoeviction: e.REDIS_REQUIRE_NOEVICTION,
    migrateWaitSeconds: e.MIGRATE_WAIT_SECONDS,
    publicOrigin: new URL(e.PUBLIC_ORIGIN).origin,
    webauthn: { rpId: e.WEBAUTHN_RP_ID ?? new URL(e.PUBLIC_ORIGIN).hostname, rpName: e.WEBAUTHN_RP_NAME },
    sso: ssoConfig(e),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    signInLimits: {
      passkeyCeremoniesPerAddressPerMinute: e.PASSKEY_CEREMONIES_PER_ADDRESS_PER_MINUTE,
      ssoSignInsPerAddressPerMinute: e.SSO_SIGN_INS_PER_ADDRESS_PER_MINUTE,
      pinResetsPerAddressPerHour: e.PIN_RESETS_PER_ADDRESS_PER_HOUR,
      pinResetsPerAccountPerHour: e.PIN_RESETS_PER_ACCOUNT_PER_HOUR,
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
