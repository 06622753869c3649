import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { webhooksModule } from './route';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const api = new Hono<AppEnv>();
webhooksModule(api, {} as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as { paths: Paths };
const json = (op: Operation, status: string) =>
  op.responses[status]!.content!['application/json']!.schema;

it('documents every webhook route in OpenAPI and in docs/api.md', () => {
  const docs = readFileSync('docs/api.md', 'utf8');
  const base = '/api/v1/harnesses/{id}/webhooks';
  expect(Object.keys(paths).sort()).toEqual(
    [
      base,
      `${base}/{wid}`,
      `${base}/{wid}/deliveries`,
      `${base}/{wid}/deliveries/{did}/redeliver`,
    ].sort(),
  );
  expect(docs).toContain('## Webhooks');
  for (const route of ['webhooks/{wid}', '/deliveries', '/redeliver']) {
    expect(docs).toContain(route);
  }
});

it('shows the secret in the create response only', () => {
  expect(
    Object.keys(json(paths['/api/v1/harnesses/{id}/webhooks']!.post!, '201').properties!),
  ).toEqual(['webhook', 'secret']);
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (path.endsWith('/webhooks') && method === 'post') continue;
      expect(JSON.stringify(op.responses)).not.toContain('"secret"');
    }
  }
});
