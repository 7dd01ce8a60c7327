import { useLanguage, useT } from '#web/i18n/hooks';
import type { MessageId } from '#web/i18n/catalogs';
import { Msg } from '#web/i18n/msg';
import { textLang } from '#web/i18n/text-lang';
import type { MunicipalityQuestion } from '../api/municipality';
import { Hyphenated } from '#web/components/hyphenated';

interface ValueMapExplainerProps {
  questions: readonly MunicipalityQuestion[];
}

/** Where agreeing with a statement moves the voter, by axis and direction. */
const TOWARDS: Record<'economic' | 'social', Record<1 | -1, MessageId>> = {
  economic: { 1: 'map.towardsPublic', [-1]: 'map.towardsSavings' },
  social: { 1: 'map.towardsNew', [-1]: 'map.towardsFamiliar' },
};

/** The example of a direction: statement 15 (family carers) when it is on the economic axis. */
const EXAMPLE_ID = 15;

function AxisStatements({
  questions,
  axis,
}: ValueMapExplainerProps & { axis: 'economic' | 'social' }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul>
      {questions.map((question, index) =>
        question.type === axis && question.direction !== null ? (
          <li key={question.id}>
            {index + 1}.{' '}
            <span lang={textLang(question, 'text', language)}>
              <Hyphenated text={question.text} />
            </span>{' '}
            <em>{t(TOWARDS[axis][question.direction])}</em>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** docs/matching.md, "Parties and the value map", in plain language. Keep the two in step. */
export function ValueMapExplainer({ questions }: ValueMapExplainerProps) {
  const t = useT();
  const language = useLanguage();
  const towardsPublic = (q: MunicipalityQuestion) => q.type === 'economic' && q.direction === 1;
  const example =
    questions.find((q) => q.id === EXAMPLE_ID && towardsPublic(q)) ?? questions.find(towardsPublic);
  return (
    <section className="section value-map__explainer" aria-labelledby="value-map-how">
      <h2 id="value-map-how">{t('map.howHeading')}</h2>
      <p>{t('map.howSimplification')}</p>
      <ol>
        <li>{t('map.howAxes')}</li>
        {example && (
          <li>
            <Msg
              id="map.howDirection"
              values={{ example: example.text.replace(/\.$/, '') }}
              components={[<span key="example" lang={textLang(example, 'text', language)} />]}
            />
          </li>
        )}
        <li>{t('map.howNumbers')}</li>
        <li>{t('map.howMean')}</li>
        <li>{t('map.howParty')}</li>
        <li>{t('map.howDistance')}</li>
      </ol>
      <details className="value-map__statements">
        <summary>{t('map.statementsSummary')}</summary>
        <h3>{t('map.axisEconomy')}</h3>
        <AxisStatements questions={questions} axis="economic" />
        <h3>{t('map.axisValues')}</h3>
        <AxisStatements questions={questions} axis="social" />
      </details>
    </section>
  );
}
