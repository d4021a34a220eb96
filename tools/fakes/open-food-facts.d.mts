import type { HttpFake } from './http-fake.mjs';

export const OFF_PRODUCTS: Record<string, Record<string, unknown>>;
export function startOpenFoodFactsFake(): Promise<
  HttpFake & {
    baseUrl: string;
    state: { failNext: number; delayMs: number };
    lookups: (code: string) => number;
    searches: (words?: string) => number;
  }
>;
