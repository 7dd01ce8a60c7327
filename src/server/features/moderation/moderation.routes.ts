import { z } from '@hono/zod-openapi';
import { createRouter, defineRoute } from '../../router';
import { ErrorSchema, jsonContent, langQuery } from '../../openapi';
import { cachedSettings } from '../../shared/domain/settings';
import { moderationPolicy } from '../../shared/domain/moderation';

export const ModerationPolicySchema = z
  .object({
    language: z.enum(['fi', 'sv']),
    /** The whole text; numbered lines ("1. …") are its points. */
    text: z.string(),
    points: z.array(z.object({ number: z.string(), text: z.string() })),
  })
  .openapi('ModerationPolicy');
export type ModerationPolicy = z.output<typeof ModerationPolicySchema>;

/** Moderointiperiaatteet, public: linked from the candidate form and the review. */
export const moderationRoutes = createRouter().openapi(
  defineRoute({
    method: 'get',
    path: '/moderation-policy',
    tags: ['Julkinen'],
    summary: 'The published moderation policy (Moderointiperiaatteet) in Finnish or Swedish',
    request: { query: langQuery },
    responses: {
      200: jsonContent(ModerationPolicySchema),
      400: jsonContent(ErrorSchema, 'Unknown language'),
    },
  }),
  async (c) => {
    const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
    return c.json(moderationPolicy(settings, c.req.valid('query').lang ?? 'fi'), 200);
  },
);
