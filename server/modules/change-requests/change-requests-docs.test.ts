import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { changeRequestsModule } from './route';

const api = new Hono<AppEnv>();
changeRequestsModule(api, {} as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as {
  paths: Record<string, Record<string, unknown>>;
};

it('documents every change-request route in OpenAPI and in docs/api.md', () => {
  const base = '/api/v1/harnesses/{id}/change-requests';
  expect(Object.keys(paths).sort()).toEqual(
    [
      base,
      `${base}/{n}`,
      `${base}/{n}/reviews`,
      `${base}/{n}/pins`,
      `${base}/{n}/pins/{pin}`,
      `${base}/{n}/pins/suggestions`,
      `${base}/{n}/publish`,
      `${base}/{n}/close`,
      `${base}/{n}/schedule`,
    ].sort(),
  );
  const docs = readFileSync('docs/api.md', 'utf8');
  expect(docs).toContain('## Change requests');
  for (const route of [
    'POST /harnesses/{id}/change-requests`',
    'GET /harnesses/{id}/change-requests/{n}',
    'PATCH /harnesses/{id}/change-requests/{n}',
    'POST /harnesses/{id}/change-requests/{n}/reviews',
    'POST /harnesses/{id}/change-requests/{n}/publish',
    'GET /harnesses/{id}/change-requests/{n}/pins/suggestions',
    'label.approvals_required',
  ]) {
    expect(docs).toContain(route);
  }
});
