// A real municipal election's candidate data, generated and inserted in bulk (issue #19): used by
// `npm run bench:national` (292 municipalities, 35,000 candidates, Helsinki 1,200) and by the
// e2e global setup (one municipality of 1,200). Inserts go straight to the database in batches,
// not through the API: 35,000 candidates take seconds.
import { sql } from 'drizzle-orm';
import { MOCK_PARTIES, MOCK_PROFESSIONS } from '#core/mock-candidates';
import {
  FEMALE_FIRST_NAMES,
  JUSTIFICATIONS_BY_ANSWER,
  LAST_NAMES,
  MALE_FIRST_NAMES,
} from '#core/mock-names';
import { REFERENCE_MUNICIPALITIES } from '#core/municipalities';
import { DEFAULT_BACKGROUNDS } from '#core/question-backgrounds';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { createRng, deriveSeed, type Rng } from '#core/random';
import type { Db } from '#server/db/client';
import { candidates, participatingMunicipalities, systemSettings } from '#server/db/schema';

export const NATIONAL = { municipalities: 292, candidates: 35_000, helsinki: 1_200 };

/** Real Finnish words, from the statements, their backgrounds and the demo justifications. */
const WORDS = [
  ...new Set(
    [
      ...DEFAULT_QUESTIONS.map((q) => q.text),
      ...Object.values(DEFAULT_BACKGROUNDS),
      ...JUSTIFICATIONS_BY_ANSWER.flat(),
    ]
      .join(' ')
      .replace(/[\u00ad]/g, '')
      .split(/[\s.,:;!?()"”–]+/)
      .map((word) => word.toLowerCase())
      .filter((word) => /^[a-zåäö-]{2,}$/.test(word)),
  ),
];

/** A justification of 40–400 characters, sentences of real words. */
function justification(rng: Rng): string {
  const target = rng.int(40, 400);
  let text = '';
  let sentence = 0;
  while (text.length < target) {
    let word = rng.pick(WORDS);
    if (sentence === 0) word = word[0]!.toUpperCase() + word.slice(1);
    sentence += 1;
    const end = sentence > 4 && rng.next() < 0.25;
    text += (text === '' ? '' : ' ') + word + (end ? '.' : '');
    if (end) sentence = 0;
  }
  text = text.slice(0, 400).replace(/\s+\S*$/, '');
  return text.endsWith('.') ? text : `${text}.`;
}

/** How many candidates each municipality gets: Helsinki 1,200, the rest by a falling share. */
export function nationalPlan(
  municipalities = NATIONAL.municipalities,
  total = NATIONAL.candidates,
  helsinki = NATIONAL.helsinki,
): { municipalityId: string; count: number }[] {
  const others = REFERENCE_MUNICIPALITIES.filter((m) => m.code !== '091' && !m.aland).slice(
    0,
    municipalities - 1,
  );
  // A few large towns and many small ones, as in Finland: weight 1 / rank^0.9, at least 15.
  const weights = others.map((_, i) => 1 / Math.pow(((i * 37) % others.length) + 1, 0.9));
  const sum = weights.reduce((a, b) => a + b, 0);
  const rest = total - helsinki;
  const counts = weights.map((w) => Math.max(15, Math.floor((rest * w) / sum)));
  // Put the rounding difference on the largest.
  const largest = counts.indexOf(Math.max(...counts));
  counts[largest]! += rest - counts.reduce((a, b) => a + b, 0);
  return [
    { municipalityId: '091', count: helsinki },
    ...others.map((m, i) => ({ municipalityId: m.code, count: counts[i]! })),
  ];
}

type CandidateInsert = typeof candidates.$inferInsert;

/** A municipality's candidates: half of all answers justified, answers leaning by party. */
export function generateCandidates(municipalityId: string, count: number, seed = 2025) {
  const rows: CandidateInsert[] = [];
  for (let i = 0; i < count; i++) {
    const rng = createRng(deriveSeed(seed, `${municipalityId}#${String(i)}`));
    const female = rng.next() < 0.5;
    const name = `${rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const partyIndex = rng.int(0, MOCK_PARTIES.length - 1);
    const lean = (partyIndex % 5) - 2;
    const answers = Array.from({ length: 25 }, (_, q) =>
      Math.min(5, Math.max(1, 3 + Math.round((q % 2 === 0 ? lean : -lean) / 1.5 + rng.int(-2, 2)))),
    );
    rows.push({
      name,
      age: rng.int(18, 85),
      party: MOCK_PARTIES[partyIndex]!,
      profession: rng.pick(MOCK_PROFESSIONS),
      image: null,
      answers,
      answerJustifications: answers.map(() => (rng.next() < 0.5 ? justification(rng) : '')),
      municipalityId,
      votingNumber: i + 2,
      language: rng.next() < 0.05 ? 'sv' : 'fi',
    });
  }
  return rows;
}

/**
 * Adds the municipalities (visible) and inserts their candidates in batches of 1,000. With
 * `demoOff`, demo mode is switched off, as in a real election.
 */
export async function seedElection(
  db: Db,
  plan: readonly { municipalityId: string; count: number }[],
  options: { demoOff?: boolean } = {},
): Promise<number> {
  await db
    .insert(participatingMunicipalities)
    .values(plan.map(({ municipalityId }) => ({ municipalityId })))
    .onConflictDoNothing();
  let inserted = 0;
  let batch: CandidateInsert[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insert(candidates).values(batch);
    inserted += batch.length;
    batch = [];
  };
  for (const { municipalityId, count } of plan) {
    for (const row of generateCandidates(municipalityId, count)) {
      batch.push(row);
      if (batch.length >= 1000) await flush();
    }
  }
  await flush();
  if (options.demoOff) {
    await db
      .insert(systemSettings)
      .values({ key: 'use_mock_data', value: false })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: sql`excluded.value` } });
  }
  return inserted;
}
