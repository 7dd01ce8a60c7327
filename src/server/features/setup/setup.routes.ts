import { z } from '@hono/zod-openapi';
import { setupInputSchema, setupTokenSchema } from '#core/account-schemas';
import type { AppEnv } from '../../context';
import { ErrorSchema, jsonBody, jsonContent } from '../../openapi';
import { enforceRateLimit } from '../../shared/infrastructure/rate-limit';
import { checkSetupToken, completeSetup } from './setup.service';
import { SetupDoneSchema, SetupStatusSchema } from './setup.schemas';
import { createRouter, defineRoute } from '../../router';

// The page /asennus?token=… (the link the server prints while no super admin exists) checks the
// link, then creates the first super admin. The token travels in the body, never in an API URL.

const refusals = {
  400: jsonContent(ErrorSchema, 'Invalid input'),
  404: jsonContent(ErrorSchema, 'Unknown, used or replaced link'),
  409: jsonContent(ErrorSchema, 'A super admin exists already'),
  410: jsonContent(ErrorSchema, 'Expired link'),
  429: jsonContent(ErrorSchema, 'Too many tries'),
};

// Like the other token endpoints: a token cannot be guessed, and tries are still limited.
const limitTries = (c: { var: AppEnv['Variables'] }) =>
  enforceRateLimit(c.var.db, `setup|${c.var.deps.abuse.clientTag(c.var.clientIp)}`, 20, 15 * 60);

export const setupRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/setup/status',
      tags: ['Kirjautuminen'],
      summary: 'Whether a setup link can still create the first super admin',
      request: { body: jsonBody(z.object({ token: setupTokenSchema })) },
      responses: { 200: jsonContent(SetupStatusSchema), ...refusals },
    }),
    async (c) => {
      await limitTries(c);
      const { token } = c.req.valid('json');
      return c.json(await checkSetupToken(c.var.db, token, c.var.deps.config.systemOrgSlug), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/setup',
      tags: ['Kirjautuminen'],
      summary: 'Create the first super admin with the one-time setup link',
      request: { body: jsonBody(setupInputSchema) },
      responses: { 201: jsonContent(SetupDoneSchema), ...refusals },
    }),
    async (c) => {
      await limitTries(c);
      const created = await completeSetup(
        c.var.db,
        c.req.valid('json'),
        c.var.deps.config.systemOrgSlug,
      );
      c.var.log.info('first super admin created with the setup link');
      return c.json(created, 201);
    },
  );
