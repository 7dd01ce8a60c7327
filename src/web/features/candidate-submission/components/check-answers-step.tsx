import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { useNavigate } from '#web/lib/app-router-view';
import { partyName } from '#core/parties';
import type { Question } from '#core/questions';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { SummaryList, type SummaryListRow } from '#web/components/summary-list';
import { useLanguage, useT } from '#web/i18n/hooks';
import { answerLabel } from '#web/lib/answer-label';
import { usePageTitle } from '#web/lib/use-page-title';
import { ModerationNotice } from './moderation-notice';
import { useSendCandidateForm } from '../api/submission';
import { changeAnswerLinkId, changeLinkId, draftErrors, sendErrors } from '../lib/check-errors';
import type { CandidateDraft } from '../lib/draft';
import { pageOfQuestion, type StatementPage } from '../lib/statement-pages';
import { stepUrl } from '../lib/steps';
import { checkProfile, partyOf } from '../lib/validation';
import { BackLink } from './back-link';
import { CONSENT_FIELD_IDS, ConsentFields, type ConsentValues } from './consent-fields';
import { DETAILS_FIELD_IDS, PHOTO_FIELD_ID } from './details-step';
import { answerGroupName } from './statement-field';
import { StepHeading } from './step-heading';

interface CheckAnswersStepProps {
  code: string;
  municipalityName: string;
  questions: readonly Question[];
  pages: readonly StatementPage[];
  draft: CandidateDraft;
  /** Removes the draft from this device once the answers are sent. */
  clearDraft: () => void;
  /** Until when the same code corrects the answers (ISO), for the thank-you page. */
  correctUntil: string;
  /** Name, party and number come from the official list: no "Muuta" for them. */
  locked?: boolean;
  /** A correction: the consents given with the answers sent before, shown again as given. */
  initialConsents?: ConsentValues;
}

export interface ThankYouState {
  municipalityName: string;
  /** Until when the same code corrects the answers (ISO): the deadline, else the code's expiry. */
  correctUntil: string;
}

/**
 * The page's own fields are the two consents; what it checks and sends besides them is the saved
 * draft. (a) is checked on submit, so that its message joins the draft's in the summary.
 */
const consentFields = z.object({ publish: z.boolean(), open_data: z.boolean() });

function Missing({ children }: { children: ReactNode }) {
  return <span className="cs-missing">{children}</span>;
}

/** Step 4 (GOV.UK "check your answers"): everything once more, "Muuta" links, then send. */
export function CheckAnswersStep({
  code,
  municipalityName,
  questions,
  pages,
  draft,
  clearDraft,
  correctUntil,
  locked = false,
  initialConsents = { publish: false, open_data: false },
}: CheckAnswersStepProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { send, forgetCode } = useSendCandidateForm(code, language);
  const [publishError, setPublishError] = useState<string>();
  const serverForm = useServerForm({
    schema: consentFields,
    defaultValues: initialConsents,
    fieldIds: CONSENT_FIELD_IDS,
    failureMessage: t('candidate.check.sendFailed'),
    // Checked with the same rules as the steps; each error links to its row's "Muuta".
    submit: async (values, { fail }) => {
      if (send.isPending) return;
      const checked = checkProfile(draft);
      const noPublish = values.publish ? undefined : t('candidate.consent.publishRequired');
      setPublishError(noPublish);
      if (!checked.ok || noPublish) {
        fail([
          ...(checked.ok ? [] : draftErrors(t, draft)),
          ...(noPublish ? [{ message: noPublish, fieldId: CONSENT_FIELD_IDS.publish }] : []),
        ]);
        return;
      }
      try {
        await send.mutateAsync({ profile: checked.profile, open_data: values.open_data });
      } catch (error) {
        fail(sendErrors(t, error));
        return;
      }
      clearDraft();
      const state: ThankYouState = { municipalityName, correctUntil };
      await navigate(stepUrl(code, { step: 'valmis' }), { replace: true, state });
      // The code is used now: going back must check it again and tell so.
      forgetCode();
    },
  });
  const title = t('candidate.title', { title: t('candidate.check.heading') });
  usePageTitle(serverForm.summary.length > 0 ? t('candidate.errorPrefix', { title }) : title);

  const change = (focus: string, hiddenLabel: string, id: string) => ({
    to: stepUrl(code, { step: 'perustiedot', returnToCheck: true, focus }),
    label: t('candidate.check.change'),
    hiddenLabel,
    id,
  });

  const detailRows: SummaryListRow[] = [
    {
      key: 'name',
      title: t('candidate.check.name'),
      value: draft.name.trim() || <Missing>{t('candidate.check.notGiven')}</Missing>,
      ...(locked
        ? {}
        : {
            action: change(
              DETAILS_FIELD_IDS.name,
              t('candidate.check.changeName'),
              changeLinkId('name'),
            ),
          }),
    },
    {
      key: 'age',
      title: t('candidate.check.age'),
      value: draft.age.trim() ? (
        t('candidate.check.ageValue', { age: draft.age.trim() })
      ) : (
        <Missing>{t('candidate.check.notGiven')}</Missing>
      ),
      action: change(DETAILS_FIELD_IDS.age, t('candidate.check.changeAge'), changeLinkId('age')),
    },
    {
      key: 'party',
      title: t('candidate.check.party'),
      value: partyName(partyOf(draft), language) || (
        <Missing>{t('candidate.check.notChosen')}</Missing>
      ),
      ...(locked
        ? {}
        : {
            action: change(
              DETAILS_FIELD_IDS.party,
              t('candidate.check.changeParty'),
              changeLinkId('party'),
            ),
          }),
    },
    {
      key: 'profession',
      title: t('candidate.check.profession'),
      value: draft.profession.trim() || <Missing>{t('candidate.check.notGiven')}</Missing>,
      action: change(
        DETAILS_FIELD_IDS.profession,
        t('candidate.check.changeProfession'),
        changeLinkId('profession'),
      ),
    },
    {
      key: 'voting-number',
      title: t('candidate.check.votingNumber'),
      value: draft.votingNumber.trim() || <Missing>{t('candidate.check.notKnownYet')}</Missing>,
      ...(locked
        ? {}
        : {
            action: change(
              DETAILS_FIELD_IDS.votingNumber,
              t('candidate.check.changeVotingNumber'),
              changeLinkId('voting-number'),
            ),
          }),
    },
    {
      key: 'photo',
      title: t('candidate.check.photo'),
      value: draft.image ? (
        <img className="cs-check-photo" src={draft.image} alt={t('candidate.check.photoAlt')} />
      ) : (
        <Missing>{t('candidate.check.noPhoto')}</Missing>
      ),
      action: change(PHOTO_FIELD_ID, t('candidate.check.changePhoto'), changeLinkId('photo')),
    },
  ];

  function statementRows(page: StatementPage): SummaryListRow[] {
    return page.questions.map((question) => {
      const answer = draft.answers[question.id - 1] ?? null;
      const justification = (draft.justifications[question.id - 1] ?? '').trim();
      return {
        key: String(question.id),
        title: `${String(question.id)}. ${question.text}`,
        value: (
          <>
            <span className="cs-check-answer">
              {answer ? (
                answerLabel(t, answer)
              ) : (
                <Missing>{t('candidate.check.notAnswered')}</Missing>
              )}
            </span>
            {justification ? (
              <span className="cs-check-justification">
                <span className="muted">{t('candidate.check.justification')}</span>
                {justification}
              </span>
            ) : (
              <span className="cs-check-justification cs-missing">
                {t('candidate.check.noJustification')}
              </span>
            )}
          </>
        ),
        action: {
          to: stepUrl(code, {
            step: 'vastaukset',
            page: pageOfQuestion(pages, question.id),
            returnToCheck: true,
            focus: answerGroupName(question.id),
          }),
          label: t('candidate.check.change'),
          hiddenLabel: t('candidate.check.changeAnswer', { id: question.id }),
          id: changeAnswerLinkId(question.id),
        },
      };
    });
  }

  const lastPage = pages.at(-1)?.number ?? 1;
  return (
    <>
      <BackLink to={stepUrl(code, { step: 'vastaukset', page: lastPage })} />
      <StepHeading step="tarkista">{t('candidate.check.heading')}</StepHeading>
      <ServerForm
        form={serverForm}
        summaryTitle={t('candidate.fixThese')}
        beforeForm={
          <>
            <p>{t('candidate.check.intro')}</p>
            <h2>{t('candidate.check.details')}</h2>
            <SummaryList rows={detailRows} />
            <h2>{t('candidate.check.answers')}</h2>
            <p className="muted">
              {t('candidate.check.municipality', {
                municipality: municipalityName,
                count: questions.length,
              })}
            </p>
            {pages.map((page) => (
              <div key={page.number}>
                <h3>{page.category}</h3>
                <SummaryList stacked rows={statementRows(page)} />
              </div>
            ))}
            <ModerationNotice />
            <h2>{t('candidate.consent.heading')}</h2>
            <p>{t('candidate.consent.intro')}</p>
          </>
        }
      >
        <ConsentFields register={serverForm.form.register} publishError={publishError} />
        <h2>{t('candidate.check.sendHeading')}</h2>
        <p>{t('candidate.check.sendText')}</p>
        <button
          type="submit"
          className="button button--primary button--large"
          aria-disabled={send.isPending || undefined}
        >
          {send.isPending ? t('candidate.check.sending') : t('candidate.check.send')}
        </button>
      </ServerForm>
    </>
  );
}
