import { useT } from '#web/i18n/hooks';

/** The privacy policy in a few plain sentences, for a voter who chose "Selkokieli". */
export function PlainPrivacySummary() {
  const t = useT();
  return (
    <section className="notice" aria-labelledby="privacy-plain">
      <h2 id="privacy-plain">{t('selko.privacy.heading')}</h2>
      <p>{t('selko.privacy.summary')}</p>
    </section>
  );
}
