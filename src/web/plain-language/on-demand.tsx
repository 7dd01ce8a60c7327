/**
 * What a voter who chose "Selkokieli" needs and no one else downloads: the municipality with
 * its plain statements (and the plain catalog), and keeping `?selko=1` in the address.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../lib/app-router-view';
import type {
  MunicipalityDetail,
  PlainQuestions,
} from '#server/features/municipalities/municipalities.schemas';
import { loadCatalogs } from '../i18n/catalogs';
import { apiFetch } from '../lib/api';

/**
 * A municipality for a voter who chose "Selkokieli": its statements with the plain texts in
 * place of the standard ones (same ids, same order, so answers and matching do not change), and
 * the plain catalog (`selko`) loaded, so the page shows its plain texts from its first render.
 * Loaded on demand: other voters download none of this.
 */
export async function fetchPlainMunicipality(
  path: string,
  signal: AbortSignal,
): Promise<MunicipalityDetail> {
  const [details, plain] = await Promise.all([
    apiFetch<MunicipalityDetail>(path, { signal }),
    apiFetch<PlainQuestions>(`${path}/selkokieli`, { signal }),
    loadCatalogs('fi', ['selko']),
  ]);
  const byId = new Map(plain.questions.map((q) => [q.id, q]));
  return {
    ...details,
    questions: details.questions.map((question) => {
      const texts = byId.get(question.id);
      return texts ? { ...question, text: texts.text, background: texts.background } : question;
    }),
  };
}

/**
 * While plain language is on: a page reached by an ordinary link gets `?selko=1` back in its
 * address (replacing the history entry), so the address can always be shared as it is.
 */
export default function KeepPlainLanguageInAddress() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('selko') !== '1') {
      params.set('selko', '1');
      void navigate(
        { pathname, search: `?${params.toString()}`, hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [pathname, search, hash, navigate]);
  return null;
}

/**
 * Opens the same page again with the choice in its address (`?selko=1` or `?selko=0`); the
 * page then stores it on the device (plainLanguageOn), and the address keeps it even where
 * storage is unavailable.
 */
export function setPlainLanguage(on: boolean): void {
  const url = new URL(window.location.href);
  url.searchParams.set('selko', on ? '1' : '0');
  window.location.replace(url);
}
