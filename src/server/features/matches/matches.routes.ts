import { saveMatchInputSchema } from '#core/schemas';
import { jsonBody, jsonContent, publicWriteErrorResponses } from '../../openapi';
import { limitWrites } from '../../shared/middleware/write-limiter';
import { saveMatch } from './matches.service';
import { SaveMatchResultSchema } from './matches.schemas';
import { createRouter, defineRoute } from '../../router';

const route = defineRoute({
  method: 'post',
  path: '/matches',
  tags: ['Julkinen'],
  summary:
    "Save a voter's top match (at most match_save_limit per visitor and municipality per 24 h)",
  middleware: [limitWrites('match')],
  request: { body: jsonBody(saveMatchInputSchema) },
  responses: {
    200: jsonContent(
      SaveMatchResultSchema,
      'success is false when the limit was reached (nothing saved)',
    ),
    ...publicWriteErrorResponses,
  },
});

export const matchRoutes = createRouter().openapi(route, async (c) =>
  c.json(await saveMatch(c.get('deps').database, c.req.valid('json')), 200),
);
