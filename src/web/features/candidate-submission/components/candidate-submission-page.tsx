import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { accessCodeSchema } from '#core/schemas';
import { PageLoading } from '#web/components/page-loading';
import { useLanguage, useT } from '#web/i18n/hooks';
import { accessCodeQueryOptions } from '../api/access-code';
import { useCandidateDraft } from '../hooks/use-candidate-draft';
import { useStepFocus } from '../hooks/use-step-focus';
import { useMessageLanguage } from '../hooks/use-message-language';
import { codeProblem, codeProblemOf } from '../lib/code-problems';
import { isUntouched, officialStart, withOfficial } from '../lib/official';
import { isEmptyDraft } from '../lib/draft';
import { draftFromProfile } from '../lib/validation';
import { statementPages } from '../lib/statement-pages';
import { parseStepLocation, screenKey, stepUrl, type StepLocation } from '../lib/steps';
import { isApiError } from '#web/lib/api';
import { AnsweringClosed } from './answering-closed';
import { CheckAnswersStep } from './check-answers-step';
import { CodeEntry } from './code-entry';
import { CodeReady } from './code-ready';
import { DetailsStep } from './details-step';
import { StatementsStep } from './statements-step';
import { ThankYou } from './thank-you';
import '#web/styles/candidate-submission.css';
import { ErrorCode } from '#core/error-codes';

interface CandidateSubmissionPageProps {
  /** The access code from the path, as typed or linked. */
  code?: string;
}

/**
 * /candidate-submission[/{code}]?vaihe=…: access code → basic details → the statements → check
 * and send → thank you. Each step has its own URL; the work in progress is kept on this device.
 */
export function CandidateSubmissionPage({ code: rawCode }: CandidateSubmissionPageProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const location = parseStepLocation(searchParams);

  if (location.step === 'valmis') return <ThankYou />;
  if (rawCode === undefined) return <CodeEntryPage />;

  const parsed = accessCodeSchema.safeParse(rawCode);
  if (!parsed.success) {
    return <CodeEntryPage initialCode={rawCode} problem={codeProblem(t, ErrorCode.Validation)} />;
  }
  if (parsed.data !== rawCode) return <Navigate replace to={stepUrl(parsed.data, location)} />;
  return <CandidateForm key={parsed.data} code={parsed.data} location={location} />;
}

function CodeEntryPage(props: Parameters<typeof CodeEntry>[0]) {
  useStepFocus(props.problem ? 'koodi-virhe' : 'koodi', null);
  return <CodeEntry {...props} />;
}

interface CandidateFormProps {
  code: string;
  location: StepLocation;
}

/** The steps after a usable code; the code is checked once per page load. */
function CandidateForm({ code, location }: CandidateFormProps) {
  const t = useT();
  const language = useLanguage();
  useMessageLanguage(language);
  const query = useQuery(accessCodeQueryOptions(code, language));
  const { draft: ownDraft, update, clear } = useCandidateDraft(code);
  // Back to correct: the answers sent so far fill the form, unless this device has a draft.
  const current = query.data?.current ?? null;
  const startFromCurrent = current !== null && isEmptyDraft(ownDraft);
  useEffect(() => {
    if (startFromCurrent) update(draftFromProfile(current.profile));
  }, [startFromCurrent, current, update]);
  // An official candidate's first visit here: the list's age and profession as a start.
  const officialToStart =
    query.data?.official && current === null && isEmptyDraft(ownDraft) ? query.data.official : null;
  useEffect(() => {
    if (officialToStart) update(officialStart(officialToStart));
  }, [officialToStart, update]);
  useStepFocus(
    query.isPending ? null : `${screenKey(location)}${query.isError ? '-virhe' : ''}`,
    query.isError ? null : location.focus,
  );

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === ErrorCode.AnsweringClosed) {
      return <AnsweringClosed />;
    }
    return <CodeEntry initialCode={code} problem={codeProblemOf(t, query.error)} />;
  }

  const validated = query.data;
  // An official candidate's code: name, party and number come from the official list, locked.
  const official = validated.official;
  const draft = withOfficial(ownDraft, official);
  const questions = validated.questions;
  const pages = statementPages(questions);
  const municipalityName = validated.municipality.name;

  let content;
  switch (location.step) {
    case 'perustiedot':
      content = (
        <DetailsStep
          code={code}
          draft={draft}
          update={update}
          location={location}
          official={official}
        />
      );
      break;
    case 'vastaukset': {
      const page = pages[Math.min(location.page, pages.length) - 1];
      if (!page) return <Navigate replace to={stepUrl(code, { step: 'perustiedot' })} />;
      content = (
        <StatementsStep
          key={page.number}
          code={code}
          questions={questions}
          pages={pages}
          page={page}
          draft={draft}
          update={update}
          location={location}
        />
      );
      break;
    }
    case 'tarkista':
      content = (
        <CheckAnswersStep
          code={code}
          municipalityName={municipalityName}
          questions={questions}
          pages={pages}
          draft={draft}
          clearDraft={clear}
          correctUntil={validated.answer_deadline ?? validated.expires_at}
          locked={official !== null}
          initialConsents={
            validated.current
              ? {
                  publish: validated.current.consent.publish_at !== null,
                  open_data: validated.current.consent.open_data_at !== null,
                }
              : undefined
          }
        />
      );
      break;
    default:
      content = (
        <CodeReady validated={validated} draft={draft} started={!isUntouched(ownDraft, official)} />
      );
  }

  return (
    <div className="page cs-page">
      <p className="eyebrow">{t('candidate.formIn', { municipality: municipalityName })}</p>
      {content}
    </div>
  );
}
