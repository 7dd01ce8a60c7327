import { WithdrawConsents } from './withdraw-consents';
import { Link } from 'react-router';
import { Steps } from '#web/components/steps';
import { useLocale, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { usePageTitle } from '#web/lib/use-page-title';
import type { ValidatedCode } from '../api/access-code';
import type { MessageId } from '#web/i18n/catalogs';
import { formatDateTime, spacedCode } from '../lib/format';
import type { CandidateDraft } from '../lib/draft';
import { resumeTarget } from '../lib/statement-pages';
import { stepUrl } from '../lib/steps';
import { ReturnedNotice } from './moderation-notice';
import { OrganizerContact } from './organizer-contact';
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
  /** This device has the candidate's own unsent work (not only the official list's details). */
  started: boolean;
}

/**
 * The one date that matters, as the code really works: the deadline when the code lasts until
 * then; without a deadline the code's expiry; both only when the code expires first.
 */
function datesText(t: ReturnType<typeof useT>, validated: ValidatedCode, locale: string) {
  const expires = validated.expires_at;
  const deadline = validated.answer_deadline;
  if (deadline && Date.parse(expires) >= Date.parse(deadline)) {
    return t('candidate.ready.answerBy', { date: formatDateTime(deadline, locale) });
  }
  if (deadline) {
    return t('candidate.ready.answerByExpiry', {
      expires: formatDateTime(expires, locale),
      deadline: formatDateTime(deadline, locale),
    });
  }
  return t('candidate.ready.untilExpiry', { date: formatDateTime(expires, locale) });
}

/**
 * Step 1 with a usable code: whose municipality it is for, how the form goes, start or continue;
 * for a used code, the answers sent so far to correct until the deadline.
 */
export function CodeReady({ validated, draft, started }: CodeReadyProps) {
  const t = useT();
  const locale = useLocale();
  usePageTitle(t('candidate.title', { title: t('candidate.ready.heading') }));
  const next = started
    ? resumeTarget(draft, validated.questions)
    : { step: 'perustiedot' as const };
  if (validated.current) {
    return (
      <>
        <StepHeading step="koodi">{t('candidate.ready.correctHeading')}</StepHeading>
        <div className="notice">
          <p>{t(CORRECTION_TEXT[validated.current.status])}</p>
          <p>
            {t('candidate.ready.correctUntil', {
              date: formatDateTime(validated.answer_deadline ?? validated.expires_at, locale),
            })}
          </p>
        </div>
        {validated.current.returned && <ReturnedNotice returned={validated.current.returned} />}
        <SavedOnDeviceNote />
        <p>
          <Link
            className="button button--primary button--large"
            to={stepUrl(validated.code, { step: 'perustiedot' })}
          >
            {t('candidate.ready.correct')}
          </Link>
        </p>
        <WithdrawConsents code={validated.code} consent={validated.current.consent} />
        <OrganizerContact />
      </>
    );
  }
  return (
    <>
      <StepHeading step="koodi">{t('candidate.ready.heading')}</StepHeading>
      <div className="notice notice--success cs-code-ok">
        <p>
          <Msg
            id="candidate.ready.code"
            values={{ code: spacedCode(validated.code) }}
            components={[<strong key="code" className="code" />]}
          />
        </p>
        <p>{datesText(t, validated, locale)}</p>
        <p>
          <Msg
            id="candidate.ready.municipality"
            values={{ municipality: validated.municipality.name }}
            components={[<strong key="municipality" />]}
          />
        </p>
      </div>
      <h2>{t('candidate.ready.howItGoes')}</h2>
      <Steps
        className="cs-steps"
        // All four steps of "Vaihe 1/4", this one first.
        steps={[
          { title: t('candidate.ready.codeTitle'), text: t('candidate.ready.codeText') },
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
      <OrganizerContact />
    </>
  );
}
