import type { z } from 'zod';
import type { WorkerConfig } from '../config';
import { callProvider, logExcerpt } from './http';

export const AI_PROVIDER = 'The AI service';

type Content =
  | string
  | (
      | { type: 'text'; text: string }
      | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } }
    )[];

/** `detail` may quote the provider: it is for the worker's log, never the user's message (it may carry keys or internals). */
export type ChatAnswer<T> = { ok: true; value: T } | { ok: false; reason: 'rejected' | 'unreadable'; detail: string };

/**
 * An OpenAI-compatible chat completion asked for JSON matching `schema` (OpenAI, Ollama, vLLM and
 * LM Studio all speak this). An answer that does not parse or validate is asked for once more.
 */
export async function chatForJson<S extends z.ZodType>(
  ai: WorkerConfig['ai'],
  request: { system: string; user: Content; schemaName: string; jsonSchema: Record<string, unknown> },
  schema: S,
): Promise<ChatAnswer<z.infer<S>>> {
  let detail = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    const res = await callProvider(AI_PROVIDER, `${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      timeoutMs: ai.timeoutMs,
      maxBytes: ai.maxResponseBytes,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
        },
      }),
    });
    if (res.status !== 200) {
      const message = (res.body as { error?: { message?: unknown } } | null)?.error?.message;
      return { ok: false, reason: 'rejected', detail: `HTTP ${res.status}: ${logExcerpt(message ?? res.body)}` };
    }
    const content = (res.body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message
      ?.content;
    let parsed: unknown;
    try {
      parsed = typeof content === 'string' ? JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) : undefined;
    } catch {
      parsed = undefined;
    }
    const valid = schema.safeParse(parsed);
    if (valid.success) return { ok: true, value: valid.data };
    detail =
      parsed === undefined
        ? 'the answer was not JSON'
        : valid.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  }
  return { ok: false, reason: 'unreadable', detail };
}
