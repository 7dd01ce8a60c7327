import { useState } from 'react';
import { useT } from '#web/i18n/hooks';
import { searchMatcher, type SearchMatch } from '../lib/candidate-search';
import { PoliteStatus } from '#web/components/polite-status';

interface CandidateSearchProps {
  /** The query in effect ('' for none). */
  query: string;
  /** The query and who it finds ('' and undefined: the search is cleared). */
  onSearch: (query: string, matches: SearchMatch | undefined) => void;
  /** How many candidates the query in effect found. */
  found: number;
  /** A party filter is on: the search looks only among its candidates. */
  inParty: boolean;
}

/**
 * "Etsi ehdokasta": finds a candidate by name or candidate number among the results (on this
 * device; nothing is sent). Loaded after the results themselves (candidate-results.tsx).
 */
export function CandidateSearch({ query, onSearch, found, inParty }: CandidateSearchProps) {
  const t = useT();
  const [text, setText] = useState(query);
  return (
    <search className="candidate-search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const query = text.trim();
          onSearch(query, query === '' ? undefined : searchMatcher(query));
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="candidate-search">
            {t('search.label')}
          </label>
          <p className="field__hint" id="candidate-search-hint">
            {t('search.hint')}
          </p>
          <div className="candidate-search__row">
            <input
              id="candidate-search"
              type="search"
              className="candidate-search__input"
              autoComplete="off"
              aria-describedby="candidate-search-hint"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim() === '' && query !== '') onSearch('', undefined);
              }}
            />
            <button type="submit" className="button">
              {t('search.submit')}
            </button>
          </div>
        </div>
      </form>
      <PoliteStatus as="p" className="candidate-search__status">
        {query !== '' && (
          <>
            {found > 0 ? t('search.found', { count: found, query }) : t('search.none', { query })}
            {inParty && ` ${t('search.inParty')}`}{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setText('');
                onSearch('', undefined);
              }}
            >
              {t('search.clear')}
            </button>
          </>
        )}
      </PoliteStatus>
    </search>
  );
}
