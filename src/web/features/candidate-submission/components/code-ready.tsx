import { Link } from 'react-router';
import { Steps } from '#web/components/steps';
import { useLocale, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { usePageTitle } from '#web/lib/use-page-title';
import type { ValidatedCode } from '../api/access-code';
import type { MessageId } from '#web/i18n/catalogs';
import { formatDate, formatDateTime, spacedCode } from '../lib/format';
import { isEmptyDraft, type CandidateDraft } from '../lib/draft';
import { resumeTarget } from '../lib/statement-pages';
import { stepUrl } from '../lib/steps';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { StepHeading } from './step-heading';

const CORRECTION_TEXT = {
  pending: 'candidate.ready.correctPending',
  published: 'candidate.ready.correctPublished',
  rejected: 'candidate.ready.correctRejected',
} as const satisfies Record<NonNullable<ValidatedCode['current']>['status'], MessageId>;

interface CodeReadyProps {
  validated: ValidatedCode;
  draft: CandidateDraft;
}

/**
 * Step 1 with a usable code: whose municipality it is for, how the form goes, start or continue;
 * for a used code, the answers sent so far to correct until the deadline.
 */
export function CodeReady({ validated, draft }: CodeReadyProps) {
  const t = useT();
  const locale = useLocale();
  usePageTitle(t('candidate.title', { title: t('candidate.ready.heading') }));
  const started = !isEmptyDraft(draft);
  const next = started
    ? resumeTarget(draft, validated.questions)
    : { step: 'perustiedot' as const };
  const deadline = validated.answer_deadline && (
    <p>
      {t('candidate.ready.deadline', { date: formatDateTime(validated.answer_deadline, locale) })}
    </p>
  );
  if (validated.current) {
    return (
      <>
        <StepHeading step="koodi">{t('candidate.ready.correctHeading')}</StepHeading>
        <div className="notice">
          <p>{t(CORRECTION_TEXT[validated.current.status])}</p>
          {deadline}
        </div>
        <SavedOnDeviceNote />
        <p>
          <Link
            className="button button--primary button--large"
            to={stepUrl(validated.code, { step: 'perustiedot' })}
          >
            {t('candidate.ready.correct')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <StepHeading step="koodi">{t('candidate.ready.heading')}</StepHeading>
      <div className="notice notice--success cs-code-ok">
        <p>
          <Msg
            id="candidate.ready.validUntil"
            values={{
              code: spacedCode(validated.code),
              date: formatDate(validated.expires_at, locale),
            }}
            components={[<strong key="code" className="code" />]}
          />
        </p>
        <p>
          <Msg
            id="candidate.ready.municipality"
            values={{ municipality: validated.municipality.name }}
            components={[<strong key="municipality" />]}
          />
        </p>
        {deadline}
      </div>
      <h2>{t('candidate.ready.howItGoes')}</h2>
      <Steps
        className="cs-steps"
        steps={[
          { title: t('candidate.ready.detailsTitle'), text: t('candidate.ready.detailsText') },
          {
            title: t('candidate.ready.statementsTitle'),
            text: t('candidate.ready.statementsText'),
          },
          { title: t('candidate.ready.checkTitle'), text: t('candidate.ready.checkText') },
        ]}
      />
      <SavedOnDeviceNote />
      {started && <p>{t('candidate.ready.started')}</p>}
      <p>
        <Link className="button button--primary button--large" to={stepUrl(validated.code, next)}>
          {started ? t('candidate.ready.resume') : t('candidate.ready.start')}
        </Link>
      </p>
    </>
  );
}
