import { endpoints, type Endpoint } from '@chairside/contracts';
import { z } from 'zod';

const schema = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/** The OpenAPI 3.1 document, generated from the endpoint catalogue in libs/contracts. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    const query = e.query ? (schema(e.query, 'input') as { properties?: Record<string, unknown>; required?: string[] }) : undefined;
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      operationId: name,
      summary: e.summary,
      ...(e.auth ? { security: [{ session: [] }] } : {}),
      ...(query?.properties
        ? { parameters: Object.entries(query.properties).map(([n, s]) => ({ name: n, in: 'query', required: query.required?.includes(n) ?? false, schema: s })) }
        : {}),
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body, 'input') } } } } : {}),
      responses: {
        [String(e.status ?? 200)]: { description: 'OK', content: { 'application/json': { schema: schema(e.response, 'output') } } },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
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
          properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, code: { type: 'string' }, errors: { type: 'array', items: { type: 'object' } } },
        },
      },
    },
  };
}
