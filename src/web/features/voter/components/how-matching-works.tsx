import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { usePlainT } from '#web/lib/plain-language';

const STEPS: MessageId[] = ['matching.step1', 'matching.step2', 'matching.step3', 'matching.step4'];

/**
 * docs/matching.md in plain language (catalog area "matching", loaded after the results). Keep
 * it in step with core/matching.ts.
 */
export function HowMatchingWorks() {
  const t = useT();
  const plainT = usePlainT();
  return (
    <section className="section how-matching" aria-labelledby="how-matching-heading">
      <h2 id="how-matching-heading">{t('matching.heading')}</h2>
      <p>{plainT?.('selko.matching.summary') ?? t('matching.summary')}</p>
      <details className="question__background how-matching__details">
        <summary>{t('matching.more')}</summary>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <Msg id={step} components={[<strong key="term" />]} />
            </li>
          ))}
        </ol>
        <p>{t('matching.byTopic')}</p>
      </details>
    </section>
  );
}
