import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { emptyDraft } from './draft';
import {
  MAX_STATEMENTS_PER_PAGE,
  pageOfQuestion,
  resumeTarget,
  statementPages,
} from './statement-pages';

describe('statements on screens', () => {
  const pages = statementPages(DEFAULT_QUESTIONS);

  it('puts every statement on exactly one screen, by topic and in order', () => {
    expect(pages.flatMap((page) => page.questions.map((q) => q.id))).toEqual(
      DEFAULT_QUESTIONS.map((q) => q.id),
    );
    for (const page of pages) {
      expect(page.questions.length).toBeLessThanOrEqual(MAX_STATEMENTS_PER_PAGE);
      expect(new Set(page.questions.map((q) => q.category))).toEqual(new Set([page.category]));
    }
    expect(pages.map((page) => page.number)).toEqual(pages.map((_, i) => i + 1));
  });

  it('splits a long topic over two screens', () => {
    const sameTopic = Array.from({ length: 7 }, (_, i) => ({
      ...DEFAULT_QUESTIONS[0]!,
      id: i + 1,
    }));
    expect(statementPages(sameTopic).map((page) => page.questions.length)).toEqual([5, 2]);
  });

  it('finds the screen of a statement', () => {
    expect(pageOfQuestion(pages, 1)).toBe(1);
    expect(pageOfQuestion(pages, 25)).toBe(pages.length);
  });

  it('continues from the first step that still needs something', () => {
    const draft = emptyDraft();
    expect(resumeTarget(draft, DEFAULT_QUESTIONS)).toEqual({ step: 'perustiedot' });
    Object.assign(draft, { name: 'Aino Ehdokas', age: '68', party: 'SDP' });
    expect(resumeTarget(draft, DEFAULT_QUESTIONS)).toEqual({ step: 'vastaukset', page: 1 });
    draft.answers = draft.answers.map(() => 3);
    draft.answers[24] = null;
    expect(resumeTarget(draft, DEFAULT_QUESTIONS)).toEqual({
      step: 'vastaukset',
      page: pages.length,
    });
    draft.answers[24] = 1;
    expect(resumeTarget(draft, DEFAULT_QUESTIONS)).toEqual({ step: 'tarkista' });
  });
});
