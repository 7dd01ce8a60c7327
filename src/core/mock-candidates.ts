import type { PublicCandidate } from './candidate';
import {
  FEMALE_FIRST_NAMES,
  JUSTIFICATIONS_BY_ANSWER,
  LAST_NAMES,
  MALE_FIRST_NAMES,
} from './mock-names';
import { QUESTION_COUNT } from './questions';
import { createRng, cyrb53, deriveSeed, type Rng } from './random';

export const MOCK_DEFAULTS = Object.freeze({
  mockCandidatesPerMunicipality: 10,
  mockDataSeed: 12345,
});

/** Ids are -(municipality block × 1000 + n), so at most 999 candidates fit one municipality. */
export const MAX_MOCK_CANDIDATES = 999;

export const MOCK_PARTIES = [
  'Kokoomus',
  'SDP',
  'Keskusta',
  'Vihreät',
  'Perussuomalaiset',
  'Vasemmistoliitto',
  'RKP',
  'KD',
  'Liike Nyt',
  'VKK',
] as const;

export const MOCK_PROFESSIONS = [
  'eläkeläinen',
  'sairaanhoitaja',
  'opettaja',
  'yrittäjä',
  'maanviljelijä',
  'lähihoitaja',
  'insinööri',
  'lääkäri',
  'kirjanpitäjä',
  'poliisi',
  'sosiaalityöntekijä',
  'myyjä',
  'toimittaja',
  'fysioterapeutti',
  'rakennusmestari',
  'kirjastonhoitaja',
  'linja-autonkuljettaja',
  'sähköasentaja',
  'diakoni',
  'tutkija',
] as const;

/** Probabilities of answers 1..5 (docs/product.md, demo mode). */
export const MOCK_ANSWER_PROBABILITIES = [0.1, 0.15, 0.5, 0.15, 0.1] as const;
export const MOCK_NO_JUSTIFICATION_SHARE = 0.3;
export const MOCK_PHOTO_SHARE = 0.8;
export const NO_PHOTO_IMAGE = '/no-photo.svg';
const MOCK_AGE_MIN = 30;
const MOCK_AGE_MAX = 75;
/** Younger demo candidates are not given the profession "eläkeläinen". */
const RETIREMENT_AGE = 63;
const FIRST_VOTING_NUMBER = 2;

export function mockAvatarUrl(id: number): string {
  return `/api/mock-avatars/${Math.abs(id)}.svg`;
}

/**
 * Ids are negative and unique across municipalities: a 3-digit code gets its own block of 999
 * ids (091 → -91001…), a custom id a block chosen by hash far above the code blocks.
 */
function idBlock(municipalityId: string): number {
  if (/^\d{3}$/.test(municipalityId)) return Number(municipalityId);
  return 1000 + (cyrb53(municipalityId) % 2 ** 33);
}

function uniqueName(rng: Rng, taken: Set<string>): string {
  let name = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const firstNames = rng.next() < 0.5 ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
    name = `${rng.pick(firstNames)} ${rng.pick(LAST_NAMES)}`;
    if (!taken.has(name)) break;
  }
  taken.add(name);
  return name;
}

function profession(rng: Rng, age: number): string {
  const choices =
    age >= RETIREMENT_AGE ? MOCK_PROFESSIONS : MOCK_PROFESSIONS.filter((p) => p !== 'eläkeläinen');
  return rng.pick(choices);
}

function justification(rng: Rng, answer: number): string {
  if (rng.next() < MOCK_NO_JUSTIFICATION_SHARE) return '';
  return rng.pick(JUSTIFICATIONS_BY_ANSWER[answer - 1] ?? []);
}

/**
 * Demo candidates for one municipality. The same seed and municipality id give the same list on
 * every call and every machine; candidate n does not depend on how many are asked for.
 */
export function generateMockCandidates(
  municipalityId: string,
  options?: { count?: number; seed?: number },
): PublicCandidate[] {
  const requested = options?.count ?? MOCK_DEFAULTS.mockCandidatesPerMunicipality;
  const count = Math.max(0, Math.min(MAX_MOCK_CANDIDATES, Math.floor(requested) || 0));
  const seed = options?.seed ?? MOCK_DEFAULTS.mockDataSeed;
  const block = idBlock(municipalityId);
  const takenNames = new Set<string>();

  return Array.from({ length: count }, (_, index): PublicCandidate => {
    const rng = createRng(deriveSeed(seed, `${municipalityId}#${index}`));
    const id = -(block * 1000 + index + 1);
    const name = uniqueName(rng, takenNames);
    const age = rng.int(MOCK_AGE_MIN, MOCK_AGE_MAX);
    const party = rng.pick(MOCK_PARTIES);
    const answers = Array.from(
      { length: QUESTION_COUNT },
      () => rng.weightedIndex(MOCK_ANSWER_PROBABILITIES) + 1,
    );
    return {
      id,
      name,
      age,
      party,
      profession: profession(rng, age),
      image: rng.next() < MOCK_PHOTO_SHARE ? mockAvatarUrl(id) : NO_PHOTO_IMAGE,
      answers,
      answer_justifications: answers.map((answer) => justification(rng, answer)),
      municipality_id: municipalityId,
      voting_number: FIRST_VOTING_NUMBER + index,
      language: 'fi',
    };
  });
}

const SKIN_TONES = ['#f6d5bd', '#eec09a', '#d9a27a', '#b97c50', '#8d5a36', '#603c24'] as const;
const HAIR_COLOURS = [
  '#f1f1f1',
  '#d4d4d4',
  '#a7a7a7',
  '#6b6b6b',
  '#3b2f2a',
  '#6e4424',
  '#b07a3f',
  '#d8b878',
] as const;

/** Hair drawn in front of the head (short, receding, none) or behind it (long). */
const HAIR_FRONT = [
  'M37 56 Q36 30 60 30 Q84 30 83 56 Q78 42 60 41 Q42 42 37 56 Z',
  'M38 60 Q37 44 44 38 L46 52 Q42 54 38 60 Z M82 60 Q83 44 76 38 L74 52 Q78 54 82 60 Z',
  '',
] as const;
const HAIR_LONG_BEHIND = 'M35 58 Q34 28 60 28 Q86 28 85 58 L88 94 L32 94 Z';

/**
 * A friendly abstract person for demo candidates, drawn here so that no third-party avatar
 * service sees the visitors. The key only seeds a hash and is never written into the markup.
 */
export function mockAvatarSvg(key: string): string {
  const rng = createRng(deriveSeed(0, `avatar:${key}`));
  const backgroundHue = rng.int(0, 359);
  const shirtHue = (backgroundHue + rng.int(120, 240)) % 360;
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLOURS);
  const longHair = rng.next() < 0.3;
  const front = longHair ? HAIR_FRONT[0] : rng.pick(HAIR_FRONT);
  const glasses = rng.next() < 0.45;
  const ink = '#2d2a26';

  const parts = [
    `<rect width="120" height="120" fill="hsl(${backgroundHue}, 55%, 86%)"/>`,
    longHair ? `<path d="${HAIR_LONG_BEHIND}" fill="${hair}"/>` : '',
    `<path d="M18 120 Q18 86 60 84 Q102 86 102 120 Z" fill="hsl(${shirtHue}, 45%, 45%)"/>`,
    `<rect x="52" y="68" width="16" height="20" rx="6" fill="${skin}"/>`,
    `<circle cx="60" cy="56" r="23" fill="${skin}"/>`,
    front ? `<path d="${front}" fill="${hair}"/>` : '',
    `<circle cx="52" cy="57" r="2.4" fill="${ink}"/>`,
    `<circle cx="68" cy="57" r="2.4" fill="${ink}"/>`,
    glasses
      ? `<g fill="none" stroke="${ink}" stroke-width="1.8"><circle cx="52" cy="57" r="6.5"/><circle cx="68" cy="57" r="6.5"/><path d="M58.5 57h3"/></g>`
      : '',
    `<path d="M52 67 Q60 73 68 67" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>`,
  ];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" ' +
    'role="img" aria-label="Esimerkkiehdokkaan kuva">' +
    parts.join('') +
    '</svg>'
  );
}
