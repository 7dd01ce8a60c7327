import { AlertBox } from '#web/components/alert-box';
import type { Ref } from 'react';
import type { CodeProblem } from '../lib/code-problems';

interface CodeProblemNoticeProps {
  problem: CodeProblem;
  /** Focused after a failed check, so the explanation is read first. */
  ref?: Ref<HTMLDivElement>;
}

/** Why the access code does not work and what to do: unknown, used, expired or too many tries. */
export function CodeProblemNotice({ problem, ref }: CodeProblemNoticeProps) {
  return (
    <AlertBox
      ref={ref}
      className="notice notice--error cs-problem"

      title={problem.title}
    >
      {problem.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </AlertBox>
  );
}
