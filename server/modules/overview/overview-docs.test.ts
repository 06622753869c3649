import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { overviewModule } from './route';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
type Paths = Record<
  string,
  { get?: { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> } }
>;

// The routes register without touching the model endpoints they probe later.
const api = new Hono<AppEnv>();
overviewModule(api, { runtime: { endpoints: {} } } as unknown as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as { paths: Paths };
const fieldsOf = (path: string) =>
  Object.keys(
    paths[`/api/v1${path}`]?.get?.responses['200']?.content?.['application/json']?.schema
      .properties ?? {},
  );

it('describes the first screens’ routes with the core’s schemas', () => {
  expect(fieldsOf('/harness-summaries')).toEqual(['items', 'nextCursor']);
  const item =
    paths['/api/v1/harness-summaries']!.get!.responses['200']!.content!['application/json']!.schema
      .properties!.items!.items!;
  expect(Object.keys(item.properties ?? {})).toEqual(
    expect.arrayContaining(['id', 'labels', 'latestRun', 'draft']),
  );
  expect(fieldsOf('/harnesses/{id}/overview')).toEqual(
    expect.arrayContaining([
      'labels',
      'draft',
      'latestRun',
      'latestRobustnessRun',
      'gate',
      'activity',
    ]),
  );
  expect(fieldsOf('/model-endpoints/{name}/status')).toEqual([
    'endpoint',
    'configured',
    'reachable',
    'model',
  ]);
});
