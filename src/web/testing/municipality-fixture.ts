import { localizedQuestions } from '#core/questions-localized';
import type { PublicMunicipalityDetail } from '#server/features/municipalities/municipalities.service';

/** `GET /api/municipalities/091` as the server builds it for component tests: the 25 default statements. */
export const helsinkiQuestions = localizedQuestions(null, 'fi');

export const helsinki: PublicMunicipalityDetail = {
  municipality_id: '091',
  name: 'Helsinki',
  name_fi: 'Helsinki',
  name_sv: 'Helsingfors',
  is_custom: false,
  name_lang: 'fi',
  language: 'fi-sv',
  region: 'Uusimaa',
  questions: helsinkiQuestions,
};
