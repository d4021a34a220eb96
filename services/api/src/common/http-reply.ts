/**
 * The part of Fastify's reply (`FastifyReply`) that controllers use: status, one header, the
 * content type, and the body as is.
 */
export interface HttpReply {
  status(code: number): HttpReply;
  header(name: string, value: string): HttpReply;
  type(contentType: string): HttpReply;
  send(body?: unknown): unknown;
}

/** JSON `null` is a body too: the client reads "no goals" from it (Nest would send nothing). */
export function sendJson(res: HttpReply, value: unknown): void {
  res.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
