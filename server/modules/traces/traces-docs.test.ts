import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { tracesModule } from './route';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type Paths = Record<string, { get?: Operation; post?: Operation }>;

const api = new Hono<AppEnv>();
tracesModule(api, {} as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as { paths: Paths };
const json = (o: { content?: Record<string, { schema: JsonSchema }> } | undefined) =>
  Object.keys(o?.content?.['application/json']?.schema.properties ?? {});

it('describes the trace routes with the core’s schemas', () => {
  const list = paths['/api/v1/harnesses/{id}/traces']!.get!;
  expect(list.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'label',
      'version',
      'arm',
      'shop',
      'outcome',
      'blocked',
      'slowerThan',
      'toolError',
      'cursor',
      'limit',
    ]),
  );
  expect(json(list.responses['200'])).toEqual(['items', 'nextCursor']);
  const one = paths['/api/v1/harnesses/{id}/traces/{traceId}']!.get!;
  expect(json(one.responses['200'])).toEqual(
    expect.arrayContaining(['messages', 'hooks', 'toolCalls', 'timings', 'viewer', 'truncated']),
  );
  const save = paths['/api/v1/harnesses/{id}/traces/{traceId}/test-case']!.post!;
  expect(Object.keys(save.requestBody!.content['application/json']!.schema.properties!)).toEqual(
    expect.arrayContaining(['id', 'name', 'expectations', 'replace']),
  );
  expect(json(save.responses['201'])).toEqual(expect.arrayContaining(['conversation', 'context']));
  expect(json(one.responses['200'])).toEqual(expect.arrayContaining(['sentences', 'usage']));
  const hold = paths['/api/v1/harnesses/{id}/traces/reply-hold']!.get!;
  expect(json(hold.responses['200'])).toEqual(['turns', 'p50Ms', 'p95Ms', 'sinceHours']);
});
