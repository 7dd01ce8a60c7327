import type { Language } from './language';

// Moderointiperiaatteet: the published terms the review follows (docs/moderation.md). The super
// admin may replace the text (settings moderation_policy_fi / _sv); these are the defaults.

export const DEFAULT_MODERATION_POLICY: Record<Language, string> = {
  fi: `Ehdokkaiden vastaukset ja perustelut julkaistaan tässä vaalikoneessa järjestäjän nimissä. Ylläpito lukee jokaisen lähetyksen ennen julkaisua näiden periaatteiden mukaan. Samat periaatteet koskevat kaikkia ehdokkaita puolueesta, iästä ja mielipiteestä riippumatta.

1. Mielipide on sallittu. Perustelussa saa arvostella päätöksiä, puolueita ja poliittisia näkemyksiä jyrkästikin. Perustelua ei hylätä siksi, että ylläpito on asiasta eri mieltä.
2. Ei syrjintää. Perustelu ei saa halventaa ihmisiä tai ihmisryhmiä iän, alkuperän, kansalaisuuden, kielen, uskonnon, vakaumuksen, mielipiteen, poliittisen toiminnan, ammattiyhdistystoiminnan, perhesuhteiden, terveydentilan, vammaisuuden, seksuaalisen suuntautumisen, sukupuolen tai muun henkilöön liittyvän syyn perusteella (yhdenvertaisuuslaki 1325/2014; rikoslain 11 luvun 10 §, kiihottaminen kansanryhmää vastaan).
3. Ei uhkauksia eikä väkivaltaan yllyttämistä (rikoslain 25 luvun 7 §, laiton uhkaus; 17 luvun 1 §, julkinen kehottaminen rikokseen).
4. Ei kunnianloukkauksia. Perustelussa ei esitetä toisesta ihmisestä valheellista tietoa tai vihjausta eikä halvenneta häntä (rikoslain 24 luvun 9 §). Julkisen vallan käytön ja poliittisen toiminnan asiallinen arvostelu on sallittua.
5. Ei kenenkään henkilötietoja. Perustelussa ei julkaista muiden ihmisten nimiä, osoitteita eikä puhelinnumeroita.
6. Ei mainontaa eikä linkkejä. Perustelu vastaa väittämään; siinä ei mainosta tuotteita, palveluja, verkkosivuja tai yhteystietoja.
7. Asiallinen kieli. Ei kiroilua eikä tekstiä kokonaan isoin kirjaimin. Perustelu mahtuu lomakkeen pituusrajaan.

Ylläpito ei muokkaa ehdokkaan tekstiä. Jos lähetys ei noudata näitä periaatteita, ylläpito palauttaa sen ehdokkaalle ja kertoo, mitä kohtaa se ei noudata ja miksi. Ehdokas saa tiedon sähköpostilla tai näkee sen avatessaan lomakkeen koodillaan, ja hän voi korjata tiedot ja lähettää ne uudelleen vastausajan loppuun asti. Vaalikone merkitsee tarkistajalle esimerkiksi linkit, puhelinnumerot ja tietyt sanat, mutta mitään ei hylätä automaattisesti: päätöksen tekee aina ihminen.`,
  sv: `Kandidaternas svar och motiveringar publiceras i den här valkompassen i arrangörens namn. Administratörerna läser varje inskickat svar före publiceringen enligt de här principerna. Samma principer gäller alla kandidater oberoende av parti, ålder och åsikt.

1. Åsikter är tillåtna. En motivering får kritisera beslut, partier och politiska åsikter, också skarpt. En motivering underkänns inte för att administratörerna är av annan åsikt.
2. Ingen diskriminering. En motivering får inte nedvärdera människor eller grupper på grund av ålder, ursprung, nationalitet, språk, religion, övertygelse, åsikt, politisk verksamhet, fackföreningsverksamhet, familjeförhållanden, hälsotillstånd, funktionsnedsättning, sexuell läggning, kön eller någon annan omständighet som gäller den enskilda som person (diskrimineringslagen 1325/2014; strafflagen 11 kap. 10 §, hets mot folkgrupp).
3. Inga hot och ingen uppmaning till våld (strafflagen 25 kap. 7 §, olaga hot; 17 kap. 1 §, offentlig uppmaning till brott).
4. Ingen ärekränkning. En motivering får inte sprida osanna uppgifter eller insinuationer om en annan människa eller smäda henne (strafflagen 24 kap. 9 §). Saklig kritik av hur offentlig makt utövas och av politisk verksamhet är tillåten.
5. Inga personuppgifter om någon. En motivering publicerar inte andra människors namn, adresser eller telefonnummer.
6. Ingen reklam och inga länkar. En motivering svarar på påståendet; den gör inte reklam för produkter, tjänster, webbplatser eller kontaktuppgifter.
7. Saklig ton. Inga svordomar och ingen text helt med versaler. En motivering ryms inom formulärets längdgräns.

Administratörerna ändrar inte kandidatens text. Om ett svar inte följer de här principerna skickar administratörerna tillbaka det till kandidaten och berättar vilken punkt det inte följer och varför. Kandidaten får beskedet per e-post eller ser det när hen öppnar formuläret med sin kod, och kan rätta uppgifterna och skicka dem på nytt till slutet av svarstiden. Valkompassen markerar för granskaren till exempel länkar, telefonnummer och vissa ord, men ingenting underkänns automatiskt: beslutet fattas alltid av en människa.`,
};

export interface PolicyPoint {
  /** The point's number as written ("3"). */
  number: string;
  /** The point's text, its first sentence being its title. */
  text: string;
}

const POINT = /^\s*(\d{1,2})[.)]\s+(.+)$/;

/** The numbered points of a policy text: each line that starts with "1." (or "1)"). */
export function policyPoints(text: string): PolicyPoint[] {
  return text
    .split('\n')
    .map((line) => POINT.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ number: m[1]!, text: m[2]!.trim() }));
}

/** The policy in force: the admin's text, or the default when the setting is empty. */
export function policyText(custom: string, lang: Language): string {
  return custom.trim() === '' ? DEFAULT_MODERATION_POLICY[lang] : custom;
}

/** A point's title: its text up to the first full stop ("Ei syrjintää"). */
export function pointTitle(point: PolicyPoint): string {
  const stop = point.text.search(/[.(]/);
  return (stop > 0 ? point.text.slice(0, stop) : point.text).trim();
}
