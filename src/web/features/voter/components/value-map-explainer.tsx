import type { MunicipalityQuestion } from '../api/municipality';

interface ValueMapExplainerProps {
  questions: readonly MunicipalityQuestion[];
}

function towards(axis: 'economic' | 'social', direction: 1 | -1): string {
  if (axis === 'economic') return direction === 1 ? 'kohti julkista rahaa' : 'kohti säästöjä';
  return direction === 1 ? 'kohti uusia tapoja' : 'kohti tuttuja tapoja';
}

function AxisStatements({
  questions,
  axis,
}: ValueMapExplainerProps & { axis: 'economic' | 'social' }) {
  return (
    <ul>
      {questions.map((question, index) =>
        question.type === axis && question.direction !== null ? (
          <li key={question.id}>
            {index + 1}. {question.text}{' '}
            <em>(samaa mieltä vie {towards(axis, question.direction)})</em>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** docs/matching.md, "Parties and the value map", in plain Finnish. Keep the two in step. */
export function ValueMapExplainer({ questions }: ValueMapExplainerProps) {
  return (
    <section className="section value-map__explainer" aria-labelledby="value-map-how">
      <h2 id="value-map-how">Näin sijainnit lasketaan</h2>
      <p>
        Kartta on yksinkertaistus. Se tiivistää osan väittämistä kahdeksi suunnaksi, talouteen ja
        arvoihin, eikä kerro kaikkea kenenkään ajatuksista. Lähekkäiset pisteet voivat olla eri
        mieltä monesta asiasta. Tulossivun yhteensopivuus ottaa huomioon kaikki väittämät.
      </p>
      <ol>
        <li>
          Osa väittämistä kuuluu talouden akselille (julkinen raha ja kunnan vastuu vai säästöt ja
          maksut), osa arvojen akselille (uudet vai tutut tavat). Muut väittämät eivät vaikuta
          karttaan.
        </li>
        <li>
          Jokaisella kartan väittämällä on suunta. Jos olet samaa mieltä väittämän ”Omaishoitajien
          hoitopalkkioita ja vapaapäiviä pitää lisätä” kanssa, pisteesi siirtyy kohti julkista
          rahaa; jos olet eri mieltä, kohti säästöjä.
        </li>
        <li>
          Vastaus muuttuu luvuksi: Täysin samaa mieltä 1, Jokseenkin samaa mieltä ½, Neutraali 0,
          Jokseenkin eri mieltä −½ ja Täysin eri mieltä −1, väittämän suunnan mukaan.
        </li>
        <li>
          Sijainti akselilla on näiden lukujen keskiarvo kerrottuna sadalla, eli luku väliltä −100 …
          +100. Ohitetut väittämät jätetään pois.
        </li>
        <li>
          Puolueen sijainti lasketaan samoin sen ehdokkaiden vastausten mediaanista eli
          keskimmäisestä vastauksesta.
        </li>
        <li>Etäisyys on suora matka kahden pisteen välillä kartalla.</li>
      </ol>
      <details className="value-map__statements">
        <summary>Kartan väittämät</summary>
        <h3>Talous</h3>
        <AxisStatements questions={questions} axis="economic" />
        <h3>Arvot</h3>
        <AxisStatements questions={questions} axis="social" />
      </details>
    </section>
  );
}
