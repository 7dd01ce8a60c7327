/** docs/matching.md in plain Finnish. Keep it in step with core/matching.ts. */
export function HowMatchingWorks() {
  return (
    <section className="section how-matching" aria-labelledby="how-matching-heading">
      <h2 id="how-matching-heading">Näin yhteensopivuus lasketaan</h2>
      <p>
        Vertaamme jokaista väittämää, johon olet vastannut, ehdokkaan vastaukseen. Tulos lasketaan
        sinun laitteellasi, eikä vastauksiasi lähetetä minnekään.
      </p>
      <ol>
        <li>
          <strong>Ero väittämittäin.</strong> Vastausvaihtoehdot ovat numeroita 1–5 (Täysin eri
          mieltä = 1, Täysin samaa mieltä = 5). Ero on vastausten erotus jaettuna neljällä. Sama
          vastaus antaa eroksi 0, ja vastakkaiset ääripäät antavat eroksi 1. Esimerkiksi Jokseenkin
          samaa mieltä (4) ja Neutraali (3) antavat eroksi 1/4.
        </li>
        <li>
          <strong>Painoarvot.</strong> Tärkeimpien väittämien painoarvo on 3 ja muiden 2. Väittämä,
          jonka painoarvo on 3, vaikuttaa tulokseen puolitoista kertaa niin paljon kuin väittämä,
          jonka painoarvo on 2.
        </li>
        <li>
          <strong>Ohitetut väittämät</strong> eivät vaikuta tulokseen. Jos ehdokas ei ole vastannut
          väittämään, sen vastaukseksi lasketaan asteikon se ääripää, joka on kauimpana sinun
          vastauksestasi.
        </li>
        <li>
          <strong>Yhteensopivuus</strong> = 100 × (1 − erojen painotettu keskiarvo). Jos vastasitte
          kaikkiin väittämiin samoin, yhteensopivuus on 100 %.
        </li>
      </ol>
      <p>
        Yhteensopivuus aiheittain lasketaan samalla tavalla kunkin aiheen väittämistä. Jos
        yhteensopivuus on sama, ehdokkaat ovat aakkosjärjestyksessä.
      </p>
    </section>
  );
}
