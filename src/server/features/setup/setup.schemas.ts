import { z } from '@hono/zod-openapi';

export const SetupStatusSchema = z.object({ valid: z.literal(true) });
export const SetupDoneSchema = z.object({ email: z.string() });

/** `POST /api/setup/status`: the link can still create the first super admin. */
export type SetupStatus = z.output<typeof SetupStatusSchema>;
/** `POST /api/setup`: the first super admin's address. */
export type SetupDone = z.output<typeof SetupDoneSchema>;
