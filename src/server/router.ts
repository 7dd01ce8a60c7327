import { createRoute, OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Handler, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

// A feature's router: an OpenAPIHono whose `openapi(route, handler)` has a lighter type than the
// library's (decision 0040). The handler's input (`c.req.valid(…)`) is typed from the route's
// request schemas as before. Three things are left out, which cost most of the type check and
// which nothing read:
// - the router's merged schema type, built anew by every chained `.openapi()` (only a typed
//   `hc` client would read it; the web app takes its response types from the features' schemas);
// - the check of each handler's answer against the route's response schemas, through Hono's
//   JSONParsed (which copies the answer's whole type per route and status). The answers are
//   checked where they are made: services return the schemas' types (`z.infer`), and the tests
//   read them through the public API;
// - the check of every schema in a route against the library's `RouteConfig`, which compares
//   each zod schema member by member with `ZodType` (its forty methods, for every schema). A
//   route is made with `defineRoute`, whose config asks only that a schema is a zod schema.

/** Any zod schema, told by its internals: cheap to check, unlike `z.ZodType`'s methods. */
export type AnySchema = { _zod: { input: unknown; output: unknown } };

interface Content {
  [mediaType: string]: { schema: unknown; example?: unknown } | undefined;
}

/** A route's config as `defineRoute` takes it: `RouteConfig`'s shape with light schema types. */
export interface RouteDefinition {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tags?: string[];
  summary?: string;
  description?: string;
  hide?: boolean;
  middleware?: MiddlewareHandler<AppEnv> | readonly MiddlewareHandler<AppEnv>[];
  request?: {
    params?: AnySchema;
    query?: AnySchema;
    body?: { required?: boolean; description?: string; content: Content };
  };
  responses: {
    [status: number]: { description: string; content?: Content; headers?: unknown };
  };
}

/** A documented, validated route, for `router.openapi(route, handler)` (createRoute's runtime). */
export const defineRoute = <const R extends RouteDefinition>(config: R): R =>
  createRoute(config as unknown as RouteConfig) as unknown as R;

type Schema<R, K extends string> = R extends { request?: { [P in K]?: infer S } }
  ? S extends AnySchema
    ? S
    : never
  : never;
type BodySchema<R, Type extends string> = R extends {
  request?: { body?: { content: { [P in Type]: { schema: infer S } } } };
}
  ? S extends AnySchema
    ? S
    : never
  : never;

type Part<S, K extends string, Side extends 'in' | 'out'> = [S] extends [never]
  ? object
  : { [P in K]: Side extends 'in' ? z.input<S> : z.output<S> };

type Side<R, D extends 'in' | 'out'> = Part<Schema<R, 'params'>, 'param', D> &
  Part<Schema<R, 'query'>, 'query', D> &
  Part<BodySchema<R, 'application/json'>, 'json', D> &
  Part<BodySchema<R, 'multipart/form-data'>, 'form', D>;

/** What `c.req.valid(target)` gives in a route's handler: its request schemas' types. */
export type RouteInput<R> = { in: Side<R, 'in'>; out: Side<R, 'out'> };

export type RouteHandler<R> = Handler<AppEnv, string, RouteInput<R>, Response | Promise<Response>>;

export interface AppRouter extends Omit<OpenAPIHono<AppEnv>, 'openapi'> {
  /** Adds a documented, validated route (see OpenAPIHono.openapi); make it with `defineRoute`. */
  openapi<R extends RouteDefinition>(route: R, handler: RouteHandler<R>): AppRouter;
}

export const createRouter = (): AppRouter => new OpenAPIHono<AppEnv>() as unknown as AppRouter;

/** The OpenAPIHono under a router, to mount it with `route()`. */
export const honoOf = (router: AppRouter) => router as unknown as OpenAPIHono<AppEnv>;
