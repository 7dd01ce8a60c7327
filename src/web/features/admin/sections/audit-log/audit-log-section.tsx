import { useState } from 'react';
import type { z } from 'zod';
import { auditLogQuerySchema } from '#core/admin-schemas';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { QueryStatus } from '#web/components/query-status';
import { Pagination } from '#web/components/pagination';
import {
  AUDIT_LOG_PAGE_SIZE,
  useAuditLog,
  type AuditEntry,
  type AuditLogFilters,
} from '../../api/admin-audit-log';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { formatDateTime } from '../../lib/date-time';
import { actionLabel, detailLines, targetText, ACTION_LABELS } from './audit-labels';
import { useT } from '#web/i18n/hooks';

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
  const t = useT();
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
    (a, b) => actionLabel(t, a).localeCompare(actionLabel(t, b), 'fi'),
  );

  const columns: DataTableColumn<AuditEntry>[] = [
    { header: t('admin.audit.time'), rowHeader: true, cell: (e) => formatDateTime(e.created_at) },
    { header: t('admin.audit.who'), cell: (e) => e.actor_email ?? t('admin.audit.system') },
    { header: t('admin.audit.what'), cell: (e) => actionLabel(t, e.action) },
    {
      header: t('admin.audit.target'),
      cell: (e) => (
        <>
          {targetText(t, e.entity, e.entity_id)}
          {e.municipality_id && !municipalityId && (
            <span className="muted"> ({nameOf(e.municipality_id)})</span>
          )}
        </>
      ),
    },
    {
      header: t('admin.audit.details'),
      cell: (e) => {
        const lines = detailLines(t, e.details);
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
      title={t('admin.nav.auditLog')}
      intro={
        <p>{municipalityId ? t('admin.audit.intro.municipality') : t('admin.audit.intro.all')}</p>
      }
    >
      <h2>{t('admin.audit.filter.heading')}</h2>
      <ServerForm form={serverForm} className="admin-filters" label={t('admin.audit.filter.label')}>
        <FormField
          id={FIELD_IDS.action}
          label={t('admin.audit.filter.action')}
          error={errors.action?.message}
        >
          {(props) => (
            <select {...props} {...register('action', { setValueAs: emptyToUndefined })}>
              <option value="">{t('admin.audit.filter.allActions')}</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(t, action)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.actor}
          label={t('admin.audit.filter.actor')}
          hint={t('admin.audit.filter.actorHint')}
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
        <FormField
          id={FIELD_IDS.from}
          label={t('admin.audit.filter.from')}
          error={errors.from?.message}
        >
          {(props) => (
            <input type="date" {...props} {...register('from', { setValueAs: emptyToUndefined })} />
          )}
        </FormField>
        <FormField id={FIELD_IDS.to} label={t('admin.audit.filter.to')} error={errors.to?.message}>
          {(props) => (
            <input type="date" {...props} {...register('to', { setValueAs: emptyToUndefined })} />
          )}
        </FormField>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t('admin.audit.filter.apply')}
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
              {t('admin.audit.filter.clear')}
            </button>
          )}
        </div>
      </ServerForm>

      <QueryStatus query={log} failedMessage={t('admin.audit.loadFailed')} />
      {data && (
        <>
          <p role="status">
            {t('admin.audit.count', { count: data.total, filtered: filtered ? 'yes' : 'no' })}
          </p>
          <DataTable
            caption={t('admin.audit.caption', { page: data.page, pages: pageCount })}
            columns={columns}
            rows={data.items}
            rowKey={(e) => String(e.id)}
            emptyMessage={filtered ? t('admin.audit.empty.filtered') : t('admin.audit.empty.all')}
          />
          <Pagination
            label={t('admin.audit.pages')}
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
