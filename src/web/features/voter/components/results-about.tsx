import { Link } from 'react-router';
import { Hyphenated } from '#web/components/hyphenated';
import { usePaths, useT, type Translate } from '#web/i18n/hooks';
import { usePlainT } from '#web/lib/plain-language';

function importanceSentence(t: Translate, count: number, plain: boolean): string {
  if (plain) {
    return count === 0
      ? t('selko.results.importanceNone')
      : t('selko.results.importanceSome', { count });
  }
  return count === 0 ? t('results.importanceNone') : t('results.importanceSome', { count });
}

interface ResultsAboutProps {
  municipalityId: string;
  /** How many statements the voter marked important and answered. */
  importantAnswered: number;
  /** The list holds made-up demo candidates. */
  demo: boolean;
  /** The heading's id: the link under "Tuloksesi" leads here. */
  headingId: string;
}

/** After the results: how the list is ordered, printing, changing answers and the value map. */
export function ResultsAbout({
  municipalityId,
  importantAnswered,
  demo,
  headingId,
}: ResultsAboutProps) {
  const t = useT();
  const paths = usePaths();
  const plainT = usePlainT();
  return (
    <section className="results__about" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t('results.aboutHeading')}
      </h2>
      <p>{plainT?.('selko.results.lead') ?? t('results.lead')}</p>
      <p>{importanceSentence(t, importantAnswered, plainT !== null)}</p>
      {demo && (
        <p className="notice">
          <Hyphenated text={t('results.demoNotice')} />
        </p>
      )}
      <div className="button-row results__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void import('../lib/print-whole-list').then((module) => module.printWholeList());
          }}
        >
          {t('results.print')}
        </button>
        <Link className="button button--secondary" to={paths.review(municipalityId)}>
          {t('results.changeAnswers')}
        </Link>
        <Link className="button button--secondary" to={paths.valueMap(municipalityId)}>
          {t('results.valueMap')}
        </Link>
      </div>
    </section>
  );
}
