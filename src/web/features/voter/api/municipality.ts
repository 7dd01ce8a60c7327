import { useQuery } from '@tanstack/react-query';
import type { MunicipalityDetail } from '#server/features/municipalities/municipalities.schemas';
import { useLanguage } from '#web/i18n/hooks';
import { plainLanguageOn } from '#web/lib/plain-language';
import { municipalityQueryOptions } from '#web/lib/public-queries';

/** `GET /api/municipalities/{id}`: weights and custom texts already applied; 404 when unknown. */
export type MunicipalityDetails = MunicipalityDetail;
export type MunicipalityQuestion = MunicipalityDetail['questions'][number];

/** The municipality, with plain-Finnish statements when the voter chose "Selkokieli". */
export function useMunicipality(municipalityId: string) {
  const language = useLanguage();
  const plain = language === 'fi' && plainLanguageOn();
  return useQuery(municipalityQueryOptions(municipalityId, language, plain));
}
