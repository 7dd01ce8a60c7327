import { useId } from 'react';
import { Link } from 'react-router';
import { PoliteStatus } from '#web/components/polite-status';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';
import type { Assessment } from './shorter-engine';
import '#web/styles/voter-shorter.css';

const SENTENCE: Record<Assessment['level'], MessageId> = {
  none: 'shorter.meter.none',
  unavailable: 'shorter.meter.unavailable',
  open: 'shorter.meter.open',
  forming: 'shorter.meter.forming',
  'fairly-sure': 'shorter.meter.fairly-sure',
  sure: 'shorter.meter.sure',
};

interface CertaintyMeterProps {
  /** Null until the first figure has been worked out. */
  assessment: Assessment | null;
  total: number;
  resultsUrl: string;
}

/**
 * "Kuinka varma tuloksesi on": after each answer, how settled the voter's closest candidates are,
 * in words (a polite live region: a whole sentence, read when the screen reader is free), with a
 * bar beside it for the eye only. "Näytä tulokset nyt" once the early finish is offered
 * (docs/matching.md gives the threshold); going on to every statement is always possible.
 */
export function CertaintyMeter({ assessment, total, resultsUrl }: CertaintyMeterProps) {
  const t = useT();
  const headingId = useId();
  const level = assessment?.level ?? 'none';
  return (
    <section className="certainty" aria-labelledby={headingId}>
      <h2 className="certainty__heading" id={headingId}>
        {t('shorter.meterHeading')}
      </h2>
      {level !== 'unavailable' && (
        <progress
          className="progress-bar certainty__bar"
          max={1}
          value={assessment?.value ?? 0}
          aria-hidden="true"
        />
      )}
      <PoliteStatus as="p" className="certainty__text">
        {t(SENTENCE[level])}
      </PoliteStatus>
      {assessment?.canFinish && (
        <p>
          <Link className="button button--secondary button--large" to={resultsUrl}>
            {t('shorter.showResultsNow')}
          </Link>
        </p>
      )}
      <p className="muted">{t('shorter.goOn', { total })}</p>
    </section>
  );
}
