import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client';
import { municipalityQueryOptions } from '#web/lib/public-queries';
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
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual([{ id: 1, text: 'Vanha teksti' }]);
    });

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
