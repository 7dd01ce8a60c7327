import { useSearchParams } from 'react-router';
import { useT } from '#web/i18n/hooks';
import '#web/styles/admin-questionnaires.css';
import { usePaperQuestionnaires, type PaperQuestionnaire } from '../../api/paper-forms';
import { PrintableSection } from './printable-section';
import { useAdminContext } from '../../hooks/use-admin-context';

/** "?ehdokkaat=1,2,3": the official candidates to print; absent or unreadable: all of them. */
function idsOf(param: string | null): number[] | null {
  if (!param || !/^\d+(,\d+)*$/.test(param)) return null;
  return param.split(',').map(Number);
}

/** Five empty boxes with their labels, and a line for the justification. */
function Statement({
  statement,
  texts,
}: {
  statement: PaperQuestionnaire['statements'][number];
  texts: PaperQuestionnaire['texts'];
}) {
  return (
    <li className="questionnaire__statement">
      <p className="questionnaire__text" lang={statement.text_lang}>
        <span className="questionnaire__number">{statement.number}.</span> {statement.text}
      </p>
      <ul className="questionnaire__scale">
        {texts.scale.map((label, i) => (
          <li key={label}>
            <span className="questionnaire__box" aria-hidden="true" />
            {i + 1} {label}
          </li>
        ))}
      </ul>
      <p className="questionnaire__line">{texts.justification}</p>
      <p className="questionnaire__line" aria-hidden="true" />
    </li>
  );
}

/** One candidate's questionnaire, in their language (its texts come from the server). */
function Questionnaire({ form }: { form: PaperQuestionnaire }) {
  const headingId = `questionnaire-${String(form.official_id)}`;
  const { texts } = form;
  return (
    <article className="questionnaire" aria-labelledby={headingId} lang={form.language}>
      <p className="questionnaire__sender">{texts.sender}</p>
      <p className="questionnaire__title">{texts.title}</p>
      <h2 id={headingId} className="questionnaire__name">
        {form.name}
      </h2>
      <p>{texts.details}</p>
      <p>{texts.instructions}</p>
      <p>
        <strong>{texts.deadline}</strong>
      </p>
      {texts.contact && <p>{texts.contact}</p>}
      {form.ask_age && <p className="questionnaire__line">{texts.age}</p>}
      <ol className="questionnaire__statements">
        {form.statements.map((s) => (
          <Statement key={s.number} statement={s} texts={texts} />
        ))}
      </ol>
      <section className="questionnaire__consents" aria-label={texts.consents_heading}>
        <h3>{texts.consents_heading}</h3>
        <p className="questionnaire__consent">
          <span className="questionnaire__box" aria-hidden="true" />
          {texts.consent_publish}
        </p>
        <p className="questionnaire__consent">
          <span className="questionnaire__box" aria-hidden="true" />
          {texts.consent_open_data}
        </p>
        <p className="questionnaire__line">{texts.place_and_date}</p>
        <p className="questionnaire__line">{texts.signature}</p>
        <p className="questionnaire__line">{texts.name_clarification}</p>
        {texts.contact && <p>{texts.contact}</p>}
      </section>
    </article>
  );
}

/**
 * /{id}/admin/ehdokaslista/lomakkeet: a printable questionnaire per official candidate (all, or
 * ?ehdokkaat=1,2,3), in the candidate's language, each starting on a new sheet. The candidate
 * ticks the boxes, signs the consents and returns it; an admin types it in (paper-entry-section).
 */
export function QuestionnairesSection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const ids = idsOf(useSearchParams()[0].get('ehdokkaat'));
  const forms = usePaperQuestionnaires(id, ids);
  return (
    <PrintableSection
      municipalityId={id}
      title={t('admin.questionnaires.title')}
      intro={t('admin.questionnaires.intro')}
      query={forms}
      failedMessage={t('admin.questionnaires.loadFailed')}
      countText={(count) => t('admin.questionnaires.count', { count })}
      printLabel={t('admin.questionnaires.print')}
      screen="questionnaires__screen"
      pages="questionnaires"
      render={(form) => <Questionnaire key={form.official_id} form={form} />}
    />
  );
}
