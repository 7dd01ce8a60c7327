import { partyName } from '#core/parties';
import { useRef, useState } from 'react';
import type { UpdateCandidateInput } from '#core/admin-schemas';
import type { ConsentKind } from '#core/consent';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import type { DataTableColumn } from '#web/components/data-table';
import { QueryStatus } from '#web/components/query-status';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import {
  useAdminCandidates,
  useRemoveCandidate,
  useUpdateCandidate,
  type AdminCandidate,
  type CandidateListQuery,
} from '../../api/admin-candidates';
import { AdminSection } from '../../components/admin-section';
import { ListSearch } from '../../components/list-search';
import { PagedResults } from '../../components/paged-results';
import { RowButton } from '../../components/row-button';
import { useAdminContext } from '../../hooks/use-admin-context';
import { useListParams } from '../../hooks/use-list-params';
import { CandidateEditForm } from './candidate-edit-form';
import { WithdrawConsentPanel } from './withdraw-consent-panel';
import { useT } from '#web/i18n/hooks';

const FILTER_PARAMS = { search: 'haku', party: 'puolue' } as const;

/** /{municipalityId}/admin/ehdokkaat: approved candidates: search, edit, remove. */
export function CandidatesSection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const list = useListParams(FILTER_PARAMS);
  const query: CandidateListQuery = { ...list.filters, page: list.page };
  const candidates = useAdminCandidates(id, query);
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<AdminCandidate | null>(null);
  const [removing, setRemoving] = useState<AdminCandidate | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminCandidate | null>(null);
  // The row's "Peru suostumus" button, for focus after "Peruuta".
  const withdrawOpener = useRef<HTMLElement | null>(null);

  function consentWithdrawn(candidate: AdminCandidate, consent: ConsentKind) {
    setWithdrawing(null);
    announce(
      consent === 'publish'
        ? t('admin.candidates.withdraw.publishDone', { name: candidate.name })
        : t('admin.candidates.withdraw.openDataDone', { name: candidate.name }),
    );
    statusRef.current?.focus();
  }

  const remove = useRemoveCandidate(id);
  const removeCandidate = (candidate: AdminCandidate) =>
    remove.mutate(candidate, {
      onSuccess: () => {
        setRemoving(null);
        if (withdrawing?.id === candidate.id) setWithdrawing(null);
        announce(t('admin.candidates.removed', { name: candidate.name }));
      },
    });

  const update = useUpdateCandidate(id);
  async function save(candidate: AdminCandidate, input: UpdateCandidateInput) {
    await update.mutateAsync({ candidateId: candidate.id, input });
    setEditing(null);
    announce(t('admin.candidates.saved', { name: input.name ?? candidate.name }));
    statusRef.current?.focus();
  }

  const columns: DataTableColumn<AdminCandidate>[] = [
    { header: t('admin.candidates.name'), rowHeader: true, cell: (c) => c.name },
    { header: t('admin.candidates.party'), cell: (c) => partyName(c.party) },
    { header: t('admin.candidates.votingNumber'), cell: (c) => c.voting_number ?? '–' },
    { header: t('admin.candidates.age'), cell: (c) => c.age },
    { header: t('admin.candidates.profession'), cell: (c) => c.profession || '–' },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (c) => (
        <span className="admin-row-actions">
          <RowButton
            rowName={c.name}
            onClick={() => {
              setWithdrawing(null);
              setEditing(c);
            }}
          >
            {t('admin.candidates.edit')}
          </RowButton>
          <RowButton
            rowName={c.name}
            onClick={() => {
              withdrawOpener.current = document.activeElement as HTMLElement | null;
              setWithdrawing(c);
            }}
          >
            {t('admin.candidates.withdraw.button')}
          </RowButton>
          <RowButton
            danger
            rowName={c.name}
            onClick={() => {
              remove.reset();
              setRemoving(c);
            }}
          >
            {t('admin.remove')}
          </RowButton>
        </span>
      ),
    },
  ];

  const data = candidates.data;

  return (
    <AdminSection title={t('admin.nav.candidates')} intro={<p>{t('admin.candidates.intro')}</p>}>
      <StatusMessage status={status} ref={statusRef} />

      {editing ? (
        <CandidateEditForm
          key={editing.id}
          municipalityId={id}
          candidate={editing}
          save={(input) => save(editing, input)}
          onCancel={() => {
            setEditing(null);
          }}
        />
      ) : (
        <>
          {withdrawing && (
            <WithdrawConsentPanel
              key={withdrawing.id}
              municipalityId={id}
              candidate={withdrawing}
              onDone={(consent) => {
                consentWithdrawn(withdrawing, consent);
              }}
              onCancel={() => {
                setWithdrawing(null);
                withdrawOpener.current?.focus();
              }}
            />
          )}
          <ListSearch
            key={`${query.search}|${query.party}`}
            id="candidate-search"
            label={t('admin.candidates.search.label')}
            formLabel={t('admin.candidates.search')}
            initial={query.search}
            select={{
              id: 'candidate-party-filter',
              label: t('admin.candidates.party'),
              initial: query.party,
              options: [
                { value: '', label: t('admin.candidates.allParties') },
                // A party in the address that no candidate has any more stays choosable.
                ...[...new Set([...(data?.parties ?? []), ...(query.party ? [query.party] : [])])]
                  .sort((x, y) => x.localeCompare(y, 'fi'))
                  .map((party) => ({ value: party, label: partyName(party) })),
              ],
            }}
            onSearch={(search, party) => {
              list.setFilters({ search, party });
            }}
          />

          <QueryStatus query={candidates} failedMessage={t('admin.candidates.loadFailed')} />
          {data && (
            <PagedResults
              data={data}
              loading={candidates.isPlaceholderData}
              count={t('admin.candidates.count', {
                count: data.total,
                searched: list.filtered ? 'yes' : 'no',
              })}
              caption={t('admin.candidates.caption')}
              captionHidden
              columns={columns}
              rowKey={(c) => String(c.id)}
              emptyMessage={
                list.filtered
                  ? t('admin.candidates.empty.searched')
                  : t('admin.candidates.empty.all')
              }
              pagesLabel={t('admin.candidates.pages')}
              onPageChange={list.setPage}
            />
          )}
        </>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('admin.candidates.remove.title', { name: removing.name }) : ''}
        confirmLabel={t('admin.candidates.remove.confirm')}
        destructive
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        fallbackFocusRef={statusRef}
        onConfirm={() => {
          if (removing) removeCandidate(removing);
        }}
        onCancel={() => {
          setRemoving(null);
        }}
      >
        <p>{t('admin.candidates.remove.text', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
