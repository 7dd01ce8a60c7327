import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';

const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'home.step1.title', text: 'home.step1.text' },
  { title: 'home.step2.title', text: 'home.step2.text' },
  { title: 'home.step3.title', text: 'home.step3.text' },
];

export function HowItWorks() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading">{t('home.howHeading')}</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="steps__item">
            <h3 className="steps__title">{t(step.title)}</h3>
            <p>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
