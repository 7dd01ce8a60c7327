import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { auditLogQuerySchema } from '../../../../../core/admin-schemas';
import { DataTable, type DataTableColumn } from '../../../../components/data-table';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { Pagination } from '../../../../components/pagination';
import {
  AUDIT_LOG_PAGE_SIZE,
  useAuditLog,
  type AuditEntry,
  type AuditLogFilters,
} from '../../api/admin-audit-log';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { actionLabel, detailLines, helsinkiTime, targetText, ACTION_LABELS } from './audit-labels';

const filterSchema = auditLogQuerySchema.pick({ action: true, actor: true, from: true, to: true });
type FilterValues = z.input<typeof filterSchema>;
type FilterOutput = z.output<typeof filterSchema>;

const FIELD_IDS = {
  action: 'log-action',
  actor: 'log-actor',
  from: 'log-from',
  to: 'log-to',
} as const;
const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** Muutosloki: /admin/loki (everything) and /{municipalityId}/admin/loki (one municipality). */
export function AuditLogSection() {
  const { municipalityId, nameOf } = useAdminContext();
  const [filters, setFilters] = useState<AuditLogFilters>({
    page: 1,
    ...(municipalityId ? { municipality_id: municipalityId } : {}),
  });
  const [failedSubmits, setFailedSubmits] = useState(0);
  const log = useAuditLog(filters);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterValues, unknown, FilterOutput>({
    resolver: zodResolver(filterSchema),
    defaultValues: {},
    shouldFocusError: false,
  });

  const onValid = (values: FilterOutput) => {
    setFilters({
      page: 1,
      ...(municipalityId ? { municipality_id: municipalityId } : {}),
      ...values,
    });
  };

  const actions = [...new Set([...(log.data?.actions ?? []), ...Object.keys(ACTION_LABELS)])].sort(
    (a, b) => actionLabel(a).localeCompare(actionLabel(b), 'fi'),
  );

  const columns: DataTableColumn<AuditEntry>[] = [
    { header: 'Aika', rowHeader: true, cell: (e) => helsinkiTime(e.created_at) },
    { header: 'Kuka', cell: (e) => e.actor_email ?? 'Järjestelmä' },
    { header: 'Mitä', cell: (e) => actionLabel(e.action) },
    {
      header: 'Kohde',
      cell: (e) => (
        <>
          {targetText(e.entity, e.entity_id)}
          {e.municipality_id && !municipalityId && (
            <span className="muted"> ({nameOf(e.municipality_id)})</span>
          )}
        </>
      ),
    },
    {
      header: 'Tiedot',
      cell: (e) => {
        const lines = detailLines(e.details);
        if (lines.length === 0) return '–';
        return (
          <ul className="audit-details">
            {lines.map((line, index) => (
              <li key={`${String(index)}-${line}`}>{line}</li>
            ))}
          </ul>
        );
      },
    },
  ];

  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / AUDIT_LOG_PAGE_SIZE)) : 1;
  const summary = summaryErrors(errors, FIELD_IDS);
  const filtered = Boolean(filters.action || filters.actor || filters.from || filters.to);

  return (
    <AdminSection
      title="Muutosloki"
      intro={
        <p>
          {municipalityId
            ? 'Kaikki tämän kunnan tietoihin tehdyt muutokset: kuka teki, mitä ja milloin. Uusimmat ensin.'
            : 'Kaikki ylläpidossa tehdyt muutokset: kuka teki, mitä ja milloin. Uusimmat ensin.'}
        </p>
      }
    >
      <h2>Rajaa muutoksia</h2>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="admin-filters"
        noValidate
        aria-label="Muutoslokin rajaus"
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <FormField id={FIELD_IDS.action} label="Toiminto" error={errors.action?.message}>
          {(props) => (
            <select {...props} {...register('action', { setValueAs: emptyToUndefined })}>
              <option value="">Kaikki toiminnot</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.actor}
          label="Tekijän sähköposti"
          hint="Osa osoitteesta riittää."
          error={errors.actor?.message}
        >
          {(props) => (
            <input
              type="search"
              {...props}
              {...register('actor', { setValueAs: emptyToUndefined })}
            />
          )}
        </FormField>
        <FormField id={FIELD_IDS.from} label="Alkaen" error={errors.from?.message}>
          {(props) => (
            <input type="date" {...props} {...register('from', { setValueAs: emptyToUndefined })} />
          )}
        </FormField>
        <FormField id={FIELD_IDS.to} label="Päättyen" error={errors.to?.message}>
          {(props) => (
            <input type="date" {...props} {...register('to', { setValueAs: emptyToUndefined })} />
          )}
        </FormField>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            Näytä muutokset
          </button>
          {filtered && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                reset({});
                onValid({});
              }}
            >
              Poista rajaukset
            </button>
          )}
        </div>
      </form>

      {log.isPending && <PageLoading />}
      {log.isError && (
        <LoadError
          message="Muutoslokin lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void log.refetch()}
        />
      )}
      {data && (
        <>
          <p role="status">
            {data.total === 1 ? '1 muutos' : `${String(data.total)} muutosta`}
            {filtered ? ' rajauksilla' : ''}.
          </p>
          <DataTable
            caption={`Muutokset, sivu ${String(data.page)} / ${String(pageCount)}`}
            columns={columns}
            rows={data.items}
            rowKey={(e) => String(e.id)}
            emptyMessage={
              filtered ? 'Rajauksilla ei löytynyt muutoksia.' : 'Muutoksia ei ole vielä.'
            }
          />
          <Pagination
            label="Muutoslokin sivut"
            page={data.page}
            pageCount={pageCount}
            onPageChange={(page) => {
              setFilters((f) => ({ ...f, page }));
            }}
          />
        </>
      )}
    </AdminSection>
  );
}
