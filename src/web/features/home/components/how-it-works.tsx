import { Steps } from '#web/components/steps';
import { useT } from '#web/i18n/hooks';

export function HowItWorks() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading">{t('home.howHeading')}</h2>
      <Steps
        steps={[
          { title: t('home.step1.title'), text: t('home.step1.text') },
          { title: t('home.step2.title'), text: t('home.step2.text') },
          { title: t('home.step3.title'), text: t('home.step3.text') },
        ]}
      />
    </section>
  );
}
