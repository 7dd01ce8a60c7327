import { useRef, useState, type SubmitEvent } from 'react';
import type { UpdateCandidateInput } from '#core/admin-schemas';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import { FormField } from '#web/components/form/form-field';
import { SelectField } from '#web/components/form/select-field';
import { QueryStatus } from '#web/components/query-status';
import { Pagination } from '#web/components/pagination';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import {
  CANDIDATE_PAGE_SIZE,
  useAdminCandidates,
  useRemoveCandidate,
  useUpdateCandidate,
  type AdminCandidate,
  type CandidateListQuery,
} from '../../api/admin-candidates';
import { AdminSection } from '../../components/admin-section';
import { RowButton } from '../../components/row-button';
import { useAdminContext } from '../../hooks/use-admin-context';
import { CandidateEditForm } from './candidate-edit-form';
import { useT } from '#web/i18n/hooks';

/** /{municipalityId}/admin/ehdokkaat: approved candidates: search, edit, remove. */
export function CandidatesSection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const [query, setQuery] = useState<CandidateListQuery>({ search: '', party: '', page: 1 });
  const [searchText, setSearchText] = useState('');
  const [partyChoice, setPartyChoice] = useState('');
  const candidates = useAdminCandidates(id, query);
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<AdminCandidate | null>(null);
  const [removing, setRemoving] = useState<AdminCandidate | null>(null);

  const remove = useRemoveCandidate(id);
  const removeCandidate = (candidate: AdminCandidate) =>
    remove.mutate(candidate, {
      onSuccess: () => {
        setRemoving(null);
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

  function onSearch(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ search: searchText.trim(), party: partyChoice, page: 1 });
  }

  const columns: DataTableColumn<AdminCandidate>[] = [
    { header: t('admin.candidates.name'), rowHeader: true, cell: (c) => c.name },
    { header: t('admin.candidates.party'), cell: (c) => c.party },
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
              setEditing(c);
            }}
          >
            {t('admin.candidates.edit')}
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
  const pageCount = data ? Math.max(1, Math.ceil(data.total / CANDIDATE_PAGE_SIZE)) : 1;

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
          <form
            className="admin-filters"
            role="search"
            aria-label={t('admin.candidates.search')}
            onSubmit={onSearch}
          >
            <FormField id="candidate-search" label={t('admin.candidates.search.label')}>
              {(control) => (
                <input
                  {...control}
                  type="search"
                  value={searchText}
                  onChange={(event) => {
                    setSearchText(event.target.value);
                  }}
                />
              )}
            </FormField>
            <SelectField
              id="candidate-party-filter"
              label={t('admin.candidates.party')}
              value={partyChoice}
              onChange={setPartyChoice}
              options={[
                { value: '', label: t('admin.candidates.allParties') },
                ...(data?.parties ?? []).map((party) => ({ value: party, label: party })),
              ]}
            />
            <button type="submit" className="button button--primary">
              {t('admin.candidates.search.submit')}
            </button>
          </form>

          <QueryStatus query={candidates} failedMessage={t('admin.candidates.loadFailed')} />
          {data && (
            <>
              <p role="status">
                {t('admin.candidates.count', {
                  count: data.total,
                  searched: query.search || query.party ? 'yes' : 'no',
                })}
              </p>
              <DataTable
                caption={t('admin.candidates.caption', { page: data.page, pages: pageCount })}
                columns={columns}
                rows={data.items}
                rowKey={(c) => String(c.id)}
                emptyMessage={
                  query.search || query.party
                    ? t('admin.candidates.empty.searched')
                    : t('admin.candidates.empty.all')
                }
              />
              <Pagination
                label={t('admin.candidates.pages')}
                page={data.page}
                pageCount={pageCount}
                onPageChange={(page) => {
                  setQuery((q) => ({ ...q, page }));
                }}
              />
            </>
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
