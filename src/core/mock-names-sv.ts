import { JUSTIFICATIONS_BY_ANSWER } from './mock-names';

/**
 * The demo candidates' professions and justifications in Swedish, in the same order as the
 * Finnish ones: a Swedish list has the same candidates with the same answers, only its texts are
 * Swedish. Apart from the Finnish module so that Finnish code does not carry them.
 */
export const MOCK_PROFESSIONS_SV: Readonly<Record<string, string>> = Object.freeze({
  eläkeläinen: 'pensionär',
  sairaanhoitaja: 'sjukskötare',
  opettaja: 'lärare',
  yrittäjä: 'företagare',
  maanviljelijä: 'jordbrukare',
  lähihoitaja: 'närvårdare',
  insinööri: 'ingenjör',
  lääkäri: 'läkare',
  kirjanpitäjä: 'bokförare',
  poliisi: 'polis',
  sosiaalityöntekijä: 'socialarbetare',
  myyjä: 'försäljare',
  toimittaja: 'journalist',
  fysioterapeutti: 'fysioterapeut',
  rakennusmestari: 'byggmästare',
  kirjastonhoitaja: 'bibliotekarie',
  'linja-autonkuljettaja': 'busschaufför',
  sähköasentaja: 'elmontör',
  diakoni: 'diakon',
  tutkija: 'forskare',
});

const JUSTIFICATIONS_SV: readonly (readonly string[])[] = [
  [
    'Jag är helt av annan åsikt.',
    'Det här vore enligt mig fel riktning för kommunen.',
    'Jag stöder inte det här, eftersom det inte hjälper de äldre.',
  ],
  [
    'Jag förstår tanken, men jag stöder den inte.',
    'Jag är mest av annan åsikt. Det finns bättre sätt att sköta saken.',
    'Det här måste ännu funderas på, men nu är jag emot.',
  ],
  [
    'Saken har både för- och nackdelar.',
    'Beslutet beror på vad det kostar och vem som har nytta av det.',
    'Jag vill först höra de äldres egna erfarenheter.',
  ],
  [
    'Jag stöder det, så länge kostnaderna hålls rimliga.',
    'Jag är mest av samma åsikt.',
    'En bra tanke, men genomförandet måste planeras noga.',
  ],
  [
    'Jag stöder det här varmt.',
    'Det här är en viktig sak för mig, och jag driver den i fullmäktige.',
    'Jag är helt av samma åsikt.',
  ],
];

/** The Swedish text of a Finnish demo justification (by its place in the Finnish list). */
export const MOCK_JUSTIFICATIONS_SV: ReadonlyMap<string, string> = new Map(
  JUSTIFICATIONS_BY_ANSWER.flatMap((texts, answer) =>
    texts.map((text, i): [string, string] => [text, JUSTIFICATIONS_SV[answer]?.[i] ?? text]),
  ),
);
