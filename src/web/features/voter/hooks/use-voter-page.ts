import type { MessageId } from '#web/i18n/catalogs';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { municipalityName } from '#web/lib/municipality-name';
import { usePageTitle } from '#web/lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';
import { useQuestionUrl } from '../lib/question-url';
import { useStoredAnswers } from './use-stored-answers';

/**
 * What every voter page after the statements starts with: the municipality's name in the page's
 * language, the page title "<title>, <municipality>" from the catalog, the links, and the
 * answers stored on this device.
 */
export function useVoterPage(municipality: MunicipalityDetails, titleId: MessageId) {
  const id = municipality.municipality_id;
  const t = useT();
  const language = useLanguage();
  const name = municipalityName(municipality, language);
  usePageTitle(t(titleId, { municipality: name }));
  const { progress } = useStoredAnswers(id);
  return {
    id,
    questions: municipality.questions,
    t,
    paths: usePaths(),
    questionUrl: useQuestionUrl(),
    language,
    name,
    progress,
  };
}
