import type { Question } from '#core/questions';
import type { CandidateDraft } from './draft';
import { detailsFormSchema, detailsOf, statementErrors } from './validation';
import type { StepTarget } from './steps';

/** At most this many statements on one screen: manageable on a phone and at 400 % zoom. */
export const MAX_STATEMENTS_PER_PAGE = 5;

export interface StatementPage {
  /** 1-based. */
  number: number;
  /** The topic shared by the page's statements (the page heading). */
  category: string;
  questions: Question[];
}

/**
 * The 25 statements split into screens by topic (4-5 statements each), in the questions' order;
 * a topic with more statements than fit on a screen continues on the next one.
 */
export function statementPages(questions: readonly Question[]): StatementPage[] {
  const pages: StatementPage[] = [];
  for (const question of questions) {
    const last = pages.at(-1);
    if (
      last &&
      last.category === question.category &&
      last.questions.length < MAX_STATEMENTS_PER_PAGE
    ) {
      last.questions.push(question);
    } else {
      pages.push({ number: pages.length + 1, category: question.category, questions: [question] });
    }
  }
  return pages;
}

export function pageOfQuestion(pages: readonly StatementPage[], questionId: number): number {
  return pages.find((page) => page.questions.some((q) => q.id === questionId))?.number ?? 1;
}

/** Where "Jatka siitä, mihin jäit" leads: the first step that still needs something. */
export function resumeTarget(draft: CandidateDraft, questions: readonly Question[]): StepTarget {
  if (!detailsFormSchema.safeParse(detailsOf(draft)).success) return { step: 'perustiedot' };
  const pages = statementPages(questions);
  const open = questions.find((question) =>
    statementErrors(
      draft.answers[question.id - 1] ?? null,
      draft.justifications[question.id - 1] ?? '',
    ),
  );
  if (open) return { step: 'vastaukset', page: pageOfQuestion(pages, open.id) };
  return { step: 'tarkista' };
}
