import { z } from '@hono/zod-openapi';
import {
  acceptInvitationInputSchema,
  changeRoleInputSchema,
  inviteAdminInputSchema,
} from '#core/account-schemas';
import { authHeaders, requireUser } from '../../auth/middleware';
import { actorOf, superAdmin } from '../../auth/admin-routes';
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
  describeInvitation,
  inviteAdmin,
  joinInvitation,
} from './invitations.service';
import { changeRole, listAdmins, removeMembership } from './users.service';
import { AdminUsersSchema, CreatedInvitationSchema, InvitationSchema } from './users.schemas';
import { createRouter, defineRoute } from '../../router';

const json = jsonContent;
const errorResponses = adminErrorResponses;
const Ok = OkSchema;
const memberParams = z.object({
  userId: textIdParam('userId'),
  organizationId: textIdParam('organizationId'),
});
const idParam = z.object({
  id: textIdParam('id', 10, 100),
});
/** The secret from the emailed link (/login/kutsu/{token}); only its hash is stored. */
const tokenParam = z.object({
  token: z
    .string()
    .min(10)
    .max(100)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
const InvitationErrors = {
  404: json(ErrorSchema, 'Unknown'),
  409: json(ErrorSchema, 'Used or canceled'),
  410: json(ErrorSchema, 'Expired'),
};

/** Käyttäjät: super admins invite admins, change roles and remove memberships. */
export const userAdminRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/users',
      tags: ['Ylläpito'],
      summary: 'Admins with their memberships, and pending invitations',
      middleware: superAdmin,
      responses: { 200: json(AdminUsersSchema), ...errorResponses },
    }),
    async (c) => c.json(await listAdmins(c.var.db), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/admin/users/invitations',
      tags: ['Ylläpito'],
      summary: 'Invite an admin by email to the system organization or a municipality',
      middleware: superAdmin,
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: inviteAdminInputSchema } },
        },
      },
      responses: {
        201: json(CreatedInvitationSchema),
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
    defineRoute({
      method: 'delete',
      path: '/admin/users/invitations/{id}',
      tags: ['Ylläpito'],
      summary: 'Cancel a pending invitation',
      middleware: superAdmin,
      request: { params: idParam },
      responses: { 200: json(Ok), ...errorResponses },
    }),
    async (c) => {
      await cancelInvitation(c.var.db, c.req.valid('param').id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: '/admin/users/{userId}/memberships/{organizationId}',
      tags: ['Ylläpito'],
      summary: "Change a user's role in an organization",
      middleware: superAdmin,
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
    defineRoute({
      method: 'delete',
      path: '/admin/users/{userId}/memberships/{organizationId}',
      tags: ['Ylläpito'],
      summary: 'Remove a user from an organization',
      middleware: superAdmin,
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

/**
 * The invited person's side, with the token from the emailed link. A new person accepts with a
 * name and a password; someone who already has an account signs in with their own password and
 * then joins. The token alone never sets or changes the password of an existing account.
 */
export const invitationRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/invitations/{token}',
      tags: ['Kirjautuminen'],
      summary:
        'A pending invitation (email, organization, role, whether the address has an account)',
      request: { params: tokenParam },
      responses: {
        200: json(InvitationSchema),
        ...InvitationErrors,
      },
    }),
    async (c) => c.json(await describeInvitation(c.var.db, c.req.valid('param').token), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/invitations/{token}/accept',
      tags: ['Kirjautuminen'],
      summary:
        'Accept an invitation with a new account (name and password); signs the user in. 409 account_exists when the address already has an account',
      request: {
        params: tokenParam,
        body: {
          required: true,
          content: { 'application/json': { schema: acceptInvitationInputSchema } },
        },
      },
      responses: {
        200: json(Ok),
        400: json(ErrorSchema, 'Invalid input'),
        ...InvitationErrors,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { email } = await acceptInvitation(
        c.var.db,
        c.req.valid('param').token,
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
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/invitations/{token}/join',
      tags: ['Kirjautuminen'],
      summary:
        'Accept an invitation with the signed-in account it was sent to: only the membership is added',
      middleware: [requireUser],
      request: { params: tokenParam },
      responses: {
        200: json(Ok),
        401: json(ErrorSchema, 'Not signed in'),
        403: json(ErrorSchema, 'Signed in with another address'),
        ...InvitationErrors,
      },
    }),
    async (c) => {
      await joinInvitation(
        c.var.db,
        c.req.valid('param').token,
        c.var.user,
        c.var.deps.config.systemOrgSlug,
      );
      return c.json({ ok: true as const }, 200);
    },
  );
