import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { outcomesModule } from '../outcomes/route';
import { exposuresModule } from '../exposures/route';
import { experimentsModule } from './route';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type Paths = Record<string, { get?: Operation; post?: Operation }>;

const api = new Hono<AppEnv>();
outcomesModule(api, {} as AppDeps);
exposuresModule(api, {} as AppDeps);
experimentsModule(api, {} as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as { paths: Paths };
const props = (s: JsonSchema | undefined) => Object.keys(s?.properties ?? {});

it('describes the outcomes batch by the core’s item schema, not as unknown items', () => {
  const post = paths['/api/v1/harnesses/{id}/outcomes']!.post!;
  const body = post.requestBody!.content['application/json']!.schema;
  expect(props(body.properties!.items!.items)).toEqual([
    'eventId',
    'viewerKey',
    'event',
    'value',
    'at',
  ]);
  expect(props(post.responses['200']!.content!['application/json']!.schema)).toEqual([
    'accepted',
    'duplicates',
    'rejected',
  ]);
});

it('describes the experiment report with its arms, metrics and sample-ratio check, and the additive fields', () => {
  const get = paths['/api/v1/harnesses/{id}/labels/{label}/experiment']!.get!;
  const report = get.responses['200']!.content!['application/json']!.schema;
  expect(props(report)).toEqual(
    expect.arrayContaining(['arms', 'metrics', 'srm', 'history', 'rollback']),
  );
  expect(props(report.properties!.arms!.items)).toEqual(
    expect.arrayContaining(['version', 'units', 'events', 'valuePerUnit', 'latency', 'errorRate']),
  );
  expect(props(report.properties!.metrics!.items)).toEqual(
    expect.arrayContaining(['event', 'relativeUplift', 'low', 'high', 'significant']),
  );
  expect(props(report.properties!.srm)).toEqual(['pValue', 'mismatch']);
});

it('describes the exposures batch by the core’s item schema, and the report’s new fields', () => {
  const post = paths['/api/v1/harnesses/{id}/exposures']!.post!;
  const body = post.requestBody!.content['application/json']!.schema;
  expect(props(body.properties!.items!.items)).toEqual(['experimentId', 'viewerKey', 'at']);
  expect(props(post.responses['200']!.content!['application/json']!.schema)).toEqual([
    'accepted',
    'rejected',
  ]);
  const get = paths['/api/v1/harnesses/{id}/labels/{label}/experiment']!.get!;
  const report = get.responses['200']!.content!['application/json']!.schema;
  expect(props(report)).toEqual(
    expect.arrayContaining(['experimentId', 'salt', 'phases', 'design', 'exposures']),
  );
  expect(props(report.properties!.metrics!.items)).toEqual(
    expect.arrayContaining(['role', 'method', 'alpha', 'due', 'cap']),
  );
});
