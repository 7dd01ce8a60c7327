import { describe, expect, it } from 'vitest';
import {
  adaptiveModel,
  assessCertainty,
  canFinishEarly,
  certaintyLevel,
  EARLY_FINISH,
  MIN_ANSWERS_FOR_EARLY_FINISH,
  nextStatement,
  TOP_PLACES,
} from './adaptive';
import { rankCandidates, type VoterAnswers } from './matching';
import { DEFAULT_QUESTIONS, type Question } from './questions';

function question(id: number, weight: 2 | 3 = 2): Question {
  return { id, text: `Väite ${id}.`, category: 'Palvelut', weight, type: 'none', direction: null };
}

describe('nextStatement', () => {
  it('asks first the statement that splits the candidates, not one they all agree on', () => {
    const questions = [question(1), question(2), question(3)];
    // Everyone agrees on 1; statement 3 splits them half and half; 2 only one of four.
    const candidates = [
      { answers: [5, 1, 1] },
      { answers: [5, 1, 1] },
      { answers: [5, 1, 5] },
      { answers: [5, 5, 5] },
    ];
    const model = adaptiveModel(candidates, questions);
    expect(nextStatement(model, {}, new Set())).toBe(3);
  });

  it('follows the answers: it separates the candidates still close to the voter', () => {
    const questions = [question(1), question(2), question(3)];
    // Statement 1 splits the list into two camps. Within camp "5", only statement 2 differs;
    // within camp "1", only statement 3.
    const candidates = [
      { answers: [5, 1, 3] },
      { answers: [5, 5, 3] },
      { answers: [1, 3, 1] },
      { answers: [1, 3, 5] },
    ];
    const model = adaptiveModel(candidates, questions);
    expect(nextStatement(model, {}, new Set())).toBe(1);
    expect(nextStatement(model, { 1: 5 }, new Set([1]))).toBe(2);
    expect(nextStatement(model, { 1: 1 }, new Set([1]))).toBe(3);
  });

  it('prefers a weight-3 statement when two split the candidates equally', () => {
    const questions = [question(1, 2), question(2, 3)];
    const model = adaptiveModel([{ answers: [1, 1] }, { answers: [5, 5] }], questions);
    expect(nextStatement(model, {}, new Set())).toBe(2);
  });

  it('never repeats a statement, skipped ones included, and ends after the last', () => {
    const questions = DEFAULT_QUESTIONS;
    const candidates = Array.from({ length: 12 }, (_, c) => ({
      answers: questions.map((q) => ((c * 7 + q.id * 3) % 5) + 1),
    }));
    const model = adaptiveModel(candidates, questions);
    const shown = new Set<number>();
    const voter: VoterAnswers = {};
    const order: number[] = [];
    for (;;) {
      const id = nextStatement(model, voter, shown);
      if (id === null) break;
      order.push(id);
      shown.add(id);
      voter[id] = id % 4 === 0 ? null : ((((id * 2) % 5) + 1) as 1 | 2 | 3 | 4 | 5);
    }
    expect(order).toHaveLength(questions.length);
    expect(new Set(order).size).toBe(questions.length);
    // Adaptive: not simply the fixed order.
    expect(order).not.toEqual(questions.map((q) => q.id));
  });
});

describe('assessCertainty', () => {
  const questions = DEFAULT_QUESTIONS;
  // Two camps of candidates that disagree on everything; within a camp they differ only on the
  // last three statements.
  const candidates = Array.from({ length: 20 }, (_, c) => ({
    answers: questions.map((q) => {
      const camp = c < 10 ? 5 : 1;
      return q.id <= 22 ? camp : ((c + q.id) % 5) + 1;
    }),
  }));
  const model = adaptiveModel(candidates, questions);

  it('is sure once every statement is answered, and its top five is the ranking', () => {
    const voter: VoterAnswers = Object.fromEntries(questions.map((q) => [q.id, 5]));
    const shown = new Set(questions.map((q) => q.id));
    const certainty = assessCertainty(model, voter, shown);
    expect(certainty).toMatchObject({ topFive: 1, topOne: 1, value: 1 });
    const ranked = rankCandidates(
      candidates.map((c, i) => ({ ...c, name: `Ehdokas ${String(i).padStart(2, '0')}` })),
      voter,
      questions,
    );
    expect(certainty.top.map((i) => `Ehdokas ${String(i).padStart(2, '0')}`)).toEqual(
      ranked.slice(0, TOP_PLACES).map((c) => c.name),
    );
  });

  it('is low while the voter has only chosen a camp, as the order inside it is open', () => {
    const voter: VoterAnswers = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5 };
    const certainty = assessCertainty(model, voter, new Set([1, 2, 3, 4, 5, 6]));
    expect(certainty.topOne).toBeLessThan(0.6);
    expect(certainty.value).toBeLessThan(1);
    expect(canFinishEarly(certainty, 6)).toBe(false);
  });

  it('rises as the statements that separate the camp are answered', () => {
    const base: VoterAnswers = Object.fromEntries(
      questions.filter((q) => q.id <= 6).map((q) => [q.id, 5]),
    );
    const early = assessCertainty(model, base, new Set(Object.keys(base).map(Number)));
    const separating: VoterAnswers = { ...base, 23: 2, 24: 3, 25: 4 };
    const later = assessCertainty(model, separating, new Set(Object.keys(separating).map(Number)));
    expect(later.topOne).toBeGreaterThan(early.topOne);
    expect(later.topFive).toBeGreaterThan(early.topFive);
  });

  it('gives the same figure for the same answers (seeded), and counts importance marks', () => {
    const voter: VoterAnswers = { 1: 5, 23: 2, 24: 3 };
    const shown = new Set([1, 23, 24]);
    expect(assessCertainty(model, voter, shown)).toEqual(assessCertainty(model, voter, shown));
    const marked = assessCertainty(model, voter, shown, new Set([23]));
    // The top five with statement 23 doubled is the main ranking's with the same mark.
    const named = candidates.map((c, i) => ({
      ...c,
      name: `Ehdokas ${String(i).padStart(2, '0')}`,
    }));
    const ranked = rankCandidates(named, voter, questions, new Set([23]));
    expect(marked.top.map((i) => named[i]!.name)).toEqual(
      ranked.slice(0, TOP_PLACES).map((c) => c.name),
    );
  });

  it('leaves skipped statements out of what is still to come', () => {
    // Everything that separates the camp is skipped: nothing is left that could move the ranking.
    const voter: VoterAnswers = Object.fromEntries(
      questions.map((q) => [q.id, q.id <= 22 ? 5 : null]),
    );
    const certainty = assessCertainty(model, voter, new Set(questions.map((q) => q.id)));
    expect(certainty.value).toBe(1);
  });
});

describe('canFinishEarly and certaintyLevel', () => {
  const sure = { topFive: 0.85, topOne: 0.95, value: 1, top: [] };
  it('needs both figures over their thresholds and enough answers', () => {
    expect(canFinishEarly(sure, MIN_ANSWERS_FOR_EARLY_FINISH)).toBe(true);
    expect(canFinishEarly(sure, MIN_ANSWERS_FOR_EARLY_FINISH - 1)).toBe(false);
    expect(canFinishEarly({ ...sure, topFive: EARLY_FINISH.topFive - 0.01 }, 20)).toBe(false);
    expect(canFinishEarly({ ...sure, topOne: EARLY_FINISH.topOne - 0.01 }, 20)).toBe(false);
  });

  it('puts the meter into words', () => {
    expect(certaintyLevel(0.1)).toBe('open');
    expect(certaintyLevel(0.5)).toBe('forming');
    expect(certaintyLevel(0.8)).toBe('fairly-sure');
    expect(certaintyLevel(1)).toBe('sure');
  });
});
