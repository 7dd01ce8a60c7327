import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { likertLabel } from '../../../../core/likert';
import type { Question } from '../../../../core/questions';
import { ErrorSummary } from '../../../components/form/error-summary';
import { SummaryList, type SummaryListRow } from '../../../components/summary-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { accessCodeQueryOptions } from '../api/access-code';
import { sendCandidateForm } from '../api/submission';
import {
  changeAnswerLinkId,
  changeLinkId,
  draftErrors,
  sendErrors,
  type CheckError,
} from '../lib/check-errors';
import type { CandidateDraft } from '../lib/draft';
import { pageOfQuestion, type StatementPage } from '../lib/statement-pages';
import { stepUrl } from '../lib/steps';
import { checkProfile, partyOf } from '../lib/validation';
import { BackLink } from './back-link';
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
}

export interface ThankYouState {
  municipalityName: string;
}

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
}: CheckAnswersStepProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<CheckError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const send = useMutation({
    mutationFn: (profile: Parameters<typeof sendCandidateForm>[1]) =>
      sendCandidateForm(code, profile),
  });
  usePageTitle(`${errors.length > 0 ? 'Virhe: ' : ''}Tarkista vastauksesi – Ehdokkaan lomake`);

  const change = (focus: string, hiddenLabel: string, id: string) => ({
    to: stepUrl(code, { step: 'perustiedot', returnToCheck: true, focus }),
    label: 'Muuta',
    hiddenLabel,
    id,
  });

  const detailRows: SummaryListRow[] = [
    {
      key: 'name',
      title: 'Nimi',
      value: draft.name.trim() || <Missing>Ei annettu</Missing>,
      action: change(DETAILS_FIELD_IDS.name, 'nimeä', changeLinkId('name')),
    },
    {
      key: 'age',
      title: 'Ikä',
      value: draft.age.trim() ? `${draft.age.trim()} vuotta` : <Missing>Ei annettu</Missing>,
      action: change(DETAILS_FIELD_IDS.age, 'ikää', changeLinkId('age')),
    },
    {
      key: 'party',
      title: 'Puolue',
      value: partyOf(draft) || <Missing>Ei valittu</Missing>,
      action: change(DETAILS_FIELD_IDS.party, 'puoluetta', changeLinkId('party')),
    },
    {
      key: 'profession',
      title: 'Ammatti',
      value: draft.profession.trim() || <Missing>Ei annettu</Missing>,
      action: change(DETAILS_FIELD_IDS.profession, 'ammattia', changeLinkId('profession')),
    },
    {
      key: 'voting-number',
      title: 'Ehdokasnumero',
      value: draft.votingNumber.trim() || <Missing>Ei vielä tiedossa</Missing>,
      action: change(
        DETAILS_FIELD_IDS.votingNumber,
        'ehdokasnumeroa',
        changeLinkId('voting-number'),
      ),
    },
    {
      key: 'photo',
      title: 'Kuva',
      value: draft.image ? (
        <img className="cs-check-photo" src={draft.image} alt="Lähetettävä kuvasi" />
      ) : (
        <Missing>Ei kuvaa</Missing>
      ),
      action: change(PHOTO_FIELD_ID, 'kuvaa', changeLinkId('photo')),
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
              {answer ? likertLabel(answer) : <Missing>Ei vastattu</Missing>}
            </span>
            {justification ? (
              <span className="cs-check-justification">
                <span className="muted">Perustelu: </span>
                {justification}
              </span>
            ) : (
              <span className="cs-check-justification cs-missing">Ei perustelua</span>
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
          label: 'Muuta',
          hiddenLabel: `vastausta väittämään ${String(question.id)}`,
          id: changeAnswerLinkId(question.id),
        },
      };
    });
  }

  async function handleSend() {
    if (send.isPending) return;
    const checked = checkProfile(draft);
    if (!checked.ok) {
      setErrors(draftErrors(draft));
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      await send.mutateAsync(checked.profile);
    } catch (error) {
      setErrors(sendErrors(error));
      setFailedSubmits((n) => n + 1);
      return;
    }
    clearDraft();
    const state: ThankYouState = { municipalityName };
    await navigate(stepUrl(code, { step: 'valmis' }), { replace: true, state });
    // The code is used now: going back must check it again and tell so.
    queryClient.removeQueries({ queryKey: accessCodeQueryOptions(code).queryKey });
  }

  const lastPage = pages.at(-1)?.number ?? 1;
  return (
    <>
      <BackLink to={stepUrl(code, { step: 'vastaukset', page: lastPage })} />
      <StepHeading step="tarkista">Tarkista vastauksesi</StepHeading>
      <ErrorSummary title="Korjaa seuraavat kohdat" errors={errors} focusKey={failedSubmits} />
      <p>
        Tarkista vielä, että kaikki on oikein. Voit muuttaa mitä tahansa kohtaa Muuta-linkistä.
        Muutoksen jälkeen palaat tälle sivulle.
      </p>
      <h2>Perustiedot</h2>
      <SummaryList rows={detailRows} />
      <h2>Vastaukset väittämiin</h2>
      <p className="muted">
        Kunta: {municipalityName}. Väittämiä on {questions.length}.
      </p>
      {pages.map((page) => (
        <div key={page.number}>
          <h3>{page.category}</h3>
          <SummaryList stacked rows={statementRows(page)} />
        </div>
      ))}
      <h2>Lähetä vastaukset</h2>
      <p>
        Kun lähetät vastaukset, vaalikoneen ylläpito tarkistaa ne. Pääsykoodi toimii vain kerran,
        joten lähettämisen jälkeen et voi enää itse muuttaa tietojasi.
      </p>
      <button
        type="button"
        className="button button--primary button--large"
        aria-disabled={send.isPending || undefined}
        onClick={() => void handleSend()}
      >
        {send.isPending ? 'Lähetetään...' : 'Lähetä vastaukset'}
      </button>
    </>
  );
}
