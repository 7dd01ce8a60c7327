import type { TermExplanation } from './term-explanations';

/**
 * The explanations of DEFAULT_TERMS in Finland-Swedish, by statement id, for the Swedish
 * statements and backgrounds (questions-sv.ts, question-backgrounds-sv.ts). The same words are
 * explained where the Swedish text has them; `forms` are the beginnings of the Swedish words.
 */
export const DEFAULT_TERMS_SV: Readonly<Record<number, readonly TermExplanation[]>> = Object.freeze(
  {
    1: [
      {
        term: 'hälsocentral',
        forms: ['hälsocentral'],
        explanation:
          'Offentlig mottagning hos läkare och skötare. I dag ordnas den av välfärdsområdet, inte av kommunen.',
      },
      {
        term: 'välfärdsområde',
        forms: ['välfärdsområde'],
        explanation:
          'Ett område som ansvarar för social- och hälsovården. Det har ett eget fullmäktige som väljs i välfärdsområdesvalet.',
      },
    ],
    2: [
      {
        term: 'klientavgift',
        forms: ['klientavgift'],
        explanation:
          'En avgift som klienten själv betalar för offentlig service, till exempel ett läkarbesök. Lagen säger hur hög den högst får vara.',
      },
      {
        term: 'välfärdsområde',
        forms: ['välfärdsområde'],
        explanation:
          'Ett område som ansvarar för social- och hälsovården. Det beslutar om klientavgifterna inom lagens gränser.',
      },
      {
        term: 'avgiftstak',
        forms: ['avgiftstak'],
        explanation:
          'En årlig övre gräns för klientavgifterna. När den har nåtts är de flesta besök avgiftsfria resten av året.',
      },
    ],
    3: [
      {
        term: 'servicesedel',
        forms: ['servicesedel'],
        explanation:
          'En sedel som man kan köpa vård med av en privat aktör. Den offentliga sidan betalar en del av priset, klienten resten.',
      },
    ],
    4: [
      {
        term: 'distansmottagning',
        forms: ['mottagning via video', 'distansmottagning'],
        explanation: 'Man träffar läkaren eller skötaren per telefon eller via video.',
      },
    ],
    5: [
      {
        term: 'serviceställe',
        forms: ['serviceställ'],
        explanation:
          'Ett ställe där man kan sköta ärenden med kommunen ansikte mot ansikte, ofta i samband med biblioteket eller ämbetshuset.',
      },
    ],
    6: [
      {
        term: 'på nätet',
        forms: ['på nätet'],
        explanation: 'På internet, till exempel på kommunens webbplats eller i en app i telefonen.',
      },
    ],
    7: [
      {
        term: 'låta företag sköta tjänster',
        forms: ['låta företag sköta tjänster'],
        explanation:
          'Kommunen köper tjänsten av ett företag i stället för att göra den själv. Det kallas också att lägga ut tjänsten.',
      },
    ],
    8: [
      {
        term: 'e-tjänst',
        forms: ['e-tjänst'],
        explanation:
          'En tjänst som används på internet, till exempel tidsbokning, en ansökan eller bankärenden.',
      },
    ],
    9: [
      {
        term: 'glesbygd',
        forms: ['glesbygd'],
        explanation: 'Landsbygd där husen ligger långt från varandra och från tätorten.',
      },
      {
        term: 'mobil service',
        forms: ['mobil service'],
        explanation:
          'Service som kommer till byn med en bil, till exempel butiksbil, bokbuss eller hälsobuss.',
      },
    ],
    10: [
      {
        term: 'kollektivtrafik',
        forms: ['kollektivtrafik'],
        explanation: 'Bussar, spårvagnar, tåg och metro som är öppna för alla.',
      },
    ],
    11: [
      {
        term: 'färdtjänst',
        forms: ['färdtjänst'],
        explanation:
          'Taxiresor till priset av en klientavgift för dem som inte kan åka buss eller tåg.',
      },
    ],
    13: [
      {
        term: 'tillgänglig',
        forms: ['tillgänglig'],
        explanation:
          'En bostad eller plats där man kan röra sig också med rollator eller rullstol: inga trappor och inga höga trösklar.',
      },
    ],
    14: [
      {
        term: 'kommuncentrum',
        forms: ['kommuncentr'],
        explanation:
          'Kommunens centrala tätort, där kommunens service och butikerna brukar finnas.',
      },
      {
        term: 'planläggning',
        forms: ['planläggning'],
        explanation: 'Kommunens beslut om var man får bygga och vad.',
      },
    ],
    15: [
      {
        term: 'närståendevårdare',
        forms: ['närståendevårdar'],
        explanation:
          'En anhörig som vårdar en sjuk eller äldre person hemma. Välfärdsområdet gör ett avtal med hen om stöd för närståendevård.',
      },
      {
        term: 'vårdarvode',
        forms: ['vårdarvode'],
        explanation:
          'Den summa pengar som hör till stödet för närståendevård och som välfärdsområdet betalar närståendevårdaren varje månad.',
      },
    ],
    16: [
      {
        term: 'hemvård',
        forms: ['hemvård'],
        explanation: 'Vårdare besöker den äldre i hemmet för att hjälpa och vårda.',
      },
      {
        term: 'vårdhem',
        forms: ['vårdhem'],
        explanation: 'Ett ställe där den äldre bor och får vård dygnet runt.',
      },
    ],
    17: [
      {
        term: 'brist på vårdare',
        forms: ['bristen på vårdare'],
        explanation: 'Det finns färre vårdare än arbetsplatser där de skulle behövas.',
      },
    ],
    18: [
      {
        term: 'uppsökande äldrearbete',
        forms: ['uppsökande äldrearbete'],
        explanation:
          'Anställda söker upp ensamma äldre som behöver hjälp och vägleder dem dit de kan få hjälp.',
      },
    ],
    21: [
      {
        term: 'pensionärsförening',
        forms: ['pensionärsförening'],
        explanation:
          'Pensionärernas egen förening, som ordnar verksamhet och utflykter för sina medlemmar.',
      },
    ],
    22: [
      {
        term: 'frivillig',
        forms: ['frivillig'],
        explanation: 'En person som hjälper andra utan lön, till exempel i vänverksamhet.',
      },
    ],
    23: [
      {
        term: 'äldreråd',
        forms: ['äldreråd'],
        explanation:
          'Ett råd av äldre i kommunen. Det säger sin åsikt till kommunen i frågor som gäller äldre.',
      },
      {
        term: 'nämnd',
        forms: ['nämnd'],
        explanation:
          'En grupp förtroendevalda som bereder och beslutar om kommunens ärenden inom ett område, till exempel idrott.',
      },
      {
        term: 'yttranderätt',
        forms: ['yttranderätt'],
        explanation: 'Rätt att tala på ett möte. Den ger inte rätt att rösta.',
      },
    ],
    24: [
      {
        term: 'höra invånarna',
        forms: ['höra invånarna'],
        explanation:
          'Kommunen frågar invånarna om deras åsikt före ett beslut, till exempel med en enkät eller på ett möte.',
      },
    ],
    25: [
      {
        term: 'meddelande',
        forms: ['meddelande'],
        explanation: 'Kommunens korta besked till invånarna, till exempel om ändringar i servicen.',
      },
    ],
  },
);
