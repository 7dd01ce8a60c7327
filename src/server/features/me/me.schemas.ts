import { z } from '@hono/zod-openapi';
import { MembershipSchema } from '../../openapi';

export const MeSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    is_super_admin: z.boolean(),
    memberships: z.array(MembershipSchema),
    municipalities: z.array(z.string()),
    email_enabled: z.boolean().openapi({
      description:
        'A mail relay is configured (SMTP_URL): codes, reminders and notices can be emailed',
    }),
  })
  .openapi('Me');

/** `GET /api/me` for a signed-in user. */
export type Me = z.output<typeof MeSchema>;
export type Membership = Me['memberships'][number];
export type OrganizationRole = Membership['role'];
