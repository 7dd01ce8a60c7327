import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import type { Actor } from '../shared/domain/audit';
import type { z } from '@hono/zod-openapi';
import { adminErrorResponses, jsonContent, municipalityParam } from '../openapi';
import { defineRoute, type RouteDefinition, type RouteHandler, type RouteInput } from '../router';
import {
  requireAdmin,
  requireMunicipalityAdmin,
  requireSuperAdmin,
  requireUser,
} from './middleware';

// The guards of the admin routes, named once: a route says which admins may call it.

/** A super admin, or an admin of the municipality in the route's `{municipalityId}`. */
export const municipalityAdmin = [requireUser, requireMunicipalityAdmin('municipalityId')];

/** Only a super admin. */
export const superAdmin = [requireUser, requireSuperAdmin];

/** Any admin: a super admin or an admin of at least one municipality. */
export const anyAdmin = [requireUser, requireAdmin];

/** The signed-in admin as the audit log and the services name them. */
export const actorOf = (c: { var: Pick<AppEnv['Variables'], 'user'> }) => ({
  id: c.var.user.id,
  email: c.var.user.email,
  name: c.var.user.name,
});

/**
 * An admin route as the OpenAPI document shows it: under "Ylläpito", guarded by `guard` (one of
 * the lists above), with the error answers every admin route may give besides its own.
 */
export function adminRoute<const R extends Omit<RouteDefinition, 'tags' | 'middleware'>>(
  guard: readonly MiddlewareHandler<AppEnv>[],
  config: R,
) {
  return defineRoute({
    ...config,
    tags: ['Ylläpito'],
    middleware: [...guard],
    responses: { ...config.responses, ...adminErrorResponses },
  });
}

/** The validated `target` ('query', 'json') of route R's request. */
type Valid<R, Target extends string> = RouteInput<R>['out'] extends { [K in Target]: infer V }
  ? V
  : never;

/** A validated part of the request, read where the route's type is still generic. */
const validated = (c: { req: object }, target: 'param' | 'query' | 'json'): unknown =>
  (c.req as { valid(target: string): unknown }).valid(target);

/** The municipality of a municipality's admin route (its `{municipalityId}`). */
const municipalityOf = (c: { req: object }) =>
  (validated(c, 'param') as { municipalityId: string }).municipalityId;

/**
 * The handler of a municipality's list (GET with a query, e.g. a page of its candidates):
 * `service(db, municipalityId, query)`, answered 200.
 */
const municipalityList =
  <R>(
    service: (db: Db, municipalityId: string, query: Valid<R, 'query'>) => Promise<unknown>,
  ): RouteHandler<R> =>
  async (c) =>
    c.json(
      await service(c.var.db, municipalityOf(c), validated(c, 'query') as Valid<R, 'query'>),
      200,
    );

/**
 * The handler of a change to a municipality's data from a JSON body:
 * `service(db, municipalityId, body, actor)`, answered `status`.
 */
export const municipalityChange =
  <R>(
    service: (
      db: Db,
      municipalityId: string,
      body: Valid<R, 'json'>,
      actor: Actor,
    ) => Promise<unknown>,
    status: 200 | 201,
  ): RouteHandler<R> =>
  async (c) =>
    c.json(
      await service(
        c.var.db,
        municipalityOf(c),
        validated(c, 'json') as Valid<R, 'json'>,
        actorOf(c),
      ),
      status,
    );

/**
 * A page of a municipality's admin list, route and handler: GET `path` for its admins, the
 * validated `query` given to `list(db, municipalityId, query)`, answered 200 as `page`. Spread
 * it into `router.openapi(...municipalityPage({ … }))`.
 */
export function municipalityPage<
  const Query extends z.core.$ZodType,
  const Page extends z.core.$ZodType,
>(def: {
  path: string;
  summary: string;
  query: Query;
  page: Page;
  list: (db: Db, municipalityId: string, query: z.output<Query>) => Promise<z.output<Page>>;
}) {
  const route = adminRoute(municipalityAdmin, {
    method: 'get',
    path: def.path,
    summary: def.summary,
    request: { params: municipalityParam, query: def.query },
    responses: { 200: jsonContent(def.page) },
  });
  // `list` takes z.output<Query>, the route's validated query, which TypeScript cannot see as
  // one type while Query is generic.
  return [route, municipalityList<typeof route>(def.list as never)] as const;
}
