import { isApiError } from '#web/lib/api';
import { ErrorCode } from '#core/error-codes';
import type { Translate } from '#web/i18n/hooks';

/** Why a code cannot be used, in the page language, and what the candidate can do about it. */
export interface CodeProblem {
  code: string;
  title: string;
  paragraphs: string[];
  /** The code itself is probably mistyped: the field is marked as needing a fix. */
  mistyped: boolean;
  /** A new code would help (the old one is used up or out of date). */
  needsNewCode: boolean;
}

/** The explanation for an error from checking or using a code, in the page language. */
export function codeProblemOf(t: Translate, error: unknown): CodeProblem {
  return isApiError(error)
    ? codeProblem(t, error.code, error.message)
    : codeProblem(t, ErrorCode.NetworkError);
}

/**
 * The explanation for an error code: `code_unknown`, `code_used`, `code_expired`,
 * `code_withdrawn`, `answering_closed`,
 * `rate_limited`, `validation` (a malformed code); anything else is a failed check.
 */
export function codeProblem(t: Translate, code: string, serverMessage?: string): CodeProblem {
  const problem = (
    title: string,
    paragraphs: string[],
    { mistyped = false, needsNewCode = false } = {},
  ): CodeProblem => ({ code, title, paragraphs, mistyped, needsNewCode });
  switch (code) {
    case ErrorCode.CodeUnknown:
    case ErrorCode.Validation:
      return problem(
        t('candidate.problem.unknownTitle'),
        [
          t('candidate.problem.unknown1'),
          t('candidate.problem.formatHelp'),
          t('candidate.problem.unknown3'),
        ],
        { mistyped: true },
      );
    case ErrorCode.CodeUsed:
      return problem(
        t('candidate.problem.usedTitle'),
        [t('candidate.problem.used1'), t('candidate.problem.used2')],
        { needsNewCode: true },
      );
    case ErrorCode.CodeExpired:
      return problem(
        t('candidate.problem.expiredTitle'),
        [t('candidate.problem.expired1'), t('candidate.problem.expired2')],
        { needsNewCode: true },
      );
    case ErrorCode.CodeWithdrawn:
      return problem(t('candidate.problem.withdrawnTitle'), [
        t('candidate.problem.withdrawn1'),
        t('candidate.problem.withdrawn2'),
      ]);
    case ErrorCode.AnsweringClosed:
      return problem(t('candidate.problem.closedTitle'), [
        t('candidate.problem.closed1'),
        t('candidate.problem.closed2'),
      ]);
    case ErrorCode.RateLimited:
      return problem(t('candidate.problem.rateTitle'), [
        t('candidate.problem.rate1'),
        t('candidate.problem.rate2'),
      ]);
    default:
      return problem(t('candidate.problem.failedTitle'), [
        serverMessage ?? t('candidate.problem.network'),
        t('candidate.problem.retry'),
      ]);
  }
}
