import type { TermExplanation } from './term-explanations';

/**
 * Explanations of the hard words in the 25 default statements and their backgrounds, in plain
 * Finnish, by statement id (issue #36, part 2). Each explanation is one or two short sentences
 * about the single word; the statement's "Lisätietoa" stays the place for the arguments.
 * `forms` are the beginnings of the word as it stands in the texts (standard and selkokieli):
 * the whole word that starts with a form is the button, whatever its ending.
 * term-explanations.test.ts checks that every form is found in the statement or its background.
 */
export const DEFAULT_TERMS: Readonly<Record<number, readonly TermExplanation[]>> = Object.freeze({
  1: [
    {
      term: 'terveyskeskus',
      forms: ['terveyskeskuk', 'terveyskeskus'],
      explanation:
        'Julkinen lääkärin ja hoitajan vastaanotto. Sen järjestää nykyään hyvinvointialue, ei kunta.',
    },
    {
      term: 'hyvinvointialue',
      forms: ['hyvinvointialue'],
      explanation:
        'Alue, joka vastaa sosiaali- ja terveyspalveluista. Sillä on oma valtuusto, joka valitaan aluevaaleissa.',
    },
  ],
  2: [
    {
      term: 'asiakasmaksu',
      forms: ['asiakasmaksu'],
      explanation:
        'Maksu, jonka asiakas maksaa itse julkisesta palvelusta, esimerkiksi lääkärikäynnistä. Laki kertoo, kuinka suuri se saa enintään olla.',
    },
    {
      term: 'hyvinvointialue',
      forms: ['hyvinvointialue'],
      explanation:
        'Alue, joka vastaa sosiaali- ja terveyspalveluista. Se päättää asiakasmaksuista lain rajoissa.',
    },
    {
      term: 'maksukatto',
      forms: ['maksukatto'],
      explanation:
        'Vuosittainen yläraja asiakasmaksuille. Kun se täyttyy, useimmat käynnit ovat loppuvuoden maksuttomia.',
    },
  ],
  3: [
    {
      term: 'palveluseteli',
      forms: ['palvelusetel'],
      explanation:
        'Seteli, jolla voi ostaa hoidon yksityiseltä. Julkinen puoli maksaa osan hinnasta, asiakas loput.',
    },
  ],
  4: [
    {
      term: 'etävastaanotto',
      forms: ['puhelinvastaanot', 'etävastaanot'],
      explanation: 'Lääkärin tai hoitajan tapaaminen puhelimessa tai videon välityksellä.',
    },
  ],
  5: [
    {
      term: 'palvelupiste',
      forms: ['palvelupiste'],
      explanation:
        'Paikka, jossa voi hoitaa asioita kunnan kanssa kasvokkain. Usein se on kirjaston tai virastotalon yhteydessä.',
    },
  ],
  6: [
    {
      term: 'verkossa',
      forms: ['verkossa'],
      explanation: 'Internetissä, esimerkiksi kunnan verkkosivuilla tai puhelimen sovelluksessa.',
    },
  ],
  7: [
    {
      term: 'yritysten hoidettavaksi',
      forms: ['yritysten hoidettavaksi'],
      explanation:
        'Kunta ostaa palvelun yritykseltä eikä tee sitä itse. Tätä kutsutaan myös ulkoistamiseksi.',
    },
  ],
  8: [
    {
      term: 'verkkopalvelu',
      forms: ['verkkopalvelu'],
      explanation:
        'Palvelu, jota käytetään internetissä, esimerkiksi ajanvaraus, hakemus tai pankkiasiat.',
    },
  ],
  9: [
    {
      term: 'haja-asutusalue',
      forms: ['haja-asutusalue'],
      explanation: 'Maaseutu, jossa talot ovat kaukana toisistaan ja taajamasta.',
    },
    {
      term: 'liikkuvat palvelut',
      forms: ['liikkuvia palveluja', 'liikkuvien palvelujen'],
      explanation:
        'Palvelut, jotka tulevat auton mukana kylään, kuten kauppa-auto, kirjastoauto tai terveysbussi.',
    },
  ],
  10: [
    {
      term: 'joukkoliikenne',
      forms: ['joukkoliikente', 'joukkoliikenne'],
      explanation: 'Kaikille avoimet bussit, raitiovaunut, junat ja metro.',
    },
  ],
  11: [
    {
      term: 'kuljetuspalvelu',
      forms: ['kuljetuspalvelu'],
      explanation:
        'Taksimatkat asiakasmaksun hinnalla niille, jotka eivät pysty käyttämään bussia tai junaa.',
    },
  ],
  13: [
    {
      term: 'esteetön',
      forms: ['esteettöm', 'esteetön'],
      explanation:
        'Asunto tai paikka, jossa pääsee liikkumaan myös rollaattorilla tai pyörätuolilla: ei portaita eikä korkeita kynnyksiä.',
    },
  ],
  14: [
    {
      term: 'kuntakeskus',
      forms: ['kuntakeskuk', 'kuntakeskus'],
      explanation: 'Kunnan keskustaajama, jossa kunnan palvelut ja kaupat yleensä ovat.',
    },
    {
      term: 'kaavoitus',
      forms: ['kaavoitu'],
      explanation: 'Kunnan päätökset siitä, mihin saa rakentaa ja mitä.',
    },
  ],
  15: [
    {
      term: 'omaishoitaja',
      forms: ['omaishoitaj'],
      explanation:
        'Läheinen, joka hoitaa kotona sairasta tai ikääntynyttä. Hyvinvointialue tekee hänen kanssaan sopimuksen omaishoidon tuesta.',
    },
    {
      term: 'hoitopalkkio',
      forms: ['hoitopalkkio'],
      explanation:
        'Omaishoidon tukeen kuuluva rahasumma, jonka hyvinvointialue maksaa omaishoitajalle kuukausittain.',
    },
  ],
  16: [
    {
      term: 'kotihoito',
      forms: ['kotihoid', 'kotihoito'],
      explanation: 'Hoitajat käyvät ikääntyneen kotona auttamassa ja hoitamassa.',
    },
    {
      term: 'hoivakoti',
      forms: ['hoivakot', 'hoivakod'],
      explanation: 'Paikka, jossa ikääntynyt asuu ja saa hoitoa ympäri vuorokauden.',
    },
  ],
  17: [
    {
      term: 'hoitajapula',
      forms: ['hoitajapula'],
      explanation: 'Hoitajia on vähemmän kuin työpaikkoja, joihin heitä tarvittaisiin.',
    },
  ],
  18: [
    {
      term: 'etsivä vanhustyö',
      forms: ['etsivä vanhustyö'],
      explanation:
        'Työntekijät etsivät yksinäisiä ja apua tarvitsevia ikääntyneitä ja ohjaavat heidät avun luo.',
    },
  ],
  21: [
    {
      term: 'eläkeläisjärjestö',
      forms: ['eläkeläisjärjestö'],
      explanation: 'Eläkeläisten oma yhdistys, joka järjestää jäsenilleen toimintaa ja retkiä.',
    },
  ],
  22: [
    {
      term: 'vapaaehtoinen',
      forms: ['vapaaehtoi'],
      explanation: 'Ihminen, joka auttaa muita ilman palkkaa, esimerkiksi ystäväpalvelussa.',
    },
  ],
  23: [
    {
      term: 'vanhusneuvosto',
      forms: ['vanhusneuvosto'],
      explanation:
        'Kunnan ikääntyneistä koottu neuvosto. Se kertoo kunnalle mielipiteensä ikääntyneitä koskevista asioista.',
    },
    {
      term: 'lautakunta',
      forms: ['lautakun'],
      explanation:
        'Luottamushenkilöiden ryhmä, joka valmistelee ja päättää kunnan asioita yhdellä alalla, esimerkiksi liikunnassa.',
    },
    {
      term: 'puheoikeus',
      forms: ['puheoikeu'],
      explanation: 'Oikeus puhua kokouksessa. Se ei anna oikeutta äänestää.',
    },
  ],
  24: [
    {
      term: 'kuuleminen',
      forms: ['kuuleminen', 'kuulemis'],
      explanation:
        'Kunta kysyy asukkaiden mielipidettä ennen päätöstä, esimerkiksi kyselyllä tai tilaisuudessa.',
    },
  ],
  25: [
    {
      term: 'tiedote',
      forms: ['tiedote', 'tiedottei'],
      explanation: 'Kunnan lyhyt ilmoitus asukkaille, esimerkiksi muutoksista palveluissa.',
    },
  ],
});
