import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { adminErrorResponses } from '../openapi';
import { defineRoute, type RouteDefinition } from '../router';
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
