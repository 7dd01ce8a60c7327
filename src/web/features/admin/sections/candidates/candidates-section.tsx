import { useRef, useState, type SubmitEvent } from 'react';
import type { UpdateCandidateInput } from '#core/admin-schemas';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
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
import { useAdminContext } from '../../hooks/use-admin-context';
import { CandidateEditForm } from './candidate-edit-form';

/** /{municipalityId}/admin/ehdokkaat: approved candidates: search, edit, remove. */
export function CandidatesSection() {
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
        announce(`${candidate.name} poistettiin ehdokkaista.`);
      },
    });

  const update = useUpdateCandidate(id);
  async function save(candidate: AdminCandidate, input: UpdateCandidateInput) {
    await update.mutateAsync({ candidateId: candidate.id, input });
    setEditing(null);
    announce(`Ehdokkaan ${input.name ?? candidate.name} tiedot tallennettiin.`);
    statusRef.current?.focus();
  }

  function onSearch(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ search: searchText.trim(), party: partyChoice, page: 1 });
  }

  const columns: DataTableColumn<AdminCandidate>[] = [
    { header: 'Nimi', rowHeader: true, cell: (c) => c.name },
    { header: 'Puolue', cell: (c) => c.party },
    { header: 'Ehdokasnumero', cell: (c) => c.voting_number ?? '–' },
    { header: 'Ikä', cell: (c) => c.age },
    { header: 'Ammatti', cell: (c) => c.profession || '–' },
    {
      header: 'Toiminnot',
      className: 'data-table__actions',
      cell: (c) => (
        <span className="admin-row-actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setEditing(c);
            }}
          >
            Muokkaa<span className="visually-hidden">: {c.name}</span>
          </button>
          <button
            type="button"
            className="button button--danger-outline button--small"
            onClick={() => {
              remove.reset();
              setRemoving(c);
            }}
          >
            Poista<span className="visually-hidden">: {c.name}</span>
          </button>
        </span>
      ),
    },
  ];

  const data = candidates.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / CANDIDATE_PAGE_SIZE)) : 1;

  return (
    <AdminSection
      title="Ehdokkaat"
      intro={
        <p>
          Tässä ovat kunnan hyväksytyt ehdokkaat. Voit korjata ehdokkaan tietoja, vastauksia ja
          kuvaa tai poistaa ehdokkaan. Muutokset näkyvät äänestäjille heti.
        </p>
      }
    >
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
            aria-label="Ehdokkaiden haku"
            onSubmit={onSearch}
          >
            <div className="field">
              <label className="field__label" htmlFor="candidate-search">
                Hae nimellä tai ammatilla
              </label>
              <input
                id="candidate-search"
                type="search"
                value={searchText}
                onChange={(event) => {
                  setSearchText(event.target.value);
                }}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="candidate-party-filter">
                Puolue
              </label>
              <select
                id="candidate-party-filter"
                value={partyChoice}
                onChange={(event) => {
                  setPartyChoice(event.target.value);
                }}
              >
                <option value="">Kaikki puolueet</option>
                {data?.parties.map((party) => (
                  <option key={party} value={party}>
                    {party}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--primary">
              Hae
            </button>
          </form>

          {candidates.isPending && <PageLoading />}
          {candidates.isError && (
            <LoadError
              message="Ehdokkaiden lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
              onRetry={() => void candidates.refetch()}
            />
          )}
          {data && (
            <>
              <p role="status">
                {data.total === 1 ? '1 ehdokas' : `${String(data.total)} ehdokasta`}
                {query.search || query.party ? ' haulla' : ''}.
              </p>
              <DataTable
                caption={`Ehdokkaat, sivu ${String(data.page)} / ${String(pageCount)}`}
                columns={columns}
                rows={data.items}
                rowKey={(c) => String(c.id)}
                emptyMessage={
                  query.search || query.party
                    ? 'Haulla ei löytynyt ehdokkaita.'
                    : 'Kunnalla ei ole vielä hyväksyttyjä ehdokkaita. Ehdokkaat tulevat tänne, kun heidän hakemuksensa hyväksytään.'
                }
              />
              <Pagination
                label="Ehdokaslistan sivut"
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
        title={removing ? `Poistetaanko ${removing.name}?` : ''}
        confirmLabel="Poista ehdokas"
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
        <p>
          {removing?.name} poistetaan kunnan ehdokkaista. Hänen tietonsa ja vastauksensa eivät enää
          näy äänestäjille. Tätä ei voi perua.
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
