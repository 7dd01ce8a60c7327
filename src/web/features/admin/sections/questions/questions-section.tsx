import { useRef, useState } from 'react';
import type { UpdateQuestionInput } from '#core/admin-schemas';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import {
  useAdminQuestions,
  useUpdateQuestion,
  type AdminQuestion,
} from '../../api/admin-municipalities';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { QuestionEditForm } from './question-edit-form';

const TYPE_LABELS: Record<string, string> = {
  social: 'Arvot (uudistus – perinteet)',
  economic: 'Talous (julkinen – yksityinen)',
  none: 'Ei kartalla',
};

function describeSave(question: AdminQuestion, input: UpdateQuestionInput): string {
  const parts: string[] = [];
  if (input.weight !== undefined) parts.push(`painoarvoksi ${String(input.weight)}`);
  if (input.text === null) parts.push('oletusteksti palautettiin');
  else if (input.text !== undefined) parts.push('teksti vaihdettiin');
  return `Väittämä ${String(question.id)} tallennettiin: ${parts.join(', ')}.`;
}

/** /{municipalityId}/admin/kysymykset: weights and texts of the 25 statements, with a preview. */
export function QuestionsSection() {
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const questions = useAdminQuestions(id);
  const update = useUpdateQuestion(id);
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);

  async function save(question: AdminQuestion, input: UpdateQuestionInput) {
    await update.mutateAsync({ questionId: question.id, input });
    setEditing(null);
    announce(describeSave(question, input));
    document.getElementById(`edit-question-${String(question.id)}`)?.focus();
  }

  return (
    <AdminSection
      title="Kysymykset"
      intro={
        <>
          <p>
            Voit muuttaa väittämien painoarvoja ja kirjoittaa väittämälle kunnan oman tekstin.
            Muutokset näkyvät äänestäjille heti.
          </p>
          <p>
            Ehdokkaiden vastaukset pysyvät väittämän numerossa. Jos muutat tekstiä, pidä väittämän
            aihe samana, jotta ehdokkaiden vastaukset sopivat siihen yhä.
          </p>
        </>
      }
    >
      <StatusMessage status={status} ref={statusRef} />
      {questions.isPending && <PageLoading />}
      {questions.isError && (
        <LoadError
          message="Väittämien lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void questions.refetch()}
        />
      )}
      {questions.data && (
        <ol className="question-admin-list">
          {questions.data.map((question) => (
            <li key={question.id} className="question-admin">
              <h2 className="question-admin__title">
                <span className="question-admin__number">Väittämä {question.id}</span>{' '}
                {question.text}
              </h2>
              <dl className="question-admin__facts">
                <div>
                  <dt>Aihealue</dt>
                  <dd>{question.category}</dd>
                </div>
                <div>
                  <dt>Tyyppi</dt>
                  <dd>{TYPE_LABELS[question.type] ?? question.type}</dd>
                </div>
                <div>
                  <dt>Painoarvo</dt>
                  <dd>
                    {question.weight}
                    {question.weight !== question.default_weight &&
                      ` (oletus ${String(question.default_weight)})`}
                  </dd>
                </div>
                <div>
                  <dt>Teksti</dt>
                  <dd>{question.is_custom_text ? 'Kunnan oma teksti' : 'Oletusteksti'}</dd>
                </div>
              </dl>
              {editing === question.id ? (
                <QuestionEditForm
                  question={question}
                  save={(input) => save(question, input)}
                  onCancel={() => {
                    setEditing(null);
                  }}
                />
              ) : (
                <button
                  type="button"
                  id={`edit-question-${String(question.id)}`}
                  className="button button--secondary button--small"
                  onClick={() => {
                    setEditing(question.id);
                  }}
                >
                  Muokkaa<span className="visually-hidden"> väittämää {question.id}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
