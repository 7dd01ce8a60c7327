import { z } from '@hono/zod-openapi';
import { MembershipSchema } from '../../openapi';

// Response shapes of Käyttäjät and of the invitation links; the web app imports the types.

export const AdminUsersSchema = z
  .object({
    users: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        is_super_admin: z.boolean(),
        memberships: z.array(
          MembershipSchema.extend({
            /** Null for an organization that is not a municipality (the system organization). */
            municipality_id: z.string().nullable(),
          }),
        ),
      }),
    ),
    invitations: z.array(
      z.object({
        /** Not secret: the token of the link is only in the email. */
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

export const CreatedInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  organization_name: z.string(),
  expires_at: z.string(),
});

export const InvitationSchema = z.object({
  email: z.string(),
  organization_name: z.string(),
  role: z.enum(['admin', 'member']),
  /** The address already has an account: it accepts by signing in, not with a new password. */
  account_exists: z.boolean(),
});

export type AdminUsers = z.output<typeof AdminUsersSchema>;
export type AdminUser = AdminUsers['users'][number];
export type AdminMembership = AdminUser['memberships'][number];
export type PendingInvitation = AdminUsers['invitations'][number];
export type CreatedInvitation = z.output<typeof CreatedInvitationSchema>;
/** `GET /api/invitations/{token}`: a pending invitation. */
export type Invitation = z.output<typeof InvitationSchema>;
