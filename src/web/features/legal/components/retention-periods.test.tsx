import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  afterPeriod,
  periodLength,
  RETENTION,
  type RetentionKey,
} from '../../../../core/retention';
import { RetentionPeriods } from './retention-periods';

const text = (electionDate?: string) =>
  renderToStaticMarkup(<RetentionPeriods electionDate={electionDate} />)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the privacy page’s retention periods', () => {
  it('states every period the retention job deletes by, from the same source', () => {
    const page = text();
    const sentences: Record<RetentionKey, string> = {
      voterRecords: `Käynnit ja tulosten yhteenvedot poistetaan ${afterPeriod(RETENTION.voterRecords.days)} tallentamisesta.`,
      candidateData: `pääsykoodit poistetaan ${afterPeriod(RETENTION.candidateData.days)} vaalipäivästä.`,
      rejectedSubmissions: `pääsykoodi poistetaan ${afterPeriod(RETENTION.rejectedSubmissions.days)} hylkäämisestä.`,
      expiredAccessCodes: `poistetaan ${afterPeriod(RETENTION.expiredAccessCodes.days)} koodin vanhenemisesta.`,
      unattachedPhotos: `ei lähetetty hakemuksen mukana, poistetaan ${afterPeriod(RETENTION.unattachedPhotos.days)}.`,
      auditLog: `Muutoslokia säilytetään ${periodLength(RETENTION.auditLog.days)}.`,
      expiredInvitations: `Ylläpitäjäkutsu poistetaan ${afterPeriod(RETENTION.expiredInvitations.days)} sen vanhenemisesta.`,
      mailBodies: `on lähetetty, ja viimeistään ${afterPeriod(RETENTION.mailBodies.days)}.`,
      mailRecords: `onnistumisesta poistetaan ${afterPeriod(RETENTION.mailRecords.days)}.`,
      rateLimits: `Laskurit poistetaan ${afterPeriod(RETENTION.rateLimits.days)}.`,
    };
    for (const [key, sentence] of Object.entries(sentences)) expect(page, key).toContain(sentence);
  });

  it('reads naturally in Finnish and names the election day when it is known', () => {
    expect(text()).toContain('poistetaan 30 päivän kuluttua tallentamisesta');
    expect(text()).toContain('Muutoslokia säilytetään vuoden.');
    expect(text()).toContain('Laskurit poistetaan vuorokauden kuluttua.');
    expect(text('2025-04-13')).toContain('poistetaan vuoden kuluttua vaalipäivästä (13.4.2025).');
  });
});
