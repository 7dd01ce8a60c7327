import type { Language } from '#core/language';
import { partyName } from '#core/parties';
import { codeDateTime } from '../../mail/code-dates';

// The printed questionnaire's texts in the candidate's own language (the official list says FI
// or SV), made on the server like the letters' texts (mail/letter-texts.ts).

export interface QuestionnaireTexts {
  sender: string;
  title: string;
  details: string;
  instructions: string;
  /** The five boxes, answer 1 first. */
  scale: [string, string, string, string, string];
  statement: string;
  justification: string;
  age: string;
  consents_heading: string;
  consent_publish: string;
  consent_open_data: string;
  signature: string;
  place_and_date: string;
  name_clarification: string;
  /** "Return by …", or a plain request without a deadline. */
  deadline: string;
  /** The organizer's contact (Asetukset), or null when none is set. */
  contact: string | null;
}

interface QuestionnaireInput {
  municipality: { name: string; name_sv: string };
  party: string;
  number: number;
  /** The answering deadline, or null when none is set. */
  deadline: Date | null;
  contact: string;
}

export function questionnaireTexts(lang: Language, input: QuestionnaireInput): QuestionnaireTexts {
  const contact = input.contact.trim() || null;
  if (lang === 'sv') {
    return {
      sender: `Pensionärernas valkompass – ${input.municipality.name_sv}`,
      title: 'Enkät till kandidaten',
      details: `${partyName(input.party, 'sv')}, kandidatnummer ${String(input.number)}`,
      instructions:
        'Kryssa för en ruta vid varje påstående. Om du vill, skriv en motivering på raden under påståendet. Underteckna blanketten och returnera den till organisatören.',
      scale: [
        'Helt av annan åsikt',
        'Delvis av annan åsikt',
        'Neutral',
        'Delvis av samma åsikt',
        'Helt av samma åsikt',
      ],
      statement: 'Påstående',
      justification: 'Motivering (frivillig):',
      age: 'Ålder:',
      consents_heading: 'Samtycken',
      consent_publish:
        '(a) Jag samtycker till att mina svar och motiveringar publiceras i Pensionärernas valkompass med mitt namn, parti och kandidatnummer. Obligatoriskt: utan detta samtycke kan svaren inte publiceras.',
      consent_open_data:
        '(b) Jag samtycker till att mina svar också publiceras som öppna data (CC BY 4.0), som vem som helst får använda. Frivilligt.',
      signature: 'Underskrift',
      place_and_date: 'Ort och datum',
      name_clarification: 'Namnförtydligande',
      deadline: input.deadline
        ? `Returnera blanketten senast ${codeDateTime('sv', input.deadline)}.`
        : 'Returnera blanketten så snart som möjligt.',
      contact: contact && `Frågor och retur av blanketten: ${contact}`,
    };
  }
  return {
    sender: `Eläkeläisten vaalikone – ${input.municipality.name}`,
    title: 'Ehdokkaan kyselylomake',
    details: `${partyName(input.party)}, ehdokasnumero ${String(input.number)}`,
    instructions:
      'Merkitse rasti yhteen ruutuun jokaisen väittämän kohdalla. Voit halutessasi kirjoittaa perustelun väittämän alla olevalle viivalle. Allekirjoita lomake ja palauta se järjestäjälle.',
    scale: [
      'Täysin eri mieltä',
      'Jokseenkin eri mieltä',
      'Neutraali',
      'Jokseenkin samaa mieltä',
      'Täysin samaa mieltä',
    ],
    statement: 'Väittämä',
    justification: 'Perustelu (vapaaehtoinen):',
    age: 'Ikä:',
    consents_heading: 'Suostumukset',
    consent_publish:
      '(a) Suostun siihen, että vastaukseni ja perusteluni julkaistaan Eläkeläisten vaalikoneessa nimeni, puolueeni ja ehdokasnumeroni kanssa. Pakollinen: ilman tätä suostumusta vastauksia ei voi julkaista.',
    consent_open_data:
      '(b) Suostun siihen, että vastaukseni julkaistaan myös avoimena datana (CC BY 4.0), jota kuka tahansa saa käyttää. Vapaaehtoinen.',
    signature: 'Allekirjoitus',
    place_and_date: 'Paikka ja päiväys',
    name_clarification: 'Nimenselvennys',
    deadline: input.deadline
      ? `Palauta lomake viimeistään ${codeDateTime('fi', input.deadline)}.`
      : 'Palauta lomake mahdollisimman pian.',
    contact: contact && `Kysyttävää ja lomakkeen palautus: ${contact}`,
  };
}
