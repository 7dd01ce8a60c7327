import type { z } from 'zod';
import { auditLogQuerySchema } from '#core/admin-schemas';
import type { DataTableColumn } from '#web/components/data-table';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { QueryStatus } from '#web/components/query-status';
import { useAuditLog, type AuditEntry } from '../../api/admin-audit-log';
import { AdminSection } from '../../components/admin-section';
import { ApplyButtons } from '../../components/list-search';
import { PagedResults } from '../../components/paged-results';
import { useAdminContext } from '../../hooks/use-admin-context';
import { useListParams } from '../../hooks/use-list-params';
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

const FILTER_PARAMS = { action: 'toiminto', actor: 'tekija', from: 'alkaen', to: 'asti' } as const;
type FilterValues = Record<keyof typeof FILTER_PARAMS, string>;

/** "Rajaa muutoksia": action, who, from and to; applied with "Näytä". */
function AuditFilters({
  initial,
  actions,
  filtered,
  onApply,
}: {
  initial: FilterValues;
  actions: readonly string[];
  filtered: boolean;
  onApply: (values: Partial<FilterValues>) => void;
}) {
  const t = useT();
  const serverForm = useServerForm({
    schema: filterSchema,
    defaultValues: {
      action: initial.action || undefined,
      actor: initial.actor || undefined,
      from: initial.from || undefined,
      to: initial.to || undefined,
    },
    fieldIds: FIELD_IDS,
    failureMessage: '',
    submit: async (values: FilterOutput) => {
      onApply({
        action: values.action ?? '',
        actor: values.actor ?? '',
        from: values.from ?? '',
        to: values.to ?? '',
      });
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;
  return (
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
      <ApplyButtons
        apply={t('admin.audit.filter.apply')}
        clear={filtered ? t('admin.audit.filter.clear') : null}
        onClear={() => {
          onApply({});
        }}
      />
    </ServerForm>
  );
}

/** Muutosloki: /admin/loki (everything) and /{municipalityId}/admin/loki (one municipality). */
export function AuditLogSection() {
  const t = useT();
  const { municipalityId, nameOf } = useAdminContext();
  const list = useListParams(FILTER_PARAMS);
  const filters = list.filters;
  const log = useAuditLog({
    page: list.page,
    ...(municipalityId ? { municipality_id: municipalityId } : {}),
    ...filters,
  });

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

  return (
    <AdminSection
      title={t('admin.nav.auditLog')}
      intro={
        <p>{municipalityId ? t('admin.audit.intro.municipality') : t('admin.audit.intro.all')}</p>
      }
    >
      <h2>{t('admin.audit.filter.heading')}</h2>
      <AuditFilters
        key={`${filters.action}|${filters.actor}|${filters.from}|${filters.to}`}
        initial={filters}
        actions={actions}
        filtered={list.filtered}
        onApply={list.setFilters}
      />

      <QueryStatus query={log} failedMessage={t('admin.audit.loadFailed')} />
      {data && (
        <PagedResults
          data={data}
          loading={log.isPlaceholderData}
          count={t('admin.audit.count', {
            count: data.total,
            filtered: list.filtered ? 'yes' : 'no',
          })}
          caption={t('admin.audit.caption')}
          captionHidden
          columns={columns}
          rowKey={(e) => String(e.id)}
          emptyMessage={
            list.filtered ? t('admin.audit.empty.filtered') : t('admin.audit.empty.all')
          }
          pagesLabel={t('admin.audit.pages')}
          onPageChange={list.setPage}
        />
      )}
    </AdminSection>
  );
}
