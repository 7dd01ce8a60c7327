import { systemSettingsInputSchema } from '#core/schemas';
import { actorOf, adminRoute, superAdmin } from '../../auth/admin-routes';
import { jsonBody, jsonContent } from '../../openapi';
import { writeAudit } from '../../shared/domain/audit';
import { readSettings, writeSettings } from '../../shared/domain/settings';
import { SettingsSchema } from './settings.schemas';
import { createRouter } from '../../router';

/** Asetukset: demo mode, mock candidates, match-save limit, election, privacy contact. */
export const settingsAdminRoutes = createRouter()
  .openapi(
    adminRoute(superAdmin, {
      method: 'get',
      path: '/admin/settings',
      summary: 'All system settings (defaults for the ones never set)',
      responses: { 200: jsonContent(SettingsSchema) },
    }),
    async (c) => c.json(await readSettings(c.var.db, c.var.log), 200),
  )
  .openapi(
    adminRoute(superAdmin, {
      method: 'patch',
      path: '/admin/settings',
      summary: 'Change some settings; the public side reflects them at once',
      request: { body: jsonBody(systemSettingsInputSchema) },
      responses: { 200: jsonContent(SettingsSchema) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const before = await readSettings(c.var.db, c.var.log);
      await c.var.db.transaction(async (tx) => {
        await writeSettings(tx, input);
        const changed = Object.fromEntries(
          Object.entries(input).map(([k, v]) => [
            k,
            { before: before[k as keyof typeof before], after: v },
          ]),
        );
        await writeAudit(tx, actorOf(c), {
          action: 'settings.update',
          entity: 'settings',
          details: changed,
        });
      });
      return c.json(await readSettings(c.var.db, c.var.log), 200);
    },
  );
