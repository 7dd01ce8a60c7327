import type { Language } from '#core/language';
import { codeDatesText } from './code-dates';
import { partyName } from '#core/parties';

// The texts of a printed letter to an official candidate, in the candidate's own language (the
// official list says FI or SV): the first letter with the code, or a reminder letter.

export interface LetterTexts {
  sender: string;
  details: string;
  /** A reminder letter: the line saying so; null on the first letter. */
  reminder: string | null;
  invitation: string;
  code_label: string;
  qr_hint: string;
  qr_alt: string;
  /** The date that matters (codeDatesText): the deadline if set, else the code's expiry. */
  until: string;
  locked: string;
  /** The organizer's contact (Asetukset), or null when none is set. */
  contact: string | null;
}

interface LetterInput {
  municipality: { name: string; name_sv: string };
  party: string;
  number: number;
  expires: Date;
  /** The answering deadline, or null when none is set. */
  deadline: Date | null;
  contact: string;
  reminder: boolean;
}

export function letterTexts(lang: Language, input: LetterInput): LetterTexts {
  const contact = input.contact.trim() || null;
  if (lang === 'sv') {
    return {
      sender: `Pensionärernas valkompass – ${input.municipality.name_sv}`,
      details: `${partyName(input.party, 'sv')}, kandidatnummer ${String(input.number)}`,
      reminder: input.reminder
        ? 'Påminnelse: du har inte ännu svarat i Pensionärernas valkompass.'
        : null,
      invitation:
        'Du är kandidat i kommunalvalet. I Pensionärernas valkompass jämför väljarna sina svar med kandidaternas svar. Svara på 25 påståenden och motivera dina svar om du vill. Öppna den här adressen:',
      code_label: 'Din kod:',
      qr_hint: 'Du kan också öppna formuläret genom att läsa QR-koden med telefonens kamera.',
      qr_alt: 'QR-kod som öppnar kandidatformuläret',
      until: codeDatesText('sv', input.expires, input.deadline),
      locked:
        'Ditt namn, ditt parti och ditt kandidatnummer finns färdigt i formuläret från den officiella kandidatlistan.',
      contact: contact && `Frågor: ${contact}`,
    };
  }
  return {
    sender: `Eläkeläisten vaalikone – ${input.municipality.name}`,
    details: `${partyName(input.party)}, ehdokasnumero ${String(input.number)}`,
    reminder: input.reminder
      ? 'Muistutus: et ole vielä vastannut Eläkeläisten vaalikoneeseen.'
      : null,
    invitation:
      'Olet ehdokkaana kuntavaaleissa. Eläkeläisten vaalikoneessa äänestäjät vertaavat omia vastauksiaan ehdokkaiden vastauksiin. Vastaa 25 väittämään ja kerro halutessasi perustelusi. Avaa tämä osoite:',
    code_label: 'Pääsykoodisi:',
    qr_hint: 'Voit myös avata lomakkeen lukemalla QR-koodin puhelimen kameralla.',
    qr_alt: 'QR-koodi, joka avaa ehdokaslomakkeen',
    until: codeDatesText('fi', input.expires, input.deadline),
    locked:
      'Nimesi, puolueesi ja ehdokasnumerosi ovat lomakkeella valmiina virallisesta ehdokaslistasta.',
    contact: contact && `Kysyttävää: ${contact}`,
  };
}
