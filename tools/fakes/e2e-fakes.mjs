import { startOpenFoodFactsFake } from './open-food-facts.mjs';
import { startOidcProvider, E2E_SSO } from './oidc-provider.mjs';
import { startOpenAiFake } from './openai-compatible.mjs';
import { startSmtpMailbox } from './smtp-mailbox.mjs';

/** What the fake vision model says about any food photo in the browser tests. */
const E2E_PHOTO_ANSWER = {
  foodName: 'Grilled Salmon with Rice',
  calories: 612,
  protein: 41,
  carbs: 58,
  fat: 22,
  sugars: 4,
  confidence: 0.86,
  note: 'About one fillet and a cup of rice.',
  ingredients: ['salmon', 'rice', 'broccoli'],
};

/**
 * The fakes the browser tests' stack talks to, and the environment that points it at them.
 * `publicOrigin` is the stack's (the OpenID provider sends the browser back to its callback there).
 */
export async function startE2eFakes({ publicOrigin = 'http://localhost:4200' } = {}) {
  const [ai, off, mail] = await Promise.all([
    startOpenAiFake({ fallback: E2E_PHOTO_ANSWER }),
    startOpenFoodFactsFake(),
    startSmtpMailbox(),
  ]);
  const oidc = await startOidcProvider({ redirectUri: `${publicOrigin}/api/auth/sso/callback` });
  return {
    env: {
      AI_API_KEY: ai.apiKey,
      AI_BASE_URL: ai.baseUrl,
      OFF_BASE_URL: off.baseUrl,
      SMTP_URL: mail.smtpUrl,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: E2E_SSO.clientId,
      OIDC_CLIENT_SECRET: E2E_SSO.clientSecret,
      OIDC_ALLOWED_DOMAINS: E2E_SSO.allowedDomains,
      OIDC_GROUP_NAME: E2E_SSO.groupName,
    },
    /** For the tests themselves: where they read the mail the stack sent (smtp-mailbox.mjs). */
    testEnv: { E2E_MAILBOX_URL: mail.mailboxUrl, E2E_OIDC_URL: oidc.controlUrl },
    close: () => Promise.all([ai.close(), off.close(), mail.close(), oidc.close()]),
  };
}
