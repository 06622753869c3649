import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { protectedModules, publicModules } from '../index';
import { buildOpenApiDocument } from './openapi-document';

// Every module registers on one app, as the studio does. Modules only keep their deps for
// requests, so registering needs none; the few that read one at registration (the model
// endpoints, say) find an empty object at any depth.
const anything: unknown = new Proxy(() => anything, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : anything),
  apply: () => anything,
});
const api = new Hono<AppEnv>();
for (const module of [...publicModules, ...protectedModules]) module(api, anything as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as {
  paths: Record<string, Record<string, unknown>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';

/** How docs/api.md names one route: its method, and its path as a pattern. */
interface Named {
  method: string;
  path: RegExp;
}

/**
 * A path as the docs write it, as a pattern of OpenAPI paths: `{anything}` is one segment
 * (so `/draft/entities/{kind}/{key}` covers each kind's own route), `...` at the start is any
 * prefix (`GET .../webhooks/{wid}` after the full path above it), `[/{caseId}]` is optional,
 * and a query or a body after the path is not part of it.
 */
function pattern(written: string): RegExp {
  const path = written.replace(/[?#].*$/, '').replace(/[.,;:]+$/, '');
  const source = path
    .split(/(\{[^}]*\}|^\.\.\.|\[|\])/)
    .map((part) => {
      if (part === '...') return '.*';
      if (part === '[') return '(?:';
      if (part === ']') return ')?';
      if (part.startsWith('{')) return '[^/]+';
      return part.replace(/[.*+?^$()|\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The routes docs/api.md names: table rows (`| GET/PUT | \`/path\`, \`/other\` |`) and inline
 * mentions (`` `GET /path?query` ``, `` `POST .../publish` ``).
 */
function namedRoutes(markdown: string): Named[] {
  const named: Named[] = [];
  // A cell ends at the first `|` that is not escaped (`?format=openai\|rl` is one cell).
  const rows = new RegExp(`^\\| *(${METHOD}(?:/${METHOD})*) *\\|((?:[^|\\\\]|\\\\.)*)\\|`, 'gm');
  for (const [, methods, cell] of markdown.matchAll(rows)) {
    for (const [, path] of cell!.matchAll(/`((?:\.\.\.)?\/[^`\s]*)`/g)) {
      for (const method of methods!.split('/')) named.push({ method, path: pattern(path!) });
    }
  }
  const inline = new RegExp(`\`(${METHOD}) ((?:\\.\\.\\.)?/[^\`\\s]*)`, 'g');
  for (const [, method, path] of markdown.matchAll(inline)) {
    named.push({ method: method!, path: pattern(path!) });
  }
  return named;
}

it('names every route of the OpenAPI document in docs/api.md', () => {
  const named = namedRoutes(readFileSync('docs/api.md', 'utf8'));
  const routes = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, '') })),
  );
  // The document is not empty: a broken build of it would pass the check below.
  expect(routes.length).toBeGreaterThan(100);
  const unnamed = routes.filter(
    (route) => !named.some((n) => n.method === route.method && n.path.test(route.path)),
  );
  expect(unnamed.map((r) => `${r.method} ${r.path}`)).toEqual([]);
});
