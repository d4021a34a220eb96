// Types for the TypeScript tests that start the provider fakes (the fakes themselves are plain JS).
import type { IncomingHttpHeaders } from 'node:http';

export interface FakeRequest {
  method: string | undefined;
  url: string;
  headers: IncomingHttpHeaders;
  // JSON when the body parses, else the raw text.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
  destroy?: boolean;
}

export interface HttpFake {
  url: string;
  requests: FakeRequest[];
  close: () => Promise<void>;
}

export function startHttpFake(handle: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): Promise<HttpFake>;
