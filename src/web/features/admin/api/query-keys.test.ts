import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client';
import { municipalityQueryOptions } from '#web/lib/public-queries';
import { SHOWS_TIMEOUT } from '#web/testing/timeouts';
import { adminQuestionsQueryOptions, refreshQuestions } from './admin-municipalities';
import { statementTextsQueryOptions } from './submissions';

const question = (text: string) => ({
  id: 1,
  category: 'Terveys ja hyvinvointi',
  type: 'social',
  weight: 2,
  default_weight: 2,
  text,
  default_text: 'Oletus',
  is_custom_text: true,
});

/** The server as far as these queries see it: the questions endpoint answers `current`. */
function serveQuestions(current: { text: string }) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    requests.push(url);
    return Promise.resolve(
      new Response(JSON.stringify([question(current.text)]), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin query keys', () => {
  it('shows an edited statement text in Hakemukset at once, not after the cache goes stale', async () => {
    const server = { text: 'Vanha teksti' };
    const requests = serveQuestions(server);
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, statementTextsQueryOptions('091'));
    const unsubscribe = observer.subscribe(() => undefined);
    // The first fetch settles (the shared limit for what a test waits for, not vi's 1 s).
    await vi.waitFor(
      () => {
        expect(observer.getCurrentResult().data).toEqual([{ id: 1, text: 'Vanha teksti' }]);
      },
      { timeout: SHOWS_TIMEOUT },
    );

    server.text = 'Uusi teksti';
    await refreshQuestions(queryClient, '091');

    expect(observer.getCurrentResult().data).toEqual([{ id: 1, text: 'Uusi teksti' }]);
    // One endpoint, one cache entry: Kysymykset and Hakemukset share it.
    expect(queryClient.getQueryData(adminQuestionsQueryOptions('091').queryKey)).toEqual([
      question('Uusi teksti'),
    ]);
    expect(requests).toEqual([
      '/api/admin/municipalities/091/questions',
      '/api/admin/municipalities/091/questions',
    ]);
    unsubscribe();
  });

  it("marks the voter pages' statements stale after an edit", async () => {
    serveQuestions({ text: 'x' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(municipalityQueryOptions('091', 'fi').queryKey, {
      municipality_id: '091',
      name: 'Helsinki',
      name_fi: 'Helsinki',
      name_sv: 'Helsingfors',
      is_custom: false,
      name_lang: 'fi',
      language: 'fi-sv',
      region: 'Uusimaa',
      questions: [],
    });

    await refreshQuestions(queryClient, '091');

    expect(
      queryClient.getQueryState(municipalityQueryOptions('091', 'fi').queryKey)?.isInvalidated,
    ).toBe(true);
  });
});
