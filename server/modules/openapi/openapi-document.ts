import { z } from 'zod';
import type { RouteSpec } from '../../http/define-route';

type AnySpec = RouteSpec<z.ZodType, z.ZodType, z.ZodType>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    // What a client branches on: the route's code, the lone field's, or the status's word.
    code: { type: 'string' },
    // The first error's field, when the problem has errors.
    pointer: { type: 'string' },
    instance: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['pointer', 'message', 'code'],
        properties: {
          pointer: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string' },
          // A core diagnostic's params (src/harness/diagnostic-codes.ts).
          params: {
            type: 'object',
            additionalProperties: { type: ['string', 'number'] },
          },
        },
      },
    },
  },
};

function parameters(spec: AnySpec) {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!(schema instanceof z.ZodObject)) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out.push({
        name,
        in: where,
        required: where === 'path' || !field.safeParse(undefined).success,
        schema: toSchema(field, 'input'),
      });
    }
  }
  return out;
}

function operation(spec: AnySpec) {
  const responses: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(spec.responses)) {
    responses[status] = r.schema
      ? {
          description: r.description,
          content: {
            [r.contentType ?? 'application/json']: { schema: toSchema(r.schema, 'output') },
          },
        }
      : { description: r.description };
  }
  responses.default = spec.errors
    ? {
        description: spec.errors.description,
        content: { 'application/json': { schema: toSchema(spec.errors.schema, 'output') } },
      }
    : {
        description: 'An error, as RFC 9457 problem details.',
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
        },
      };
  return {
    summary: spec.summary,
    tags: [spec.tag],
    operationId: `${spec.method}${spec.path.replace(/[/:{}-]+(\w)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    parameters: parameters(spec),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(spec.body, 'input') } },
          },
        }
      : {}),
    responses,
    ...(spec.public ? { security: [] } : {}),
  };
}

/** OpenAPI 3.1, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(routes: readonly AnySpec[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of routes) {
    for (const documented of spec.documentAs ?? [spec]) {
      const path = '/api/v1' + documented.path.replace(/:(\w+)/g, '{$1}');
      (paths[path] ??= {})[spec.method] = operation({ ...spec, ...documented });
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Harness Studio API', version },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      schemas: { Problem: problemSchema },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'hs_session' },
      },
    },
  };
}
