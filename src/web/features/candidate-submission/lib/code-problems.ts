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
 * `rate_limited`, `validation` (a malformed code); anything else is a failed check.
 */
export function codeProblem(t: Translate, code: string, serverMessage?: string): CodeProblem {
  switch (code) {
    case ErrorCode.CodeUnknown:
    case ErrorCode.Validation:
      return {
        code,
        title: t('candidate.problem.unknownTitle'),
        paragraphs: [
          t('candidate.problem.unknown1'),
          t('candidate.problem.formatHelp'),
          t('candidate.problem.unknown3'),
        ],
        mistyped: true,
        needsNewCode: false,
      };
    case ErrorCode.CodeUsed:
      return {
        code,
        title: t('candidate.problem.usedTitle'),
        paragraphs: [t('candidate.problem.used1'), t('candidate.problem.used2')],
        mistyped: false,
        needsNewCode: true,
      };
    case ErrorCode.CodeExpired:
      return {
        code,
        title: t('candidate.problem.expiredTitle'),
        paragraphs: [t('candidate.problem.expired1'), t('candidate.problem.expired2')],
        mistyped: false,
        needsNewCode: true,
      };
    case ErrorCode.RateLimited:
      return {
        code,
        title: t('candidate.problem.rateTitle'),
        paragraphs: [t('candidate.problem.rate1'), t('candidate.problem.rate2')],
        mistyped: false,
        needsNewCode: false,
      };
    default:
      return {
        code,
        title: t('candidate.problem.failedTitle'),
        paragraphs: [serverMessage ?? t('candidate.problem.network'), t('candidate.problem.retry')],
        mistyped: false,
        needsNewCode: false,
      };
  }
}
