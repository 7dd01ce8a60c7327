import { z } from '@hono/zod-openapi';
import { PARTIES } from '#core/parties';
import {
  sendAnswer,
  toAnswer,
  VOTER_PATH,
  type CachedAnswer,
} from '../../shared/infrastructure/public-cache';
import { PartySchema, type PublicParty } from './parties.schemas';
import { cachedPublicRoute } from '../../openapi';
import { createRouter } from '../../router';

// The registered parties in both languages: fixed data, serialized once per process.
let answer: Promise<CachedAnswer> | undefined;

function partyList(): PublicParty[] {
  return PARTIES.map((p) => ({
    label: p.label,
    name: p.name_fi,
    name_sv: p.name_sv,
    abbreviation: p.abbr_fi,
    abbreviation_sv: p.abbr_sv,
    common_name: p.common_name_fi,
    common_name_sv: p.common_name_sv,
  }));
}

export const partyRoutes = createRouter().openapi(
  cachedPublicRoute({
    method: 'get',
    path: '/parties',
    summary: 'The registered parties with their Finnish and Swedish names and abbreviations',
    responses: {
      200: {
        description: 'Parties in the order of the party register',
        content: { 'application/json': { schema: z.array(PartySchema) } },
      },
    },
  }),
  async (c) => sendAnswer(c, await (answer ??= toAnswer(partyList(), VOTER_PATH))) as never,
);
