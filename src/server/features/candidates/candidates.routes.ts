import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { mockAvatarSvg } from '../../../core/mock-candidates';
import type { AppEnv } from '../../context';
import { ErrorSchema, municipalityPathParam } from '../../openapi';
import { acceptsGzip } from '../../static';
import { CandidateListCache } from './candidates.service';

export const PublicCandidateSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Negative for generated demo candidates' }),
    name: z.string(),
    age: z.number().int(),
    party: z.string(),
    profession: z.string(),
    image: z.string().nullable(),
    answers: z.array(z.number().int().min(1).max(5).nullable()).length(25),
    answer_justifications: z.array(z.string()).length(25),
    municipality_id: z.string(),
    voting_number: z.number().int().nullable(),
  })
  .openapi('Candidate');

const listRoute = createRoute({
  method: 'get',
  path: '/municipalities/{id}/candidates',
  tags: ['Julkinen'],
  summary: 'Candidates of a municipality (approved, plus demo candidates in demo mode)',
  description: 'Cacheable: answers with an ETag and 304 Not Modified for a matching If-None-Match.',
  request: {
    params: z.object({
      id: municipalityPathParam('id', '837'),
    }),
  },
  responses: {
    200: {
      description: 'Candidates',
      content: { 'application/json': { schema: z.array(PublicCandidateSchema) } },
    },
    304: { description: 'Not modified' },
    404: {
      description: 'Unknown or hidden municipality',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});

const avatarRoute = createRoute({
  method: 'get',
  path: '/mock-avatars/{file}',
  tags: ['Julkinen'],
  summary: 'A generated demo-candidate avatar (SVG, made on this server)',
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^\d{1,9}\.svg$/)
        .openapi({ param: { name: 'file', in: 'path' }, example: '91001.svg' }),
    }),
  },
  responses: {
    200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
  },
});

export function candidateRoutes() {
  const cache = new CandidateListCache();
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const id = c.req.valid('param').id;
      const version = await cache.version(c.var.db);
      const etag = cache.etagFor(id, version);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === etag) {
        c.header('ETag', etag);
        return c.body(null, 304);
      }
      const entry = await cache.get(c.var.db, id, version, c.var.log);
      c.header('ETag', entry.etag);
      c.header('Content-Type', 'application/json; charset=utf-8');
      if (acceptsGzip(c)) {
        c.header('Content-Encoding', 'gzip');
        return c.body(new Uint8Array(entry.gzip), 200) as never;
      }
      return c.body(entry.body, 200) as never;
    })
    .openapi(avatarRoute, (c) => {
      const key = c.req.valid('param').file.replace(/\.svg$/, '');
      c.header('Content-Type', 'image/svg+xml');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(mockAvatarSvg(key), 200) as never;
    });
}
