import { useRef, useState } from 'react';
import type { UpdateQuestionInput } from '#core/admin-schemas';
import { QueryStatus } from '#web/components/query-status';
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
import type { MessageId } from '#web/i18n/catalogs';
import { useT, type Translate } from '#web/i18n/hooks';

const TYPE_LABELS: Record<string, MessageId> = {
  social: 'admin.questions.type.social',
  economic: 'admin.questions.type.economic',
  none: 'admin.questions.type.none',
};

function describeSave(t: Translate, question: AdminQuestion, input: UpdateQuestionInput): string {
  const parts: string[] = [];
  if (input.weight !== undefined) {
    parts.push(t('admin.questions.saved.weight', { weight: input.weight }));
  }
  if (input.text === null) parts.push(t('admin.questions.saved.textRestored'));
  else if (input.text !== undefined) parts.push(t('admin.questions.saved.textChanged'));
  return t('admin.questions.saved', { number: question.id, changes: parts.join(', ') });
}

/** /{municipalityId}/admin/kysymykset: weights and texts of the 25 statements, with a preview. */
export function QuestionsSection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const questions = useAdminQuestions(id);
  const update = useUpdateQuestion(id);
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const typeLabel = (type: string) => {
    const label = TYPE_LABELS[type];
    return label ? t(label) : type;
  };

  async function save(question: AdminQuestion, input: UpdateQuestionInput) {
    await update.mutateAsync({ questionId: question.id, input });
    setEditing(null);
    announce(describeSave(t, question, input));
    document.getElementById(`edit-question-${String(question.id)}`)?.focus();
  }

  return (
    <AdminSection
      title={t('admin.nav.questions')}
      intro={
        <>
          <p>{t('admin.questions.intro')}</p>
          <p>{t('admin.questions.introAnswers')}</p>
        </>
      }
    >
      <StatusMessage status={status} ref={statusRef} />
      <QueryStatus query={questions} failedMessage={t('admin.questions.loadFailed')} />
      {questions.data && (
        <ol className="question-admin-list">
          {questions.data.map((question) => (
            <li key={question.id} className="question-admin">
              <h2 className="question-admin__title">
                <span className="question-admin__number">
                  {t('admin.questions.statement', { number: question.id })}
                </span>{' '}
                {question.text}
              </h2>
              <dl className="question-admin__facts">
                <div>
                  <dt>{t('admin.questions.category')}</dt>
                  <dd>{question.category}</dd>
                </div>
                <div>
                  <dt>{t('admin.questions.type')}</dt>
                  <dd>{typeLabel(question.type)}</dd>
                </div>
                <div>
                  <dt>{t('admin.questions.weight')}</dt>
                  <dd>
                    {question.weight}
                    {question.weight !== question.default_weight &&
                      ` ${t('admin.questions.defaultWeight', { weight: question.default_weight })}`}
                  </dd>
                </div>
                <div>
                  <dt>{t('admin.questions.text')}</dt>
                  <dd>
                    {question.is_custom_text
                      ? t('admin.questions.text.custom')
                      : t('admin.questions.text.default')}
                    {question.is_custom_text &&
                      question.plain_text === null &&
                      ` ${t('admin.questions.text.noPlain')}`}
                  </dd>
                </div>
                {question.is_custom_background && (
                  <div>
                    <dt>{t('admin.questions.background')}</dt>
                    <dd>
                      {t('admin.questions.background.custom')}
                      {question.plain_background === null &&
                        ` ${t('admin.questions.background.noPlain')}`}
                    </dd>
                  </div>
                )}
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
                  {t('admin.questions.edit')}
                  <span className="visually-hidden">
                    {' '}
                    {t('admin.questions.edit.which', { number: question.id })}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
