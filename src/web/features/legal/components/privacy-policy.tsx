import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicSettings } from '../api/public-settings';
import { ControllerContact } from './controller-contact';
import { RetentionPeriods } from './retention-periods';

const UPDATED = '22.11.2026';

export function PrivacyPolicy() {
  usePageTitle('Tietosuojaseloste');
  const settings = usePublicSettings();
  const electionName = settings.data?.election_name?.trim();

  return (
    <article className="page prose">
      <h1>Tietosuojaseloste</h1>
      <p className="lead">
        Tässä selosteessa kerromme, mitä tietoja Eläkeläisten vaalikone käsittelee, miksi ja kuinka
        kauan. Seloste koskee vaalikoneen käyttäjiä, ehdokkaita ja ylläpitäjiä. Se perustuu EU:n
        yleiseen tietosuoja-asetukseen (2016/679) ja tietosuojalakiin (1050/2018).
      </p>
      {electionName && <p>Seloste koskee vaalikonetta: {electionName}.</p>}

      <section aria-labelledby="controller">
        <h2 id="controller">Rekisterinpitäjä ja yhteystiedot</h2>
        <p>
          Rekisterinpitäjä on vaalikoneen järjestäjä. Tietosuojaa koskevat kysymykset ja pyynnöt
          voit lähettää näihin yhteystietoihin:
        </p>
        <ControllerContact fallback="Rekisterinpitäjän yhteystiedot lisätään pian." />
      </section>

      <section aria-labelledby="voters">
        <h2 id="voters">Vaalikoneen käyttäjät</h2>
        <p>Vaalikonetta voi käyttää kirjautumatta. Emme kysy nimeäsi emmekä yhteystietojasi.</p>

        <h3>Mitä tallennamme palvelimelle</h3>
        <ul>
          <li>
            <strong>Satunnainen käyttäjätunniste.</strong> Selaimesi luo tunnisteen (muotoa ”anon-”
            ja satunnainen merkkijono), kun avaat vaalikoneen. Tunniste ei sisällä nimeäsi tai muita
            tietojasi.
          </li>
          <li>
            <strong>Käynti.</strong> Mikä kunta valittiin ja milloin. Käynnit lasketaan enintään
            kerran päivässä kuntaa kohden.
          </li>
          <li>
            <strong>Tuloksen yhteenveto.</strong> Kun tulokset näytetään, tallennamme parhaiten
            sopivan ehdokkaan tunnisteen, yhteensopivuuden prosentteina ja aihepiirikohtaiset
            prosentit sekä ajankohdan.
          </li>
        </ul>

        <h3>Mitä emme tallenna</h3>
        <ul>
          <li>
            <strong>Vastauksiasi väittämiin ei lähetetä eikä tallenneta palvelimelle.</strong> Ne
            säilyvät vain oman selaimesi paikallisessa tallennustilassa (localStorage), jotta voit
            jatkaa myöhemmin. Voit poistaa ne tyhjentämällä selaimen tallennetut sivustotiedot.
          </li>
          <li>
            Emme käytä äänestäjille evästeitä. Selaimeen tallennetaan vain vastauksesi,
            käyttäjätunniste ja valitsemasi tekstin koko.
          </li>
          <li>
            Emme käytä analytiikka- tai seurantapalveluja emmekä mainoksia. Sivu ei hae sisältöä
            muiden yritysten palvelimilta, joten tietojasi ei välity kolmansille osapuolille.
          </li>
        </ul>

        <h3>Miksi ja millä perusteella</h3>
        <p>
          Käyntien ja tulosten yhteenvedon avulla järjestäjä näkee, kuinka paljon vaalikonetta
          käytetään eri kunnissa, ja voi kehittää palvelua. Tiedot esitetään vain yhteenvetoina.
          Käsittely perustuu rekisterinpitäjän oikeutettuun etuun (tietosuoja-asetuksen 6 artiklan 1
          kohdan f alakohta). Koska tietoja ei voi yhdistää sinuun ilman selaimesi tunnistetta, emme
          pysty tunnistamaan yksittäistä käyttäjää.
        </p>
        <p>
          Palvelin kirjaa teknisiin lokeihin pyyntöjen ajankohdan ja pyydetyn sivun osoitteen
          vikojen selvittämistä ja tietoturvaa varten. Lokeja ei käytetä käyttäjien seurantaan.
        </p>
      </section>

      <section aria-labelledby="candidates">
        <h2 id="candidates">Ehdokkaat</h2>
        <p>Ehdokas antaa tietonsa itse pääsykoodilla avattavalla lomakkeella. Tallennamme:</p>
        <ul>
          <li>nimen, iän, puolueen, ammatin, kunnan ja vaalinumeron</li>
          <li>
            valokuvan, jos ehdokas lisää sen (kuvasta poistetaan sijainti- ja muut lisätiedot)
          </li>
          <li>vastaukset väittämiin ja niiden perustelut</li>
          <li>sähköpostiosoitteen, johon pääsykoodi lähetettiin, ja pääsykoodin käyttötiedot</li>
          <li>ylläpitäjän päätöksen hakemuksesta ja mahdollisen hylkäysperusteen</li>
        </ul>
        <p>
          Tiedot kerätään, jotta äänestäjät voivat verrata omia mielipiteitään ehdokkaiden
          mielipiteisiin. Hyväksytyn ehdokkaan tiedot, kuva, vastaukset ja perustelut ovat kaikkien
          nähtävillä vaalikoneessa. Sähköpostiosoitetta ei julkaista.
        </p>
        <p>
          Käsittely perustuu ehdokkaan suostumukseen (tietosuoja-asetuksen 6 artiklan 1 kohdan a
          alakohta). Puoluekanta ja poliittiset mielipiteet ovat erityisiä henkilötietoryhmiä, joita
          käsittelemme ehdokkaan nimenomaisen suostumuksen perusteella (9 artiklan 2 kohdan a
          alakohta). Ehdokas voi perua suostumuksensa milloin tahansa, jolloin hänen tietonsa
          poistetaan vaalikoneesta.
        </p>
      </section>

      <section aria-labelledby="admins">
        <h2 id="admins">Ylläpitäjät</h2>
        <p>
          Ylläpitäjistä tallennamme nimen, sähköpostiosoitteen, salasanan suojattuna tiivisteenä,
          käyttöoikeudet sekä kirjautumisistunnot (IP-osoite ja selaimen tiedot). Kirjautuminen
          käyttää välttämätöntä istuntoevästettä. Lisäksi kirjaamme, kuka on muuttanut vaalikoneen
          tietoja ja milloin. Käsittely perustuu rekisterinpitäjän oikeutettuun etuun huolehtia
          palvelun tietoturvasta.
        </p>
      </section>

      <section aria-labelledby="retention">
        <h2 id="retention">Kuinka kauan tietoja säilytetään</h2>
        <RetentionPeriods electionDate={settings.data?.election_date} />
      </section>

      <section aria-labelledby="disclosures">
        <h2 id="disclosures">Tietojen luovutus ja siirrot</h2>
        <p>
          Emme myy emmekä luovuta tietoja eteenpäin. Tietoja ei siirretä Euroopan unionin tai
          Euroopan talousalueen ulkopuolelle. Tietoja käsittelevät vain järjestäjän ylläpitäjät sekä
          palvelimen ylläpidosta huolehtiva palveluntarjoaja järjestäjän lukuun.
        </p>
      </section>

      <section aria-labelledby="rights">
        <h2 id="rights">Sinun oikeutesi</h2>
        <p>Sinulla on oikeus:</p>
        <ul>
          <li>saada tietää, mitä tietoja sinusta on tallennettu, ja saada niistä kopio</li>
          <li>vaatia virheellisen tiedon korjaamista</li>
          <li>vaatia tietojesi poistamista tai niiden käsittelyn rajoittamista</li>
          <li>vastustaa oikeutettuun etuun perustuvaa käsittelyä</li>
          <li>perua antamasi suostumus ja saada antamasi tiedot siirrettävässä muodossa</li>
        </ul>
        <p>
          Lähetä pyyntö rekisterinpitäjälle yllä oleviin yhteystietoihin. Vastaamme kuukauden
          kuluessa. Jos katsot, että tietojasi käsitellään lainvastaisesti, voit tehdä valituksen
          tietosuojavaltuutetun toimistolle (<a href="https://tietosuoja.fi">tietosuoja.fi</a>).
        </p>
      </section>

      <section aria-labelledby="security">
        <h2 id="security">Tietoturva</h2>
        <p>
          Yhteys palveluun on salattu. Ylläpitoon pääsevät vain kirjautuneet ylläpitäjät, joiden
          oikeudet palvelin tarkistaa jokaisessa pyynnössä. Salasanoja ei tallenneta selväkielisinä.
        </p>
      </section>

      <p className="muted">Tietosuojaseloste on päivitetty {UPDATED}.</p>
    </article>
  );
}
