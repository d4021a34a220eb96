import type { FakeAnswer, FakeRequest, HttpFake } from './http-fake.mjs';

/** One scripted answer: model content (object or string), an HTTP answer, or a function of the request. */
export type OpenAiStep =
  string | Record<string, unknown> | FakeAnswer | ((req: FakeRequest) => OpenAiStep | Promise<OpenAiStep>);

export const OPENAI_ERRORS: Record<'invalidKey' | 'rateLimited' | 'serverError', FakeAnswer>;
export function startOpenAiFake(options?: {
  apiKey?: string;
  fallback?: OpenAiStep;
}): Promise<HttpFake & { apiKey: string; baseUrl: string; script: OpenAiStep[] }>;
