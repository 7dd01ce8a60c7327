import { afterPeriod, periodLength, RETENTION } from '../../../../core/retention';
import { ACCESS_CODE_VALID_DAYS } from '../../../../core/schemas';

/** 2025-04-13 → 13.4.2025 */
function finnishDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}.${m}.${y}`;
}

/**
 * The privacy page's retention periods. Every period comes from src/core/retention.ts, the same
 * source the server's retention job deletes by.
 */
export function RetentionPeriods({ electionDate }: { electionDate?: string | null | undefined }) {
  const election = electionDate && /^\d{4}-\d{2}-\d{2}$/.test(electionDate) ? electionDate : null;
  return (
    <>
      <p>
        Palvelin poistaa vanhentuneet tiedot automaattisesti tunnin välein. Ehdokas ja ylläpitäjä
        voivat pyytää tietojensa poistamista aiemminkin.
      </p>
      <h3>Vaalikoneen käyttäjät</h3>
      <ul>
        <li>
          Käynnit ja tulosten yhteenvedot poistetaan {afterPeriod(RETENTION.voterRecords.days)}{' '}
          tallentamisesta. Tilastoihin jää vain yhteenlaskettuja määriä, kuten käyntien määrä
          tunneittain ja tulosten määrä päivittäin. Niissä ei ole käyttäjätunnisteita, eikä niistä
          voi tunnistaa yksittäistä käyttäjää.
        </li>
      </ul>
      <h3>Ehdokkaat</h3>
      <ul>
        <li>
          Ehdokkaiden tiedot, kuvat, hakemukset ja pääsykoodit poistetaan{' '}
          {afterPeriod(RETENTION.candidateData.days)} vaalipäivästä
          {election ? ` (${finnishDate(election)})` : ''}. Jos tiedot on tallennettu vasta
          vaalipäivän jälkeen tai vaalipäivää ei ole ilmoitettu, aika lasketaan tallentamisesta.
        </li>
        <li>
          Kun ehdokas poistetaan vaalikoneesta, myös hänen hakemuksensa, pääsykoodinsa ja kuvansa
          poistetaan heti.
        </li>
        <li>
          Hylätyn hakemuksen kuva poistetaan heti. Hakemuksen muut tiedot ja pääsykoodi poistetaan{' '}
          {afterPeriod(RETENTION.rejectedSubmissions.days)} hylkäämisestä.
        </li>
        <li>
          Pääsykoodi on voimassa ylläpitäjän valitseman ajan, yleensä {ACCESS_CODE_VALID_DAYS}{' '}
          päivää. Käyttämätön koodi ja sähköpostiosoite, johon se lähetettiin, poistetaan{' '}
          {afterPeriod(RETENTION.expiredAccessCodes.days)} koodin vanhenemisesta.
        </li>
        <li>
          Lomakkeella ladattu kuva, jota ei lähetetty hakemuksen mukana, poistetaan{' '}
          {afterPeriod(RETENTION.unattachedPhotos.days)}.
        </li>
      </ul>
      <h3>Ylläpitäjät</h3>
      <ul>
        <li>
          Ylläpitäjän tiedot säilytetään niin kauan kuin hänellä on ylläpito-oikeus, ja ne
          poistetaan, kun viimeinen oikeus päättyy.
        </li>
        <li>
          Vanhentuneet kirjautumisistunnot ja salasanan vaihtolinkit poistetaan. Ylläpitäjäkutsu
          poistetaan {afterPeriod(RETENTION.expiredInvitations.days)} sen vanhenemisesta.
        </li>
        <li>Muutoslokia säilytetään {periodLength(RETENTION.auditLog.days)}.</li>
      </ul>
      <h3>Sähköposti</h3>
      <ul>
        <li>
          Sähköpostiviestin teksti, jossa voi olla linkki tai pääsykoodi, poistetaan heti kun viesti
          on lähetetty, ja viimeistään {afterPeriod(RETENTION.mailBodies.days)}. Tieto viestin
          vastaanottajasta ja lähetyksen onnistumisesta poistetaan{' '}
          {afterPeriod(RETENTION.mailRecords.days)}.
        </li>
      </ul>
      <h3>Väärinkäytösten estäminen</h3>
      <ul>
        <li>
          Jotta pääsykoodeja ja salasanoja ei voi arvata, palvelin laskee pääsykoodi-, kuva- ja
          kirjautumisyrityksiä IP-osoitteen perusteella. Laskurit poistetaan{' '}
          {afterPeriod(RETENTION.rateLimits.days)}.
        </li>
      </ul>
    </>
  );
}
