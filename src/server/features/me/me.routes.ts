import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { ErrorSchema } from '../../openapi';

const MeSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    is_admin: z.boolean(),
    memberships: z.array(
      z.object({
        organization_id: z.string(),
        organization_slug: z.string(),
        organization_name: z.string(),
        role: z.enum(['org:admin', 'org:member']),
      }),
    ),
    municipalities: z.array(z.string()),
  })
  .openapi('Me');

export const meRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'get',
    path: '/me',
    tags: ['Kirjautuminen'],
    summary:
      'The signed-in user, memberships with roles, admin status and manageable municipalities',
    middleware: [requireUser] as const,
    responses: {
      200: { description: 'Signed in', content: { 'application/json': { schema: MeSchema } } },
      401: {
        description: 'Not signed in',
        content: { 'application/json': { schema: ErrorSchema } },
      },
    },
  }),
  (c) => {
    c.header('Cache-Control', 'no-store');
    const a = c.var.access;
    return c.json(
      {
        user: c.var.user,
        is_admin: a.isAdmin,
        memberships: a.memberships,
        municipalities: a.municipalities,
      },
      200,
    );
  },
);
