import { AnalysisPending, endpoints, type Endpoint } from '@chairside/contracts';
import { z } from 'zod';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/** The OpenAPI 3.1 document, generated from the endpoint catalogue in libs/contracts. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    const params = (s: z.ZodType | undefined, where: 'query' | 'path') => {
      const js = s ? (schema(s, 'input') as { properties?: Record<string, unknown>; required?: string[] }) : {};
      return Object.entries(js.properties ?? {}).map(([n, ps]) => ({
        name: n,
        in: where,
        required: where === 'path' || (js.required?.includes(n) ?? false),
        schema: ps,
      }));
    };
    const parameters = [...params(e.params, 'path'), ...params(e.query, 'query')];
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      operationId: name,
      summary: e.summary,
      ...(e.auth ? { security: [{ session: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(e.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body, 'input') } } } }
        : {}),
      responses: {
        [String(e.status ?? 200)]: {
          description: 'OK',
          content: { 'application/json': { schema: schema(e.response, 'output') } },
        },
        ...(e.queued
          ? {
              202: {
                description: 'Still running: follow GET /api/analysis-jobs/{id}',
                content: { 'application/json': { schema: schema(AnalysisPending, 'output') } },
              },
            }
          : {}),
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Chairside API', version: '1.0.0', description: 'Wellness for dental professionals' },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'chairside.sid' } },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['statusCode', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            message: { type: 'string' },
            code: { type: 'string' },
            errors: { type: 'array', items: { type: 'object' } },
          },
        },
      },
    },
  };
}
