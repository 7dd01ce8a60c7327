import { isApiError } from '../../../lib/api';

/** Why a code cannot be used, in plain Finnish, and what the candidate can do about it. */
export interface CodeProblem {
  code: string;
  title: string;
  paragraphs: string[];
  /** The code itself is probably mistyped: the field is marked as needing a fix. */
  mistyped: boolean;
  /** A new code would help (the old one is used up or out of date). */
  needsNewCode: boolean;
}

const CONTACT = 'Ylläpito on se henkilö tai yhdistys, joka lähetti sinulle pääsykoodin.';

export const CODE_FORMAT_HELP =
  'Pääsykoodissa on 8 merkkiä: isoja kirjaimia ja numeroita. Koodeissa ei ole kirjaimia O, I ja L eikä numeroita 0 ja 1, jotta merkit eivät mene sekaisin.';

/** The explanation for an error from checking or using a code. */
export function codeProblemOf(error: unknown): CodeProblem {
  return isApiError(error) ? codeProblem(error.code, error.message) : codeProblem('network_error');
}

/**
 * The explanation for an error code: `code_unknown`, `code_used`, `code_expired`,
 * `rate_limited`, `validation` (a malformed code); anything else is a failed check.
 */
export function codeProblem(code: string, serverMessage?: string): CodeProblem {
  switch (code) {
    case 'code_unknown':
    case 'validation':
      return {
        code,
        title: 'Pääsykoodia ei löytynyt',
        paragraphs: [
          'Tarkista, että koodi on kirjoitettu oikein. Voit kopioida sen sähköpostista tai avata sähköpostissa olevan linkin.',
          CODE_FORMAT_HELP,
          'Jos koodi ei vieläkään toimi, ota yhteyttä vaalikoneen ylläpitoon eli siihen henkilöön tai yhdistykseen, joka lähetti sinulle koodin.',
        ],
        mistyped: true,
        needsNewCode: false,
      };
    case 'code_used':
      return {
        code,
        title: 'Vastauksesi on jo lähetetty',
        paragraphs: [
          'Tällä pääsykoodilla on jo lähetetty vastaukset. Jokainen koodi toimii vain kerran.',
          'Jos haluat muuttaa tietojasi tai vastauksiasi, ota yhteyttä vaalikoneen ylläpitoon. Ylläpito voi korjata tiedot tai antaa sinulle uuden koodin.',
        ],
        mistyped: false,
        needsNewCode: true,
      };
    case 'code_expired':
      return {
        code,
        title: 'Pääsykoodi on vanhentunut',
        paragraphs: [
          'Pääsykoodi on voimassa vain rajatun ajan, ja tämän koodin voimassaolo on päättynyt.',
          `Pyydä uusi koodi vaalikoneen ylläpidolta. ${CONTACT}`,
        ],
        mistyped: false,
        needsNewCode: true,
      };
    case 'rate_limited':
      return {
        code,
        title: 'Liian monta yritystä',
        paragraphs: [
          'Koodia on yritetty liian monta kertaa lyhyessä ajassa. Näin suojaamme koodeja arvailulta.',
          'Odota noin 15 minuuttia ja yritä sitten uudelleen.',
        ],
        mistyped: false,
        needsNewCode: false,
      };
    default:
      return {
        code,
        title: 'Koodin tarkistaminen ei onnistunut',
        paragraphs: [
          serverMessage ??
            'Yhteys palvelimeen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen.',
          'Yritä hetken kuluttua uudelleen.',
        ],
        mistyped: false,
        needsNewCode: false,
      };
  }
}
