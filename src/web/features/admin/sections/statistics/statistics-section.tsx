import { useSearchParams } from 'react-router';
import { statisticsRangeSchema, type StatisticsRange } from '#core/statistics';
import { QueryStatus } from '#web/components/query-status';
import { hasPerMunicipality, statisticsCsvUrl, useStatistics } from '../../api/admin-statistics';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { formatDate } from './format';
import { KeyFigures } from './key-figures';
import { MunicipalityTable } from './municipality-table';
import { RangeForm } from './range-form';
import { StatisticsCharts } from './statistics-charts';
import { useT, type Translate } from '#web/i18n/hooks';

/** The period from the address (?from=2026-03-01&to=2026-03-31); an invalid one means all time. */
function rangeFromParams(params: URLSearchParams): StatisticsRange {
  const parsed = statisticsRangeSchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : {};
}

function describeRange(t: Translate, range: StatisticsRange): string {
  if (range.from && range.to) {
    return t('admin.statistics.period.between', {
      from: formatDate(range.from),
      to: formatDate(range.to),
    });
  }
  if (range.from) return t('admin.statistics.period.from', { from: formatDate(range.from) });
  if (range.to) return t('admin.statistics.period.to', { to: formatDate(range.to) });
  return t('admin.statistics.period.all');
}

/**
 * Tilastot: /admin/tilastot (all municipalities, super admin) and /{municipalityId}/admin/tilastot
 * (one municipality). Key figures, charts with tables, CSV download, a date range in the address.
 */
export function StatisticsSection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const statistics = useStatistics(municipalityId, range);

  function changeRange(next: StatisticsRange) {
    const search = new URLSearchParams();
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    setParams(search);
  }

  const data = statistics.data;
  return (
    <AdminSection
      title={t('admin.nav.statistics')}
      intro={
        <p>
          {municipalityId
            ? t('admin.statistics.intro.municipality')
            : t('admin.statistics.intro.all')}{' '}
          {t('admin.statistics.intro.range')}
        </p>
      }
    >
      <h2>{t('admin.statistics.range')}</h2>
      <RangeForm
        key={`${range.from ?? ''}/${range.to ?? ''}`}
        range={range}
        onChange={changeRange}
      />

      <QueryStatus query={statistics} failedMessage={t('admin.statistics.loadFailed')} />
      {data && (
        <div aria-busy={statistics.isPlaceholderData || undefined}>
          <h2>{t('admin.statistics.summary')}</h2>
          <p className="statistics-period" role="status">
            {statistics.isPlaceholderData
              ? t('admin.loading')
              : t('admin.statistics.period', { period: describeRange(t, range) })}
          </p>
          <KeyFigures statistics={data} />
          <p>
            <a href={statisticsCsvUrl(municipalityId, range)} download className="statistics-csv">
              {t('admin.statistics.csv')}
            </a>
          </p>
          {hasPerMunicipality(data) && (
            <>
              <h2>{t('admin.statistics.perMunicipality')}</h2>
              <MunicipalityTable rows={data.perMunicipality} />
            </>
          )}
          <StatisticsCharts statistics={data} />
        </div>
      )}
    </AdminSection>
  );
}
