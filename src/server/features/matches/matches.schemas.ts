import { z } from '@hono/zod-openapi';

export const SaveMatchResultSchema = z.object({ success: z.boolean() }).openapi('SaveMatchResult');

/** `success` is false when the per-visitor limit was reached (nothing saved). */
export type SaveMatchResult = z.output<typeof SaveMatchResultSchema>;
