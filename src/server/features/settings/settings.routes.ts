import type { Language } from '#core/language';
import { cachedPublicRoute, ErrorSchema, jsonContent, langQuery } from '../../openapi';
import {
  NO_CANDIDATES,
  sendAnswer,
  toAnswer,
  Uncached,
  VOTER_PATH,
  type FastRead,
} from '../../shared/infrastructure/public-cache';
import { cachedSettings, toPublicSettings } from '../../shared/domain/settings';
import { PublicSettingsSchema } from './settings.schemas';
import { createRouter } from '../../router';

/** The answer's cache key: Finnish keeps the key it always had, Swedish adds ':sv'. */
const answerKey = (lang: Language) =>
  lang === 'fi' ? 'answer:settings' : `answer:settings:${lang}`;

/** The public settings from memory, for the fast path of public reads. */
export const publicSettingsFastRead: FastRead = {
  route: '/api/settings/public',
  path: /^\/api\/settings\/public$/,
  contentType: 'application/json',
  answer: (cache, _param, lang) => cache.peek(answerKey(lang)),
};

export const settingsRoutes = createRouter().openapi(
  cachedPublicRoute({
    method: 'get',
    path: '/settings/public',
    summary: 'Public system settings (demo mode, election name and date, privacy contact)',
    description:
      'With `lang=sv` a usual election name ("Kuntavaalit 2025") is given in Swedish; `election_name_lang` says which language it is in.',
    request: { query: langQuery },
    responses: {
      200: jsonContent(PublicSettingsSchema, 'Settings'),
      400: jsonContent(ErrorSchema, 'Unknown language'),
    },
  }),
  async (c) => {
    const { deps, db, log } = c.var;
    const lang = c.req.valid('query').lang ?? 'fi';
    const answer = await deps.publicCache.get(
      answerKey(lang),
      async () => {
        const { settings, failed } = await cachedSettings(deps.publicCache, db, log);
        const answer = await toAnswer(toPublicSettings(settings, lang), VOTER_PATH);
        return failed ? new Uncached(answer) : answer;
      },
      NO_CANDIDATES,
    );
    return sendAnswer(c, answer) as never;
  },
);
