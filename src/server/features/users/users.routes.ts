import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  acceptInvitationInputSchema,
  changeRoleInputSchema,
  inviteAdminInputSchema,
} from '../../../core/account-schemas';
import { authHeaders, requireSuperAdmin, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import {
  adminErrorResponses,
  ErrorSchema,
  jsonContent,
  OkSchema,
  textIdParam,
} from '../../openapi';
import {
  acceptInvitation,
  cancelInvitation,
  changeRole,
  describeInvitation,
  inviteAdmin,
  listAdmins,
  removeMembership,
} from './users.service';

const json = jsonContent;
const errorResponses = adminErrorResponses;
const Ok = OkSchema;
const AdminUsersSchema = z
  .object({
    users: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        is_admin: z.boolean(),
        memberships: z.array(
          z.object({
            organization_id: z.string(),
            organization_slug: z.string(),
            organization_name: z.string(),
            municipality_id: z.string().nullable(),
            role: z.enum(['org:admin', 'org:member']),
          }),
        ),
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        role: z.string().nullable(),
        status: z.string(),
        expires_at: z.string(),
        expired: z.boolean(),
        organization_name: z.string(),
        organization_slug: z.string(),
      }),
    ),
  })
  .openapi('AdminUsers');
const adminOnly = [requireUser, requireSuperAdmin];
const memberParams = z.object({
  userId: textIdParam('userId'),
  organizationId: textIdParam('organizationId'),
});
const idParam = z.object({
  id: textIdParam('id', 10, 100),
});

const actorOf = (c: { var: AppEnv['Variables'] }) => ({
  id: c.var.user.id,
  email: c.var.user.email,
  name: c.var.user.name,
});

/** Käyttäjät: super admins invite admins, change roles and remove memberships. */
export const userAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/users',
      tags: ['Ylläpito'],
      summary: 'Admins with their memberships, and pending invitations',
      middleware: adminOnly,
      responses: { 200: json(AdminUsersSchema), ...errorResponses },
    }),
    async (c) => c.json(await listAdmins(c.var.db), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/invitations',
      tags: ['Ylläpito'],
      summary: 'Invite an admin by email to the system organization or a municipality',
      middleware: adminOnly,
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: inviteAdminInputSchema } },
        },
      },
      responses: {
        201: json(
          z.object({
            id: z.string(),
            email: z.string(),
            organization_name: z.string(),
            expires_at: z.string(),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { config, mailer } = c.var.deps;
      const result = await inviteAdmin(c.var.db, mailer, c.req.valid('json'), actorOf(c), {
        systemOrgSlug: config.systemOrgSlug,
        publicUrl: config.publicUrl,
      });
      return c.json(result, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/users/invitations/{id}',
      tags: ['Ylläpito'],
      summary: 'Cancel a pending invitation',
      middleware: adminOnly,
      request: { params: idParam },
      responses: { 200: json(Ok), ...errorResponses },
    }),
    async (c) => {
      await cancelInvitation(c.var.db, c.req.valid('param').id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/users/{userId}/memberships/{organizationId}',
      tags: ['Ylläpito'],
      summary: "Change a user's role in an organization",
      middleware: adminOnly,
      request: {
        params: memberParams,
        body: {
          required: true,
          content: { 'application/json': { schema: changeRoleInputSchema } },
        },
      },
      responses: { 200: json(Ok), ...errorResponses },
    }),
    async (c) => {
      const { userId, organizationId } = c.req.valid('param');
      await changeRole(
        c.var.db,
        userId,
        organizationId,
        c.req.valid('json').role,
        actorOf(c),
        c.var.deps.config.systemOrgSlug,
      );
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/users/{userId}/memberships/{organizationId}',
      tags: ['Ylläpito'],
      summary: 'Remove a user from an organization',
      middleware: adminOnly,
      request: { params: memberParams },
      responses: { 200: json(Ok), ...errorResponses },
    }),
    async (c) => {
      const { userId, organizationId } = c.req.valid('param');
      await removeMembership(
        c.var.db,
        userId,
        organizationId,
        actorOf(c),
        c.var.deps.config.systemOrgSlug,
      );
      return c.json({ ok: true as const }, 200);
    },
  );

/** The invited person's side: see the invitation, accept it with a name and a password. */
export const invitationRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitations/{id}',
      tags: ['Kirjautuminen'],
      summary: 'A pending invitation (email, organization, role)',
      request: { params: idParam },
      responses: {
        200: json(
          z.object({
            email: z.string(),
            organization_name: z.string(),
            role: z.enum(['admin', 'member']),
          }),
        ),
        404: json(ErrorSchema, 'Unknown'),
        409: json(ErrorSchema, 'Used or canceled'),
        410: json(ErrorSchema, 'Expired'),
      },
    }),
    async (c) =>
      c.json(
        (await describeInvitation(c.var.db, c.req.valid('param').id)) as {
          email: string;
          organization_name: string;
          role: 'admin' | 'member';
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations/{id}/accept',
      tags: ['Kirjautuminen'],
      summary: 'Accept an invitation: set name and password; signs the user in',
      request: {
        params: idParam,
        body: {
          required: true,
          content: { 'application/json': { schema: acceptInvitationInputSchema } },
        },
      },
      responses: {
        200: json(Ok),
        400: json(ErrorSchema, 'Invalid input'),
        404: json(ErrorSchema, 'Unknown'),
        409: json(ErrorSchema, 'Used or canceled'),
        410: json(ErrorSchema, 'Expired'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { email } = await acceptInvitation(
        c.var.db,
        c.req.valid('param').id,
        input,
        c.var.deps.config.systemOrgSlug,
      );
      // Sign the new admin in at once: forward better-auth's session cookie.
      const signIn = await c.var.deps.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: authHeaders(c),
        asResponse: true,
      });
      for (const cookie of signIn.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    },
  );
