import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { QueryStatus } from '#web/components/query-status';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import {
  useAccessCodes,
  useRemindUnanswered,
  useResendAccessCode,
  type AccessCode,
  type CreatedAccessCodes,
} from '../../api/access-codes';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { AccessCodesTable, candidateLink } from './access-codes-table';
import { CreateCodesForm } from './create-codes-form';
import { useT, type Translate } from '#web/i18n/hooks';

/** "Luotiin 3 koodia, 3 sähköpostia on lähtenyt jonoon." The table shows each one's state. */
function createdMessage(
  t: Translate,
  created: CreatedAccessCodes,
  emailRequested: boolean,
): string {
  const codes = created.codes.length;
  if (!emailRequested) return t('admin.codes.created.noEmail', { codes });
  if (created.queued === 0) {
    return t('admin.codes.created.noMail', { codes, noMail: t('admin.codes.noMail') });
  }
  return t('admin.codes.created.queued', { codes, emails: created.queued });
}

/** /{id}/admin/paasykoodit: create codes for candidates, email them, see who has used theirs. */
export function AccessCodesSection() {
  const t = useT();
  const { municipalityId, municipalityName } = useAdminContext();
  const id = municipalityId ?? '';
  const list = useAccessCodes(id);
  const { status, announce } = useStatusMessage();
  const [error, setError] = useState<string | null>(null);

  const resend = useResendAccessCode(id);
  const resendCode = (code: AccessCode) => {
    setError(null);
    resend.mutate(code, {
      onSuccess: (result) => {
        if (result.email_status === 'pending')
          announce(t('admin.codes.resent', { email: code.email }));
        else {
          setError(
            t('admin.codes.notResent', { email: code.email, noMail: t('admin.codes.noMail') }),
          );
        }
      },
      onError: (failure) => {
        setError(failure.message);
      },
    });
  };

  const remind = useRemindUnanswered(id);
  const [confirmRemind, setConfirmRemind] = useState(false);
  const unused = list.data?.filter((c) => c.status === 'unused').length ?? 0;
  const runRemind = () => {
    setError(null);
    remind.mutate(undefined, {
      onSuccess: (result) => {
        setConfirmRemind(false);
        if (result.reminded > 0 && result.email_status === 'not_sent') {
          setError(t('admin.codes.remind.noMail', { noMail: t('admin.codes.noMail') }));
        } else {
          announce(
            t('admin.codes.remind.done', { reminded: result.reminded, skipped: result.skipped }),
          );
        }
      },
    });
  };

  async function copyLink(code: AccessCode) {
    setError(null);
    try {
      await navigator.clipboard.writeText(candidateLink(code.code));
      announce(t('admin.codes.copied', { email: code.email }));
    } catch {
      setError(t('admin.codes.copyFailed'));
    }
  }

  return (
    <AdminSection
      title={t('admin.nav.accessCodes')}
      intro={
        <p>
          {municipalityName
            ? t('admin.codes.intro', { municipality: municipalityName })
            : t('admin.codes.introNoName')}
        </p>
      }
    >
      <StatusMessage status={status} />
      {error && (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
        </div>
      )}

      <h2>{t('admin.codes.create.heading')}</h2>
      <CreateCodesForm
        municipalityId={id}
        onCreated={(created, emailRequested) => {
          setError(null);
          announce(createdMessage(t, created, emailRequested));
        }}
      />

      <h2>{t('admin.codes.remind.heading')}</h2>
      <p>{t('admin.codes.remind.intro')}</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={unused === 0}
          onClick={() => {
            remind.reset();
            setConfirmRemind(true);
          }}
        >
          {t('admin.codes.remind.button')}
        </button>
      </p>
      <ConfirmDialog
        open={confirmRemind}
        title={t('admin.codes.remind.confirmTitle')}
        confirmLabel={t('admin.codes.remind.confirm')}
        pending={remind.isPending}
        error={remind.error?.message ?? null}
        onConfirm={runRemind}
        onCancel={() => {
          setConfirmRemind(false);
        }}
      >
        <p>{t('admin.codes.remind.confirmText', { count: unused })}</p>
      </ConfirmDialog>

      <h2>{t('admin.codes.list.heading')}</h2>
      <QueryStatus query={list} failedMessage={t('admin.codes.loadFailed')} />
      {list.data && (
        <AccessCodesTable
          codes={list.data}
          resending={resend.isPending ? resend.variables.code : null}
          onResend={(code) => {
            resendCode(code);
          }}
          onCopy={(code) => void copyLink(code)}
        />
      )}
    </AdminSection>
  );
}
