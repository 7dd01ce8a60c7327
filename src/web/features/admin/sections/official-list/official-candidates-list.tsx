import { partyName } from '#core/parties';
import { useEffect, useRef, useState } from 'react';
import type { DataTableColumn } from '#web/components/data-table';
import { QueryStatus } from '#web/components/query-status';
import { useT } from '#web/i18n/hooks';
import { useOfficialCandidates, type OfficialCandidate } from '../../api/official-candidates';
import { ListSearch } from '../../components/list-search';
import { PagedResults } from '../../components/paged-results';
import { RowButton } from '../../components/row-button';
import { useListParams } from '../../hooks/use-list-params';
import { OfficialCandidateForm } from './official-candidate-form';
import { OfficialCodesPicker, type PickedCandidate } from './official-codes-picker';
import { PaperFormLinks, PaperRowLinks } from './paper-form-links';

const FILTER_PARAMS = { search: 'haku' } as const;

const fullName = (c: OfficialCandidate) => `${c.first_name} ${c.last_name}`;

const newPick = (candidate: OfficialCandidate): PickedCandidate => ({
  candidate,
  delivery: 'letter',
  email: '',
});

/**
 * One municipality's official candidates, 50 a page with a server search by name, party or
 * number: add a candidate by hand, correct one. The page and search are in the address.
 */
export function OfficialCandidatesList({
  municipalityId,
  onSaved,
}: {
  municipalityId: string;
  /** Announces "Ehdokas ... lisättiin" and moves focus to the message. */
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const list = useListParams(FILTER_PARAMS);
  const query = { search: list.filters.search, page: list.page };
  const officials = useOfficialCandidates(municipalityId, query);
  // null: no form; 'new': adding; a candidate: correcting that one.
  const [editing, setEditing] = useState<OfficialCandidate | 'new' | null>(null);
  // Ticked for codes (kept across pages and searches until the codes are made).
  const [picked, setPicked] = useState<PickedCandidate[]>([]);
  const isPicked = (c: OfficialCandidate) => picked.some((p) => p.candidate.id === c.id);
  const toggle = (c: OfficialCandidate, on: boolean) => {
    setPicked((current) =>
      on
        ? [...current.filter((p) => p.candidate.id !== c.id), newPick(c)]
        : current.filter((p) => p.candidate.id !== c.id),
    );
  };
  // After "Peruuta" the form is gone: focus returns to the button that opened it.
  const [returnFocus, setReturnFocus] = useState<number | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing !== null || returnFocus === null) return;
    const target =
      returnFocus === 'new'
        ? addButton.current
        : tableArea.current?.querySelector<HTMLButtonElement>(
            `[data-official-id="${String(returnFocus)}"] button`,
          );
    (target ?? addButton.current)?.focus();
    setReturnFocus(null);
  }, [editing, returnFocus]);

  if (editing !== null) {
    return (
      <OfficialCandidateForm
        key={editing === 'new' ? 'new' : editing.id}
        municipalityId={municipalityId}
        candidate={editing === 'new' ? null : editing}
        onSaved={(message) => {
          setEditing(null);
          onSaved(message);
        }}
        onCancel={() => {
          setReturnFocus(editing === 'new' ? 'new' : editing.id);
          setEditing(null);
        }}
      />
    );
  }

  const columns: DataTableColumn<OfficialCandidate>[] = [
    {
      header: t('admin.official.pick.column'),
      cell: (c) => (
        <span className="choice">
          <input
            type="checkbox"
            className="choice__input"
            id={`pick-${String(c.id)}`}
            checked={isPicked(c)}
            onChange={(e) => {
              toggle(c, e.currentTarget.checked);
            }}
          />
          <label className="choice__label" htmlFor={`pick-${String(c.id)}`}>
            <span className="visually-hidden">
              {t('admin.official.pick.one', { name: fullName(c) })}
            </span>
          </label>
        </span>
      ),
    },
    { header: t('admin.official.column.number'), cell: (c) => c.candidate_number },
    {
      header: t('admin.official.column.name'),
      rowHeader: true,
      long: 'name',
      cell: fullName,
    },
    {
      header: t('admin.official.field.party'),
      long: 'text',
      cell: (c) => partyName(c.party),
    },
    { header: t('admin.official.field.age'), cell: (c) => c.age ?? '–' },
    {
      header: t('admin.official.field.profession'),
      long: 'text',
      cell: (c) => c.profession || '–',
    },
    {
      header: t('admin.official.column.source'),
      cell: (c) =>
        c.source === 'manual'
          ? t('admin.official.source.manual')
          : t('admin.official.source.import'),
    },
    { header: t('admin.official.column.codes'), cell: (c) => c.codes },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (c) => (
        <span data-official-id={c.id} className="admin-row-actions">
          <RowButton
            rowName={fullName(c)}
            onClick={() => {
              setEditing(c);
            }}
          >
            {t('admin.official.edit')}
          </RowButton>
          <PaperRowLinks municipalityId={municipalityId} officialId={c.id} name={fullName(c)} />
        </span>
      ),
    },
  ];

  const data = officials.data;
  return (
    <>
      <p>
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('admin.official.addButton')}
        </button>
      </p>
      <ListSearch
        key={query.search}
        id="official-search"
        label={t('admin.official.search.label')}
        formLabel={t('admin.official.search')}
        initial={query.search}
        onSearch={(search) => {
          list.setFilters({ search });
        }}
      />
      <QueryStatus query={officials} failedMessage={t('admin.official.loadFailed')} />
      {data && data.items.some((c) => c.codes === 0 && !isPicked(c)) && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setPicked((current) => [
                ...current,
                ...data.items
                  .filter((c) => c.codes === 0 && !current.some((p) => p.candidate.id === c.id))
                  .map(newPick),
              ]);
            }}
          >
            {t('admin.official.pick.allWithout')}
          </button>
        </p>
      )}
      {data && (
        <div ref={tableArea}>
          <PagedResults
            data={data}
            loading={officials.isPlaceholderData}
            count={t('admin.official.count', {
              count: data.total,
              searched: list.filtered ? 'yes' : 'no',
            })}
            caption={t('admin.official.list.caption')}
            captionHidden
            columns={columns}
            rowKey={(c) => String(c.id)}
            emptyMessage={
              list.filtered ? t('admin.official.empty.searched') : t('admin.official.empty.all')
            }
            pagesLabel={t('admin.official.pages')}
            onPageChange={list.setPage}
          />
        </div>
      )}
      <PaperFormLinks
        municipalityId={municipalityId}
        pickedIds={picked.map((p) => p.candidate.id)}
      />
      <OfficialCodesPicker
        municipalityId={municipalityId}
        picked={picked}
        onChange={setPicked}
        onDone={onSaved}
      />
    </>
  );
}
