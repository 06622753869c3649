import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { schedulesModule } from './route';

const api = new Hono<AppEnv>();
schedulesModule(api, {} as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as {
  paths: Record<string, Record<string, unknown>>;
};

it('documents every schedule route in OpenAPI and in docs/api.md', () => {
  const base = '/api/v1/harnesses/{id}';
  expect(Object.keys(paths).sort()).toEqual(
    [`${base}/calendar`, `${base}/schedules`, `${base}/schedules/{sid}`].sort(),
  );
  expect(Object.keys(paths[`${base}/schedules`]!).sort()).toEqual(['get', 'post']);
  expect(Object.keys(paths[`${base}/schedules/{sid}`]!).sort()).toEqual(['delete', 'get']);
  const docs = readFileSync('docs/api.md', 'utf8');
  expect(docs).toContain('## Schedules');
  for (const route of [
    'POST /harnesses/{id}/schedules',
    'GET /harnesses/{id}/schedules',
    'DELETE /harnesses/{id}/schedules/{sid}',
    'GET /harnesses/{id}/calendar',
    'missedGraceMinutes',
    'SCHEDULE_POLL_MS',
  ]) {
    expect(docs).toContain(route);
  }
});
