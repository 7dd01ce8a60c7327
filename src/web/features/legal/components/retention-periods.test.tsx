import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterPeriod, periodLength, RETENTION, type RetentionKey } from '#core/retention';
import { i18nFor, loadCatalogs } from '#web/i18n/catalogs';
import { LanguageContext } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { RetentionPeriods } from './retention-periods';

const text = (electionDate?: string, language: Language = 'fi') =>
  renderToStaticMarkup(
    <LanguageContext.Provider value={{ language, i18n: i18nFor(language) }}>
      <RetentionPeriods electionDate={electionDate} />
    </LanguageContext.Provider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the privacy page’s retention periods', () => {
  beforeAll(async () => {
    await loadCatalogs('fi', ['legal']);
    await loadCatalogs('sv', ['legal']);
  });

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

  it('states every period in Swedish too, from the same source', () => {
    const page = text(undefined, 'sv');
    const sentences: Record<RetentionKey, string> = {
      voterRecords: `Besök och sammandrag av resultat raderas ${afterPeriod(RETENTION.voterRecords.days, 'sv')} räknat från att de sparades.`,
      candidateData: `åtkomstkoder raderas ${afterPeriod(RETENTION.candidateData.days, 'sv')} räknat från valdagen.`,
      rejectedSubmissions: `åtkomstkoden raderas ${afterPeriod(RETENTION.rejectedSubmissions.days, 'sv')} räknat från att ansökan avslogs.`,
      expiredAccessCodes: `raderas ${afterPeriod(RETENTION.expiredAccessCodes.days, 'sv')} räknat från att koden slutade gälla.`,
      unattachedPhotos: `inte skickats med ansökan raderas ${afterPeriod(RETENTION.unattachedPhotos.days, 'sv')}.`,
      auditLog: `Ändringsloggen sparas i ${periodLength(RETENTION.auditLog.days, 'sv')}.`,
      expiredInvitations: `administratörer raderas ${afterPeriod(RETENTION.expiredInvitations.days, 'sv')} räknat från att den slutade gälla.`,
      mailBodies: `har skickats och senast ${afterPeriod(RETENTION.mailBodies.days, 'sv')}.`,
      mailRecords: `om det gick fram raderas ${afterPeriod(RETENTION.mailRecords.days, 'sv')}.`,
      rateLimits: `Räknarna raderas ${afterPeriod(RETENTION.rateLimits.days, 'sv')}.`,
    };
    for (const [key, sentence] of Object.entries(sentences)) expect(page, key).toContain(sentence);
  });

  it('reads naturally in Swedish and formats the election day in the page locale', () => {
    expect(text(undefined, 'sv')).toContain('raderas efter 30 dagar räknat från att de sparades');
    expect(text(undefined, 'sv')).toContain('Ändringsloggen sparas i ett år.');
    expect(text(undefined, 'sv')).toContain('Räknarna raderas efter ett dygn.');
    expect(text(undefined, 'sv')).toContain('vanligen 14 dagar.');
    expect(text('2025-04-13', 'sv')).toContain(
      'raderas efter ett år räknat från valdagen (13.4.2025).',
    );
    expect(text(undefined, 'sv')).not.toMatch(/päivä|poistetaan|kuluttua/);
  });
});
