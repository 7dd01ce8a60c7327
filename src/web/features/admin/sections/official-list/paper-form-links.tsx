import { Link } from 'react-router';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';

/** A row's paper-form actions: print the candidate's questionnaire, type in their signed form. */
export function PaperRowLinks({
  municipalityId,
  officialId,
  name,
}: {
  municipalityId: string;
  officialId: number;
  name: string;
}) {
  const t = useT();
  return (
    <>
      <Link
        className="button button--secondary button--small"
        to={paths.paperQuestionnaires(municipalityId, [officialId])}
      >
        {t('admin.official.paper.print')}
        <span className="visually-hidden">: {name}</span>
      </Link>
      <Link
        className="button button--secondary button--small button--long-word"
        to={paths.paperEntry(municipalityId, officialId)}
      >
        {t('admin.official.paper.enter')}
        <span className="visually-hidden">: {name}</span>
      </Link>
    </>
  );
}

/**
 * Printable questionnaires for candidates without a computer: for everyone on the list, or for
 * the candidates ticked in the table (the same ticks as for access codes).
 */
export function PaperFormLinks({
  municipalityId,
  pickedIds,
}: {
  municipalityId: string;
  pickedIds: number[];
}) {
  const t = useT();
  return (
    <>
      <h3>{t('admin.official.paper.heading')}</h3>
      <p>{t('admin.official.paper.intro')}</p>
      <ul>
        <li>
          <Link to={paths.paperQuestionnaires(municipalityId)}>
            {t('admin.official.paper.printAll')}
          </Link>
        </li>
        {pickedIds.length > 0 && (
          <li>
            <Link to={paths.paperQuestionnaires(municipalityId, pickedIds)}>
              {t('admin.official.paper.printPicked', { count: pickedIds.length })}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
