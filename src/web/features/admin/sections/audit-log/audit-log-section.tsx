import { useState } from 'react';
import type { z } from 'zod';
import { auditLogQuerySchema } from '#core/admin-schemas';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { Pagination } from '#web/components/pagination';
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
  const log = useAuditLog(filters);
  const applyFilters = (values: FilterOutput) => {
    setFilters({
      page: 1,
      ...(municipalityId ? { municipality_id: municipalityId } : {}),
      ...values,
    });
  };
  const serverForm = useServerForm({
    schema: filterSchema,
    defaultValues: {},
    fieldIds: FIELD_IDS,
    failureMessage: '',
    submit: async (values) => {
      applyFilters(values);
    },
  });
  const { register, reset } = serverForm.form;
  const { errors } = serverForm;

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
      <ServerForm form={serverForm} className="admin-filters" label="Muutoslokin rajaus">
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
                applyFilters({});
              }}
            >
              Poista rajaukset
            </button>
          )}
        </div>
      </ServerForm>

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
