import { requireUser } from '../../auth/middleware';
import { ErrorSchema, jsonContent } from '../../openapi';
import { MeSchema } from './me.schemas';
import { createRouter, defineRoute } from '../../router';

export const meRoutes = createRouter().openapi(
  defineRoute({
    method: 'get',
    path: '/me',
    tags: ['Kirjautuminen'],
    summary:
      'The signed-in user, memberships with roles, admin status and manageable municipalities',
    middleware: [requireUser] as const,
    responses: {
      200: jsonContent(MeSchema, 'Signed in'),
      401: jsonContent(ErrorSchema, 'Not signed in'),
    },
  }),
  (c) => {
    c.header('Cache-Control', 'no-store');
    const a = c.var.access;
    return c.json(
      {
        user: c.var.user,
        is_super_admin: a.isSuperAdmin,
        memberships: a.memberships,
        municipalities: a.municipalities,
        email_enabled: c.var.deps.mailer.sends,
      },
      200,
    );
  },
);
