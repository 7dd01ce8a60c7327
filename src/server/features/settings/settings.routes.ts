import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { readSettings, toPublicSettings } from '../../shared/settings';

const PublicSettingsSchema = z
  .object({
    use_mock_data: z.boolean(),
    election_name: z.string(),
    election_date: z.string(),
    privacy_contact: z.string(),
  })
  .openapi('PublicSettings');

export const settingsRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'get',
    path: '/settings/public',
    tags: ['Julkinen'],
    summary: 'Public system settings (demo mode, election name and date, privacy contact)',
    responses: {
      200: {
        description: 'Settings',
        content: { 'application/json': { schema: PublicSettingsSchema } },
      },
    },
  }),
  async (c) => c.json(toPublicSettings(await readSettings(c.var.db, c.var.log)), 200),
);
