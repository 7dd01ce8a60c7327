import { useState } from 'react';
import type { ConsentKind } from '#core/consent';
import { ConfirmPanel } from '#web/components/confirm-panel';
import { Choice, ChoiceGroup } from '#web/components/form/choice-group';
import { useT } from '#web/i18n/hooks';
import { isApiError } from '#web/lib/api';
import { useWithdrawConsent, type AdminCandidate } from '../../api/admin-candidates';
import { formatDateTime } from '../../lib/date-time';

interface WithdrawConsentPanelProps {
  municipalityId: string;
  candidate: AdminCandidate;
  /** The consent was withdrawn: announce it (the list has been asked to refresh). */
  onDone: (consent: ConsentKind) => void;
  onCancel: () => void;
}

/**
 * "Peru suostumus": after the answering deadline a candidate can no longer withdraw a consent
 * with their code, so they ask the organizer and an admin does it here (docs/product.md,
 * "Consent"). The admin picks which consent; the panel says what then happens before anything
 * is sent. The server audits it with the admin's name.
 */
export function WithdrawConsentPanel({
  municipalityId,
  candidate,
  onDone,
  onCancel,
}: WithdrawConsentPanelProps) {
  const t = useT();
  const [choice, setChoice] = useState<ConsentKind | null>(null);
  const [missing, setMissing] = useState(false);
  const withdraw = useWithdrawConsent(municipalityId);
  const { consent } = candidate;
  const hasOpenData = consent.open_data_at !== null;
  const given = (at: string | null) =>
    at === null
      ? t('admin.candidates.withdraw.notGiven')
      : t('admin.candidates.withdraw.givenAt', { date: formatDateTime(at) });

  function confirm() {
    if (choice === null) {
      setMissing(true);
      document.getElementById('withdraw-consent-publish')?.focus();
      return;
    }
    withdraw.mutate(
      { candidateId: candidate.id, consent: choice },
      {
        onSuccess: () => {
          onDone(choice);
        },
      },
    );
  }

  const confirmLabel = withdraw.isPending
    ? t('admin.candidates.withdraw.pending')
    : choice === 'publish'
      ? t('admin.candidates.withdraw.confirmPublish')
      : choice === 'open_data'
        ? t('admin.candidates.withdraw.confirmOpenData')
        : t('admin.candidates.withdraw.button');

  return (
    <ConfirmPanel
      title={t('admin.candidates.withdraw.title', { name: candidate.name })}
      confirmLabel={confirmLabel}
      cancelLabel={t('admin.cancel')}
      pending={withdraw.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>{t('admin.candidates.withdraw.intro')}</p>
      <ChoiceGroup
        id="withdraw-consent"
        legend={t('admin.candidates.withdraw.legend')}
        error={missing && choice === null ? t('admin.candidates.withdraw.required') : undefined}
      >
        <Choice
          id="withdraw-consent-publish"
          name="withdraw-consent"
          label={t('admin.candidates.withdraw.publish')}
          description={t('admin.candidates.withdraw.publishWhat', {
            given: given(consent.publish_at),
          })}
          checked={choice === 'publish'}
          onChange={() => {
            setChoice('publish');
          }}
        />
        <Choice
          id="withdraw-consent-open-data"
          name="withdraw-consent"
          label={t('admin.candidates.withdraw.openData')}
          description={
            hasOpenData
              ? t('admin.candidates.withdraw.openDataWhat', { given: given(consent.open_data_at) })
              : t('admin.candidates.withdraw.openDataNotGiven')
          }
          disabled={!hasOpenData}
          checked={choice === 'open_data'}
          onChange={() => {
            setChoice('open_data');
          }}
        />
      </ChoiceGroup>
      {withdraw.isError && (
        <div className="notice notice--error" role="alert">
          <p>
            {isApiError(withdraw.error)
              ? withdraw.error.message
              : t('admin.candidates.withdraw.failed')}
          </p>
        </div>
      )}
    </ConfirmPanel>
  );
}
