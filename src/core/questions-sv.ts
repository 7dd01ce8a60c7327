import type { Category } from './questions';

/**
 * The 25 default statements and the six category names in Finland-Swedish, by statement id.
 * Translated for meaning, not word for word, in the words Swedish-speaking pensioners in Finland
 * meet in their own municipality (hälsocentral, färdtjänst, hemvård, välfärdsområde …). Apart
 * from the Finnish texts so that a Finnish page carries no Swedish.
 */
export const CATEGORY_LABELS_SV: Readonly<Record<Category, string>> = Object.freeze({
  'Terveys ja hyvinvointi': 'Hälsa och välbefinnande',
  Palvelut: 'Service',
  'Liikenne ja infrastruktuuri': 'Trafik och infrastruktur',
  Sosiaalipalvelut: 'Socialservice',
  'Vapaa-aika ja aktiviteetit': 'Fritid och aktiviteter',
  'Osallistuminen ja vaikuttaminen': 'Delaktighet och inflytande',
});

export const QUESTION_TEXTS_SV: Readonly<Record<number, string>> = Object.freeze({
  1: 'På hälsocentralen ska man få träffa en läkare inom en vecka, även om det kräver mer pengar.',
  2: 'Klientavgifterna vid hälsocentralen får höjas för att trygga servicen.',
  3: 'Köerna till tandvården ska kortas genom att kommunen köper vård av privata tandläkare.',
  4: 'En mottagning via video eller telefon räcker för de flesta läkarbesök.',
  5: 'Kommunen får stänga serviceställen som har få besökare.',
  6: 'Kommunens service ska alltid också gå att få ansikte mot ansikte eller per telefon, inte bara på nätet.',
  7: 'Kommunen ska låta företag sköta tjänster om det blir billigare.',
  8: 'Kommunen ska ordna avgiftsfri handledning för äldre i hur man använder smarttelefon och e-tjänster.',
  9: 'Butiksbilar, bokbussar och annan mobil service ska finnas också i byarna och på glesbygden.',
  10: 'Pensionärer ska få rabatt på biljetterna i kollektivtrafiken vid alla tider på dygnet.',
  11: 'Villkoren för att få färdtjänst får skärpas så att kostnaderna inte växer.',
  12: 'Snöplogningen och sandningen av trottoarerna ska bli bättre, även om det kostar mer.',
  13: 'Kommunen ska bygga fler tillgängliga hyresbostäder för äldre, även om kommunens skuld växer.',
  14: 'Ny service och nya bostäder ska samlas i kommuncentrum, även om servicen i byarna minskar.',
  15: 'Närståendevårdarna ska få högre vårdarvoden och fler lediga dagar.',
  16: 'Hemvård ska vara förstahandsalternativet, även om det då finns färre platser på vårdhem.',
  17: 'Bristen på vårdare inom äldreomsorgen får lindras genom att man anställer vårdare från utlandet.',
  18: 'Kommunen ska anställa personal som söker upp ensamma äldre och stöder dem.',
  19: 'Pensionärer ska få gå till kommunens simhallar och gym gratis eller för en liten avgift.',
  20: 'Bibliotekens öppettider får förkortas om de inbesparade pengarna används till annan service.',
  21: 'Kommunen ska stödja pensionärsföreningarna mer än i dag, till exempel genom att låna ut lokaler gratis.',
  22: 'Verksamhet mot ensamhet är i första hand föreningarnas och de frivilligas uppgift, inte kommunens.',
  23: 'Äldrerådets representant ska ha yttranderätt på mötena i kommunens nämnder.',
  24: 'De äldre ska få säga sin åsikt innan deras service ändras, även om besluten då tar längre tid.',
  25: 'Kommunens meddelanden ska delas ut också på papper, även om det kostar mer än att informera på nätet.',
});
