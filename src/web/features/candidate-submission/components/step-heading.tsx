import type { ReactNode } from 'react';
import { useT } from '#web/i18n/hooks';
import { SpokenSpace } from '#web/components/spoken-space';
import { STEP_HEADING_ID } from '../hooks/use-step-focus';
import { STEP_COUNT, stepNumber, type FormStep } from '../lib/steps';

interface StepHeadingProps {
  step: FormStep;
  children: ReactNode;
}

/**
 * The page heading of a step with "Vaihe 2/4" above it. The step number is part of the heading,
 * so it is read out when focus moves here.
 */
export function StepHeading({ step, children }: StepHeadingProps) {
  const t = useT();
  return (
    <h1 id={STEP_HEADING_ID} tabIndex={-1} className="cs-heading">
      <span className="cs-heading__step">
        {t('candidate.step', { step: stepNumber(step), count: STEP_COUNT })}
        <span className="visually-hidden">:</span>
        {/* A space Orca hears between the blocks ("Vaihe 1/4: Pääsykoodi", not "1/4:Pääsykoodi"). */}
        <SpokenSpace />
      </span>{' '}
      <span className="cs-heading__title">{children}</span>
    </h1>
  );
}
