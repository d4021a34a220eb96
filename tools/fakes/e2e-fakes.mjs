import { startOpenFoodFactsFake } from './open-food-facts.mjs';
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

/** The fakes the browser tests' stack talks to, and the environment that points it at them. */
export async function startE2eFakes() {
  const [ai, off, mail] = await Promise.all([
    startOpenAiFake({ fallback: E2E_PHOTO_ANSWER }),
    startOpenFoodFactsFake(),
    startSmtpMailbox(),
  ]);
  return {
    env: { AI_API_KEY: ai.apiKey, AI_BASE_URL: ai.baseUrl, OFF_BASE_URL: off.baseUrl, SMTP_URL: mail.smtpUrl },
    /** For the tests themselves: where they read the mail the stack sent (smtp-mailbox.mjs). */
    testEnv: { E2E_MAILBOX_URL: mail.mailboxUrl },
    close: () => Promise.all([ai.close(), off.close(), mail.close()]),
  };
}
