import { customTexts, DEFAULT_QUESTIONS, type MunicipalityQuestionSettings } from './questions';

/**
 * The 25 statements and their backgrounds in plain Finnish (selkokieli), by statement id.
 *
 * Each plain statement says the same thing as the standard one (same side, same condition), so
 * a voter reading it answers the same question the candidates answered; matching never looks at
 * these texts. The rules applied are listed in docs/plain-language.md, and
 * questions-plain.test.ts keeps every sentence within their limits.
 */
export const PLAIN_QUESTION_TEXTS: Readonly<Record<number, string>> = Object.freeze({
  1: 'Terveyskeskuksessa pitää päästä lääkärille viikon sisällä, vaikka se maksaa enemmän.',
  2: 'Terveyskeskuksen maksut saavat nousta, jotta palvelut säilyvät.',
  3: 'Hammashoitoa pitää ostaa yksityisiltä hammaslääkäreiltä, jotta jonot lyhenevät.',
  4: 'Useimmissa asioissa riittää, että lääkäri hoitaa asian puhelimessa tai videolla.',
  5: 'Kunta saa sulkea palvelupisteen, jos siellä käy vähän ihmisiä.',
  6: 'Kunnan palveluja pitää saada aina paikan päällä tai puhelimessa, ei vain internetissä.',
  7: 'Kunnan pitää ostaa palveluja yrityksiltä, jos se on halvempaa.',
  8: 'Kunnan pitää opettaa ikääntyneille ilmaiseksi älypuhelimen ja internetin käyttöä.',
  9: 'Kauppa-autojen, kirjastoautojen ja muiden liikkuvien palvelujen pitää käydä myös kylissä ja maaseudulla.',
  10: 'Eläkeläisten pitää saada alennus bussilipuista kaikkina kellonaikoina.',
  11: 'Kuljetuspalvelua saa antaa harvemmille ihmisille, jotta kulut eivät kasva.',
  12: 'Kunnan pitää aurata ja hiekoittaa jalkakäytävät paremmin, vaikka se maksaa enemmän.',
  13: 'Kunnan pitää rakentaa ikääntyneille lisää esteettömiä vuokra-asuntoja, vaikka velka kasvaa.',
  14: 'Uudet palvelut ja asunnot pitää rakentaa kunnan keskustaan, vaikka kylien palvelut vähenevät.',
  15: 'Omaishoitajien pitää saada enemmän rahaa ja vapaapäiviä.',
  16: 'Ikääntyneitä pitää hoitaa ennen kaikkea kotona, vaikka hoivakoteja olisi vähemmän.',
  17: 'Jos vanhusten hoitoon ei ole tarpeeksi hoitajia, hoitajia saa palkata ulkomailta.',
  18: 'Kunnan pitää palkata työntekijöitä, jotka etsivät yksinäisiä ikääntyneitä ja auttavat heitä.',
  19: 'Eläkeläisten pitää päästä kunnan uimahalliin ja kuntosalille ilmaiseksi tai halvalla.',
  20: 'Kirjastot saavat olla vähemmän auki, jos kunta käyttää säästetyn rahan muihin palveluihin.',
  21: 'Kunnan pitää tukea eläkeläisten yhdistyksiä enemmän, esimerkiksi antamalla tiloja ilmaiseksi.',
  22: 'Yksinäisten auttaminen on ennen kaikkea yhdistysten ja vapaaehtoisten tehtävä, ei kunnan.',
  23: 'Vanhusneuvoston edustajan pitää saada puhua kunnan lautakuntien kokouksissa.',
  24: 'Kunnan pitää kysyä ikääntyneiltä ennen muutoksia heidän palveluihinsa, vaikka päätökset hidastuvat.',
  25: 'Kunnan tiedotteet pitää jakaa myös paperilla, vaikka se maksaa enemmän.',
});

/** The backgrounds ("Lisätietoa") in plain Finnish: what it is, who decides, both sides. */
export const PLAIN_BACKGROUNDS: Readonly<Record<number, string>> = Object.freeze({
  1: 'Hyvinvointialue hoitaa terveyskeskukset. Kunnan päättäjät voivat vaikuttaa sen päätöksiin. Laki kertoo, kuinka pian lääkärille pitää päästä. Nopeampi pääsy vaatii lisää lääkäreitä ja rahaa. Joidenkin mielestä raha tarvitaan muualla. Toisten mielestä nopea hoito säästää rahaa myöhemmin.',
  2: 'Potilas maksaa käynnistä terveyskeskuksessa. Laki kertoo, kuinka suuri maksu saa enintään olla. Hyvinvointialue päättää maksuista tämän rajan sisällä. Isommat maksut tuovat rahaa palveluihin. Silloin moni pienituloinen voi kuitenkin jättää käynnin väliin. Monelle eläkeläiselle on tärkeää, että maksuilla on vuodessa yläraja.',
  3: 'Hammaslääkärille joutuu monessa paikassa jonottamaan pitkään. Hoitoa voi ostaa yksityisiltä hammaslääkäreiltä. Silloin jonot lyhenevät nopeasti. Vastustajien mielestä raha pitää käyttää omaan hammashoitoon. Näin oma hammashoito pysyy vahvana. Ostettu hoito voi myös maksaa enemmän.',
  4: 'Lääkärin tai hoitajan voi tavata myös puhelimessa tai videolla. Silloin ei tarvitse matkustaa. Näin voi esimerkiksi uusia reseptin. Kaikki eivät osaa tai voi käyttää laitteita. Osa vaivoista pitää myös tutkia paikan päällä.',
  5: 'Palvelupisteessä voi hoitaa asioita kunnan kanssa. Myös kirjasto on palvelupiste. Kunta päättää, kuinka monta palvelupistettä sillä on. Kun kunta sulkee vähän käytetyn pisteen, se säästää rahaa. Silloin matka seuraavaan pisteeseen kuitenkin pitenee. Se on vaikeaa erityisesti niille, joilla ei ole autoa.',
  6: 'Moni kunnan palvelu on nyt internetissä. Se on kunnalle halvempaa. Se on myös nopeaa niille, jotka käyttävät tietokonetta. Palvelu paikan päällä tai puhelimessa vaatii työntekijöitä. Se maksaa enemmän. Kaikki eivät kuitenkaan käytä internetiä. Myös heidän pitää saada asiansa hoidettua.',
  7: 'Kunta voi tehdä palvelun itse tai ostaa sen yritykseltä. Esimerkkejä ovat siivous, ruoka ja kuljetukset. Ostaminen voi olla halvempaa. Vastustajat pelkäävät, että palvelun laatu heikkenee. He pelkäävät myös, että kunta ei enää itse osaa tai päätä asioista.',
  8: 'Yhä useampi asia hoidetaan älypuhelimella tai tietokoneella. Kunta voi järjestää opetusta esimerkiksi kirjastossa. Se voi tehdä sen yhdessä yhdistysten kanssa. Opetus maksaa kunnalle jonkin verran. Joidenkin mielestä yhdistysten ja vapaaehtoisten pitää hoitaa tämä.',
  9: 'Kirjastoauto tai kauppa-auto tuo palvelut lähelle. Se auttaa niitä, jotka asuvat kaukana keskustasta. Auto ja työntekijät maksavat kunnalle paljon. Jotkut haluavat säästää ja koota palvelut keskustaan. Toisten mielestä kylien palvelut ovat tärkeitä. Ne auttavat ikääntyneitä asumaan kotona.',
  10: 'Kunta päättää lippujen hinnoista ja alennuksista. Isoilla kaupungeilla on tähän yhteinen liikennelaitos. Moni kunta antaa eläkeläisille alennuksen vain hiljaisina aikoina. Alennus kaikkina aikoina maksaisi enemmän. Aamun busseihin voisi myös tulla ruuhkaa. Toisaalta alennus helpottaisi esimerkiksi lääkärissä käymistä.',
  11: 'Kuljetuspalvelu tarkoittaa taksimatkoja. Se on niille, jotka eivät pysty käyttämään bussia. Palvelusta päättää hyvinvointialue tai kunta. Tiukemmat säännöt säästävät rahaa. Silloin osa ikääntyneistä voi kuitenkin jäädä kotiin. Se lisää yksinäisyyttä.',
  12: 'Kunta päättää, kuinka hyvin se hoitaa kadut ja jalkakäytävät talvella. Liukkaalla kadulla voi kaatua ja murtaa luun. Murtumien hoito maksaa paljon. Parempi auraus ja hiekoitus maksavat kuitenkin joka vuosi enemmän. Raha on silloin pois jostain muualta.',
  13: 'Kunta voi rakentaa vuokra-asuntoja oman yhtiönsä kautta. Valtio voi tukea rakentamista. Esteettömässä asunnossa ei ole portaita eikä korkeita kynnyksiä. Siellä on helpompi asua kotona pidempään. Rakentaminen lisää kuitenkin kunnan velkaa. Jos asunnoille ei ole tarvetta, ne voivat jäädä tyhjiksi.',
  14: 'Kunta päättää, mihin se rakentaa asuntoja ja palveluja. Keskustassa palvelut ovat lähellä toisiaan. Se on tehokasta. Silloin kylistä voi kuitenkin kadota kauppa, koulu tai kirjasto. Kylien asukkaiden matkat pitenevät.',
  15: 'Omaishoitaja hoitaa kotona läheistään, joka ei pärjää yksin. Hyvinvointialue maksaa omaishoitajalle palkkion. Se järjestää myös vapaapäiviä. Omaishoito on usein halvempaa kuin hoitokoti. Omaishoitajat väsyvät kuitenkin helposti. Lisäykset maksavat rahaa. Toiset käyttäisivät rahan muihin palveluihin.',
  16: 'Kotihoidossa hoitaja käy ikääntyneen kotona. Hoivakodissa ikääntynyt asuu ja saa hoitoa koko ajan. Moni haluaa asua kotona. Kotihoito on myös halvempaa. Osa ikääntyneistä tarvitsee kuitenkin hoitoa koko ajan. Jos hoivakoteja on liian vähän, he voivat jäädä yksin kotiin.',
  17: 'Monessa kunnassa ei ole tarpeeksi hoitajia. Ulkomailta saa nopeasti lisää hoitajia. He tarvitsevat kuitenkin kielen opetusta ja opastusta työhön. Joidenkin mielestä on tärkeämpää saada suomalaisia hoitajiksi. Se onnistuisi esimerkiksi nostamalla palkkoja.',
  18: 'Nämä työntekijät etsivät ikääntyneitä, jotka ovat yksinäisiä tai tarvitsevat apua. He neuvovat, mistä apua saa. Työntekijöiden palkat maksavat kunnalle. Työ voi kuitenkin estää sairastumista. Silloin kallista hoitoa tarvitaan vähemmän. Joidenkin mielestä yhdistysten pitää tehdä tämä työ.',
  19: 'Kunta päättää, paljonko sen uimahallit ja kuntosalit maksavat. Liikunta pitää kunnossa. Se voi vähentää hoidon tarvetta. Halvemmat maksut vähentävät kunnan tuloja. Joidenkin mielestä alennus pitää antaa pienituloisille eikä iän mukaan.',
  20: 'Kunta päättää, milloin kirjastot ovat auki. Kun kirjasto on vähemmän auki, kunta säästää palkoissa. Kirjasto on kuitenkin monelle ikääntyneelle tärkeä paikka. Siellä voi lukea ja tavata ihmisiä. Siellä saa myös apua asioiden hoitamiseen.',
  21: 'Kunta voi tukea yhdistyksiä rahalla. Se voi myös antaa niille tiloja. Yhdistykset järjestävät ikääntyneille toimintaa ja seuraa. Se on edullista. Tuki on kuitenkin pois kunnan muusta rahasta. Myös monet muut yhdistykset hakevat tukea.',
  22: 'Yksinäisyyttä vähentävät esimerkiksi kerhot ja ystävätoiminta. Myös paikat, joissa voi tavata muita, auttavat. Yhdistykset ja vapaaehtoiset tekevät tätä työtä paljon ja edullisesti. Toisten mielestä kunnan pitää kuitenkin vastata tästä. Vapaaehtoisia ei ole joka paikassa. Vapaaehtoistyö ei myöskään ole aina pysyvää.',
  23: 'Jokaisessa kunnassa on vanhusneuvosto. Se kertoo kunnalle mielipiteensä asioista, jotka koskevat ikääntyneitä. Lautakunnat valmistelevat kunnan päätöksiä. Kunta päättää, saako vanhusneuvoston edustaja puhua niiden kokouksissa. Silloin ikääntyneiden mielipide kuuluisi suoraan päätöksissä. Kokoukset voisivat kuitenkin pidentyä.',
  24: 'Laki sanoo, että kunnan pitää kuulla asukkaita. Kunta voi esimerkiksi tehdä kyselyn tai järjestää tilaisuuden. Se voi myös kysyä vanhusneuvostolta. Kun kunta kysyy enemmän, päätökset voivat parantua. Päättäminen kuitenkin hidastuu ja vaatii työtä.',
  25: 'Kunta kertoo asioistaan internetissä ja lehdissä. Joskus se jakaa tiedotteita myös koteihin. Paperisten tiedotteiden painaminen ja jakaminen maksaa. Kaikki eivät kuitenkaan käytä internetiä. Paperi tavoittaa heidät varmemmin.',
});

/** Limits every plain text keeps (docs/plain-language.md; checked by questions-plain.test.ts). */
export const PLAIN_LIMITS = Object.freeze({
  wordsPerSentence: 12,
  sentencesPerStatement: 2,
  sentencesPerBackground: 7,
  /** Longer words are hard to read; compounds over this length get a shorter, everyday word. */
  lettersPerWord: 20,
});

export interface PlainQuestionText {
  id: number;
  text: string;
  background: string;
  /** False where the municipality wrote its own statement: it shows as written (no plain version). */
  text_is_plain: boolean;
  background_is_plain: boolean;
}

/**
 * The plain texts of a municipality's 25 statements. Where the municipality wrote its own
 * statement or background, that text is kept (marked not plain): its candidates answered the
 * municipality's wording, so a voter must never read a plain version of a different statement.
 */
export function plainQuestionTexts(
  settings:
    | (Pick<MunicipalityQuestionSettings, 'custom_questions' | 'custom_backgrounds'> & {
        /** The admin's plain versions of the municipality's own statements. */
        custom_plain_questions?: { id: number; text: string }[] | null;
        /** The admin's plain versions of the municipality's own backgrounds. */
        custom_plain_backgrounds?: { id: number; text: string }[] | null;
      })
    | null,
): PlainQuestionText[] {
  const texts = customTexts(settings?.custom_questions);
  const backgrounds = customTexts(settings?.custom_backgrounds);
  const ownPlain = customTexts(settings?.custom_plain_questions);
  const ownPlainBackgrounds = customTexts(settings?.custom_plain_backgrounds);
  return DEFAULT_QUESTIONS.map(({ id }) => {
    const ownText = texts.get(id);
    const ownBackground = backgrounds.get(id);
    // The admin's plain version counts only beside the own text it was written for.
    const plainOwn = ownText === undefined ? undefined : ownPlain.get(id);
    const plainOwnBackground =
      ownBackground === undefined ? undefined : ownPlainBackgrounds.get(id);
    return {
      id,
      text: plainOwn ?? ownText ?? PLAIN_QUESTION_TEXTS[id] ?? '',
      background: plainOwnBackground ?? ownBackground ?? PLAIN_BACKGROUNDS[id] ?? '',
      text_is_plain: ownText === undefined || plainOwn !== undefined,
      background_is_plain: ownBackground === undefined || plainOwnBackground !== undefined,
    };
  });
}
