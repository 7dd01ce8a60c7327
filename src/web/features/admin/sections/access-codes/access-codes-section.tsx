import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACCESS_CODE_STATUSES } from '#core/admin-schemas';
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
import { ListSearch } from '../../components/list-search';
import { useAdminContext } from '../../hooks/use-admin-context';
import { useListParams } from '../../hooks/use-list-params';
import { AccessCodesTable, candidateLink, STATUS_LABELS } from './access-codes-table';
import { CreateCodesForm } from './create-codes-form';
import { useT, type Translate } from '#web/i18n/hooks';
import { paths } from '#web/paths';

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

const FILTER_PARAMS = { search: 'haku', status: 'tila' } as const;

/** /{id}/admin/paasykoodit: create codes for candidates, email them, see who has used theirs. */
export function AccessCodesSection() {
  const t = useT();
  const { municipalityId, municipalityName } = useAdminContext();
  const id = municipalityId ?? '';
  const listParams = useListParams(FILTER_PARAMS);
  const { search, status: codeStatus } = listParams.filters;
  const list = useAccessCodes(id, { search, status: codeStatus, page: listParams.page });
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
  // Muistuta's outcome is shown (and focused) right below its button, where the admin looks.
  const remindStatus = useStatusMessage();
  const remindStatusRef = useRef<HTMLDivElement>(null);
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  // How many unused codes the municipality has (the server counts them; the list is one page).
  const unusedCodes = useAccessCodes(id, { search: '', status: 'unused', page: 1 });
  const unused = unusedCodes.data?.total ?? 0;
  const runRemind = () => {
    setError(null);
    remind.mutate(undefined, {
      onSuccess: (result) => {
        setConfirmRemind(false);
        const parts = [
          result.not_sent > 0
            ? t('admin.codes.remind.notSent', { count: result.not_sent })
            : t('admin.codes.remind.done', { reminded: result.reminded, skipped: result.skipped }),
          ...(result.letters > 0
            ? [t('admin.codes.remind.letters', { count: result.letters })]
            : []),
        ];
        remindStatus.announce(parts.join(' '));
        remindStatusRef.current?.focus();
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
      {!emailEnabled && (
        <div className="notice">
          <p>{t('admin.codes.mailOff')}</p>
        </div>
      )}
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
        </button>{' '}
        <Link to={`${paths.officialLetters(id)}?muistutus=1`}>
          {t('admin.codes.remind.printLetters')}
        </Link>
      </p>
      <div id="remind-status">
        <StatusMessage status={remindStatus.status} ref={remindStatusRef} />
      </div>
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
      <ListSearch
        key={`${search}|${codeStatus}`}
        id="code-search"
        label={t('admin.codes.search.label')}
        formLabel={t('admin.codes.search')}
        initial={search}
        select={{
          id: 'code-status-filter',
          label: t('admin.codes.column.status'),
          initial: codeStatus,
          options: [
            { value: '', label: t('admin.codes.status.all') },
            ...ACCESS_CODE_STATUSES.map((value) => ({
              value,
              label: t(STATUS_LABELS[value]),
            })),
          ],
        }}
        onSearch={(text, selected) => {
          listParams.setFilters({ search: text, status: selected });
        }}
      />
      {list.data && (
        <AccessCodesTable
          page={list.data}
          loading={list.isPlaceholderData}
          searched={listParams.filtered}
          onPageChange={listParams.setPage}
          resending={resend.isPending ? resend.variables.code : null}
          emailEnabled={emailEnabled}
          onResend={(code) => {
            resendCode(code);
          }}
          onCopy={(code) => void copyLink(code)}
        />
      )}
    </AdminSection>
  );
}
