import { useRef, useState } from 'react';
import type { ConsentKind, ConsentRecord } from '#core/consent';
import { useT } from '#web/i18n/hooks';
import { isApiError } from '#web/lib/api';
import { useWithdrawConsent } from '../api/consents';

interface WithdrawConsentsProps {
  code: string;
  consent: ConsentRecord;
}

/**
 * "Luvat, jotka olet antanut": the consents given with the answers, each with a button to
 * withdraw it (until the deadline; the code page is closed after it). A withdrawal asks once
 * more before it is sent. Withdrawing (a) deletes the answers and the code.
 */
export function WithdrawConsents({ code, consent }: WithdrawConsentsProps) {
  const t = useT();
  const [asking, setAsking] = useState<ConsentKind | null>(null);
  const [done, setDone] = useState<ConsentKind | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const withdraw = useWithdrawConsent(code);
  const onWithdrawn = (kind: ConsentKind) => {
    setAsking(null);
    setDone(kind);
    status.current?.focus();
  };

  if (done === 'publish') {
    return (
      <p className="notice" role="status" tabIndex={-1} ref={status}>
        {t('candidate.withdraw.publishDone')}
      </p>
    );
  }
  const openData = consent.open_data_at !== null && done !== 'open_data';
  return (
    <section aria-labelledby="consents-heading">
      <h2 id="consents-heading">{t('candidate.withdraw.heading')}</h2>
      <ul>
        {consent.publish_at !== null && <li>{t('candidate.withdraw.publishGiven')}</li>}
        <li>
          {openData
            ? t('candidate.withdraw.openDataGiven')
            : t('candidate.withdraw.openDataNotGiven')}
        </li>
      </ul>
      <p role="status" tabIndex={-1} ref={status}>
        {done === 'open_data' ? t('candidate.withdraw.openDataDone') : ''}
      </p>
      {withdraw.isError && (
        <p className="field-error" role="alert">
          {isApiError(withdraw.error) ? withdraw.error.message : t('candidate.withdraw.failed')}
        </p>
      )}
      {asking ? (
        <div className="notice">
          <p>
            {asking === 'publish'
              ? t('candidate.withdraw.confirmPublish')
              : t('candidate.withdraw.confirmOpenData')}
          </p>
          <p className="button-row">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={withdraw.isPending || undefined}
              onClick={() => {
                if (!withdraw.isPending)
                  withdraw.mutate(asking, { onSuccess: () => onWithdrawn(asking) });
              }}
            >
              {t('candidate.withdraw.confirm')}
            </button>{' '}
            <button type="button" className="button" onClick={() => setAsking(null)}>
              {t('candidate.withdraw.cancel')}
            </button>
          </p>
        </div>
      ) : (
        <p className="button-row">
          {openData && (
            <button type="button" className="button" onClick={() => setAsking('open_data')}>
              {t('candidate.withdraw.openDataButton')}
            </button>
          )}{' '}
          <button type="button" className="button" onClick={() => setAsking('publish')}>
            {t('candidate.withdraw.publishButton')}
          </button>
        </p>
      )}
    </section>
  );
}
