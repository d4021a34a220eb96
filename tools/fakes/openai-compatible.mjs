import { startHttpFake } from './http-fake.mjs';

/** The shape of a real `POST /v1/chat/completions` answer (OpenAI, recorded 2026; Ollama and vLLM match it). */
function chatCompletion(content, model = 'gpt-4o-mini-2024-07-18') {
  return {
    id: 'chatcmpl-AZx3kQ7m2bV9sTfL0pR8wYcE1nHd',
    object: 'chat.completion',
    created: 1763800000,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
          refusal: null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: 1123,
      completion_tokens: 86,
      total_tokens: 1209,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_560af6e559',
  };
}

export const OPENAI_ERRORS = {
  invalidKey: {
    status: 401,
    body: {
      error: {
        message:
          'Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    },
  },
  rateLimited: {
    status: 429,
    body: {
      error: {
        message:
          'Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
  },
  serverError: {
    status: 500,
    body: {
      error: {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        param: null,
        code: null,
      },
    },
  },
};

/**
 * A fake OpenAI-compatible server. `script` is a queue of answers for the next calls (a content
 * object/string, or { status, body }, or { delayMs, ... }); when it is empty, `fallback` answers.
 */
export async function startOpenAiFake({ apiKey = 'sk-test-chairside', fallback } = {}) {
  const script = [];
  const fake = await startHttpFake(async (req) => {
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions'))
      return {
        status: 404,
        body: {
          error: { message: 'Unknown request URL', type: 'invalid_request_error', param: null, code: 'unknown_url' },
        },
      };
    if (req.headers.authorization !== `Bearer ${apiKey}`) return OPENAI_ERRORS.invalidKey;
    const next = script.length ? script.shift() : fallback;
    if (!next) return OPENAI_ERRORS.serverError;
    const step = typeof next === 'function' ? await next(req) : next;
    if (step.status) return step;
    return { status: 200, delayMs: step.delayMs, body: chatCompletion(step.content ?? step) };
  });
  return { ...fake, apiKey, baseUrl: `${fake.url}/v1`, script };
}
