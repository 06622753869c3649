import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { issuesToDiagnostics, friendlyErrors } from '../../src/harness';
import type { AppEnv } from './app-env';
import { badRequest, forbidden, problemError } from './problem';
import { canCallRoute } from '../auth/roles';
import { Invalid } from '../db/store-errors';
import { readJson, DEFAULT_BODY_LIMIT } from './read-json';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Responses = Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;

/** One operation of the OpenAPI document that a route answers (see `documentAs`). */
export interface DocumentedOperation {
  /** Hono path, e.g. `/harnesses/:id/draft/entities/skill/:key`. */
  path: string;
  summary: string;
  params?: z.ZodType;
  body?: z.ZodType;
  responses: Responses;
}

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: Method;
  /** Hono path, e.g. `/harnesses/:id`. */
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyLimit?: number;
  /** Described in the OpenAPI document; the handler builds the response itself. */
  responses: Responses;
  /** How errors leave, when not as RFC 9457 problems (see speakErrorsAs): for OpenAPI. */
  errors?: { description: string; schema: z.ZodType };
  /** Reachable without signing in. */
  public?: boolean;
  /**
   * Documented as these operations instead of its own path: one route whose body depends on
   * a path segment (an entity's kind) reads as one typed operation per value of it. The
   * route itself still validates with `params` and `body`.
   */
  documentAs?: readonly DocumentedOperation[];
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

type AnySpec = RouteSpec<z.ZodType, z.ZodType, z.ZodType>;
const registries = new WeakMap<object, AnySpec[]>();

/** Every route declared on this router, for its OpenAPI document. */
export function declaredRoutes(api: object): readonly AnySpec[] {
  return registries.get(api) ?? [];
}

const NOTHING = z.strictObject({});

function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value, { error: friendlyErrors });
  if (result.success) return result.data;
  const errors = issuesToDiagnostics(result.error.issues, [where]).map(problemError);
  throw badRequest(
    `The request ${where === 'query' ? 'query string' : 'path'} is invalid.`,
    errors,
  );
}

/** Stores report paging problems at `/cursor` or `/limit`: for callers they are query fields. */
function pagingToQueryProblem(err: unknown): unknown {
  if (!(err instanceof Invalid)) return err;
  if (!err.diagnostics.every((d) => d.pointer === '/cursor' || d.pointer === '/limit')) return err;
  return badRequest(
    'The request query string is invalid.',
    err.diagnostics.map((d) => problemError({ ...d, pointer: `/query${d.pointer}` })),
  );
}

/**
 * Declares a route once: validation of path, query and body by the same zod schemas
 * that the OpenAPI document is generated from.
 */
export function defineRoute<
  P extends z.ZodType = z.ZodObject<Record<string, never>>,
  Q extends z.ZodType = z.ZodObject<Record<string, never>>,
  B extends z.ZodType = z.ZodUndefined,
>(
  api: Hono<AppEnv>,
  spec: RouteSpec<P, Q, B>,
  handler: (
    c: Context<AppEnv>,
    input: RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>,
  ) => Promise<Response> | Response,
): void {
  const list = registries.get(api) ?? [];
  list.push(spec as unknown as AnySpec);
  registries.set(api, list);
  // Built once per route: zod compiles a schema's fast path on its first parse.
  const paramsSchema = spec.params ?? NOTHING;
  const querySchema = spec.query ?? NOTHING;
  api.on(spec.method.toUpperCase(), spec.path, async (c) => {
    // Before anything is read: a host's token reaches only the routes hosts need.
    const actor = spec.public ? undefined : c.var.actor;
    if (actor && !canCallRoute(actor, spec.method, spec.path)) {
      throw forbidden(`Your role (${actor.role}) may not call this route.`);
    }
    const params = check(paramsSchema, c.req.param(), 'params');
    const query = check(querySchema, c.req.query(), 'query');
    const body = spec.body
      ? await readJson(c, spec.body, spec.bodyLimit ?? DEFAULT_BODY_LIMIT)
      : undefined;
    try {
      return await handler(c, { params, query, body } as RouteInput<
        z.infer<P>,
        z.infer<Q>,
        z.infer<B>
      >);
    } catch (err) {
      throw pagingToQueryProblem(err);
    }
  });
}
