// How long each kind of data is kept. The privacy page (src/web/features/legal) states these
// periods and the retention job (src/server/jobs/retention.ts) deletes by them, so the two can
// never disagree: change a period here and both follow.

/**
 * The default validity of a candidate's access code. Here rather than beside the schemas, so the
 * privacy page can state it without loading the validation library.
 */
export const ACCESS_CODE_VALID_DAYS = 14;

export interface RetentionPeriod {
  /** Whole days; 365 reads as "vuosi" on the privacy page. */
  days: number;
  /** What is deleted after the period, in Finnish (for logs and the job's report). */
  description: string;
}

export const RETENTION = {
  voterRecords: {
    days: 30,
    description:
      'Käynnit ja tulosten yhteenvedot satunnaisine käyttäjätunnisteineen; tilastojen yhteenlasketut määrät säilyvät.',
  },
  candidateData: {
    days: 365,
    description:
      'Ehdokkaiden tiedot, kuvat, hakemukset ja pääsykoodit vaalipäivän (tai tallentamisen, jos se on myöhemmin) jälkeen.',
  },
  rejectedSubmissions: {
    days: 30,
    description: 'Hylätty hakemus ja sen pääsykoodi hylkäämisen jälkeen.',
  },
  expiredAccessCodes: {
    days: 30,
    description: 'Käyttämätön pääsykoodi sähköpostiosoitteineen koodin vanhenemisen jälkeen.',
  },
  unattachedPhotos: {
    days: 1,
    description: 'Ladattu kuva, jota ei ole liitetty hakemukseen eikä ehdokkaaseen.',
  },
  auditLog: {
    days: 365,
    description: 'Muutoslokin merkinnät.',
  },
  expiredInvitations: {
    days: 30,
    description: 'Ylläpitäjäkutsu sähköpostiosoitteineen kutsun vanhenemisen jälkeen.',
  },
  mailBodies: {
    days: 7,
    description: 'Lähetettävän sähköpostin teksti, jossa voi olla linkki tai pääsykoodi.',
  },
  mailRecords: {
    days: 30,
    description: 'Tieto lähetetystä sähköpostista: vastaanottaja, aihe ja lähetyksen tila.',
  },
  rateLimits: {
    days: 1,
    description: 'Väärinkäytösten estämisen laskurit, joissa on IP-osoite.',
  },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKey = keyof typeof RETENTION;

/** The languages the privacy page states the periods in. */
export type PeriodLanguage = 'fi' | 'sv';

/** A period as the object of "after": "30 päivän", "vuorokauden", "vuoden". */
export function periodGenitive(days: number): string {
  if (days === 1) return 'vuorokauden';
  if (days === 365) return 'vuoden';
  return `${days} päivän`;
}

/**
 * A period as a length: "30 päivää", "vuorokauden", "vuoden"; in Swedish "30 dagar",
 * "ett dygn", "ett år".
 */
export function periodLength(days: number, language: PeriodLanguage = 'fi'): string {
  if (language === 'sv') {
    if (days === 1) return 'ett dygn';
    if (days === 365) return 'ett år';
    return `${days} dagar`;
  }
  if (days === 1) return 'vuorokauden';
  if (days === 365) return 'vuoden';
  return `${days} päivää`;
}

/**
 * "30 päivän kuluttua", "vuorokauden kuluttua", "vuoden kuluttua"; in Swedish "efter 30 dagar",
 * "efter ett dygn", "efter ett år".
 */
export const afterPeriod = (days: number, language: PeriodLanguage = 'fi') =>
  language === 'sv' ? `efter ${periodLength(days, 'sv')}` : `${periodGenitive(days)} kuluttua`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days before `now`: rows older than this are past their period. */
export function cutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The Europe/Helsinki calendar day of a moment, as YYYY-MM-DD. */
export function helsinkiDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** A YYYY-MM-DD day plus whole days, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * True when candidate data is past its period by the election day: `RETENTION.candidateData`
 * days have passed since election day (Helsinki time). Without an election date only each row's
 * own age counts.
 */
export function electionPeriodOver(electionDate: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(electionDate)) return true;
  return addDays(electionDate, RETENTION.candidateData.days) <= helsinkiDay(now);
}
