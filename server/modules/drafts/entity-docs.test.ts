import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, isCollectionKind } from '../../../src/harness';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { draftsModule } from './route';

interface JsonSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  const?: unknown;
  oneOf?: JsonSchema[];
}
interface Operation {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

// The draft routes register without touching their dependencies.
const api = new Hono<AppEnv>();
draftsModule(api, {} as AppDeps);
const { paths } = buildOpenApiDocument(declaredRoutes(api), 'test') as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
const base = '/api/v1/harnesses/{id}/draft/entities';
/** The fields a value of this schema may have (a union's: each variant's). */
const fieldsOf = (s: JsonSchema): string[] =>
  s.oneOf ? [...new Set(s.oneOf.flatMap(fieldsOf))] : Object.keys(s.properties ?? {});
const pathOf = (kind: string) => `${base}/${kind}/${isCollectionKind(kind) ? '{key}' : kind}`;

describe('the OpenAPI document of draft entities', () => {
  it('has one path per kind, with a typed request and response for each PUT', () => {
    for (const kind of ENTITY_KINDS) {
      const put = paths[pathOf(kind)]?.put;
      expect(put, kind).toBeDefined();
      const body = put!.requestBody!.content['application/json']!.schema;
      expect(fieldsOf(body).length, kind).toBeGreaterThan(0);
      const saved = put!.responses['200']!.content!['application/json']!.schema;
      expect(saved.properties!.kind!.const, kind).toBe(kind);
      // The saved value has the same fields, its defaults filled in.
      expect(fieldsOf(saved.properties!.value!), kind).toEqual(fieldsOf(body));
    }
    expect(paths[`${base}/{kind}/{key}`]).toBeUndefined();
  });

  it("states the skill's required fields as the core does", () => {
    const put = paths[`${base}/skill/{key}`]!.put!;
    const schema = put.requestBody!.content['application/json']!.schema;
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'name', 'instructions']));
    expect(schema.required).not.toContain('enabled'); // defaulted: a client may leave it out
    expect(put.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'path:key']);
    expect(
      paths[`${base}/tool/{key}`]!.put!.requestBody!.content['application/json']!.schema.required,
    ).toContain('name');
  });

  it('states each promotion type as one variant of a union', () => {
    const schema =
      paths[`${base}/promotion/{key}`]!.put!.requestBody!.content['application/json']!.schema;
    const types = schema.oneOf!.map((variant) => variant.properties!.type!.const);
    expect(types).toEqual(['threshold', 'coupon', 'flash_sale', 'percentage']);
  });

  it('gives a singleton no key and only collections a DELETE', () => {
    const prompt = paths[`${base}/prompt/prompt`]!;
    expect(prompt.put!.parameters.map((p) => p.name)).toEqual(['id']);
    expect(prompt.delete).toBeUndefined();
    expect(paths[`${base}/hook/{key}`]!.delete).toBeDefined();
    const ids = Object.values(paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
