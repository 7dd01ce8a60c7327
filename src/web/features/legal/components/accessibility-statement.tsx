import { usePageTitle } from '../../../lib/use-page-title';
import { ControllerContact } from './controller-contact';

const STATEMENT_DATE = '22.11.2026';

export function AccessibilityStatement() {
  usePageTitle('Saavutettavuusseloste');
  return (
    <article className="page prose">
      <h1>Saavutettavuusseloste</h1>
      <p className="lead">
        Tämä saavutettavuusseloste koskee Eläkeläisten vaalikonetta. Haluamme, että jokainen voi
        käyttää vaalikonetta, myös ruudunlukijalla, näppäimistöllä tai suurennettuna. Seloste
        perustuu lakiin digitaalisten palvelujen tarjoamisesta (306/2019).
      </p>

      <section aria-labelledby="status">
        <h2 id="status">Palvelun saavutettavuuden tila</h2>
        <p>
          Tavoitteenamme on, että vaalikone täyttää saavutettavuusohjeiden WCAG 2.2 A- ja AA-tason
          vaatimukset. Vaalikone täyttää tietojemme mukaan lain asettamat kriittiset
          saavutettavuusvaatimukset osittain. Alla on kerrottu puutteet, joista tiedämme.
        </p>
      </section>

      <section aria-labelledby="known-issues">
        <h2 id="known-issues">Tunnetut puutteet</h2>
        <ul>
          <li>
            Ylläpidon tilastosivun kaaviot eivät sellaisenaan avaudu ruudunlukijalle. Jokaisen
            kaavion tiedot ovat kuitenkin saatavilla myös taulukkona ja CSV-tiedostona.
          </li>
          <li>
            Ehdokkaiden nimet, kuvat ja perustelut ovat ehdokkaiden itse antamia. Emme voi taata,
            että perustelut ovat selkokielisiä tai että kuvat ovat hyvälaatuisia.
          </li>
        </ul>
        <p>Äänestäjän sivuilla ei ole tiedossa muita puutteita.</p>
      </section>

      <section aria-labelledby="features">
        <h2 id="features">Näin olemme huomioineet käyttäjät</h2>
        <ul>
          <li>Tekstin kokoa voi suurentaa sivun yläosan painikkeilla (A, A+ ja A++).</li>
          <li>Sivut toimivat 400 %:n suurennuksella ilman vaakavieritystä.</li>
          <li>Kaikkia toimintoja voi käyttää näppäimistöllä, ja valittu kohta näkyy selvästi.</li>
          <li>Painikkeet ja vastausvaihtoehdot ovat suuria ja helppoja osua.</li>
          <li>
            Missään ei ole aikarajoja. Vastaukset säilyvät laitteellasi, joten voit jatkaa
            myöhemmin.
          </li>
          <li>Tulokset voi tulostaa.</li>
        </ul>
      </section>

      <section aria-labelledby="assessment">
        <h2 id="assessment">Miten saavutettavuutta on arvioitu</h2>
        <p>
          Saavutettavuus on arvioitu itse. Jokainen sivu tarkistetaan automaattisilla
          axe-saavutettavuustesteillä aina, kun palvelua muutetaan. Lisäksi palvelua on testattu
          näppäimistöllä, ruudunlukijalla ja suurennettuna.
        </p>
      </section>

      <section aria-labelledby="feedback">
        <h2 id="feedback">Anna palautetta saavutettavuudesta</h2>
        <p>
          Huomasitko saavutettavuuspuutteen? Kerro siitä meille, niin korjaamme sen. Voit myös
          pyytää sisältöä, joka ei ole saavutettavaa, toisessa muodossa. Vastaamme 14 päivän
          kuluessa.
        </p>
        <ControllerContact fallback="Palautteen yhteystiedot lisätään pian." />
      </section>

      <section aria-labelledby="supervision">
        <h2 id="supervision">Valvontaviranomainen</h2>
        <p>
          Jos huomaat sivustolla saavutettavuusongelmia, anna ensin palautetta meille. Jos et ole
          tyytyväinen saamaasi vastaukseen tai et saa vastausta lainkaan kahden viikon aikana, voit
          tehdä ilmoituksen valvontaviranomaiselle. Valvontaviranomaisen sivuilla kerrotaan, miten
          ilmoituksen voi tehdä ja miten asia käsitellään.
        </p>
        <h3>Valvontaviranomaisen yhteystiedot</h3>
        <address className="address">
          Lupa- ja valvontavirasto, saavutettavuuden valvonta
          <br />
          (vuoden 2025 loppuun tehtävä kuului Etelä-Suomen aluehallintovirastolle)
          <br />
          <a href="https://www.saavutettavuusvaatimukset.fi">www.saavutettavuusvaatimukset.fi</a>
        </address>
        <p>Ajantasaiset yhteystiedot ja ilmoituslomake löytyvät valvontaviranomaisen sivuilta.</p>
      </section>

      <p className="muted">
        Seloste on laadittu {STATEMENT_DATE}. Selostetta on viimeksi päivitetty {STATEMENT_DATE}.
      </p>
    </article>
  );
}
