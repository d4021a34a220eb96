import type { HttpFake } from './http-fake.mjs';

export const OFF_PRODUCTS: Record<string, Record<string, unknown>>;
export const OFF_UNANSWERED_CODE: string;
export function startOpenFoodFactsFake(): Promise<
  HttpFake & { baseUrl: string; state: { failNext: number; delayMs: number }; lookups: (code: string) => number }
>;
