import { useSearchParams } from 'react-router';
import { statisticsRangeSchema, type StatisticsRange } from '#core/statistics';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { hasPerMunicipality, statisticsCsvUrl, useStatistics } from '../../api/admin-statistics';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { formatDate } from './format';
import { KeyFigures } from './key-figures';
import { MunicipalityTable } from './municipality-table';
import { RangeForm } from './range-form';
import { StatisticsCharts } from './statistics-charts';

/** The period from the address (?from=2026-03-01&to=2026-03-31); an invalid one means all time. */
function rangeFromParams(params: URLSearchParams): StatisticsRange {
  const parsed = statisticsRangeSchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : {};
}

function describeRange(range: StatisticsRange): string {
  if (range.from && range.to) return `${formatDate(range.from)}–${formatDate(range.to)}`;
  if (range.from) return `${formatDate(range.from)} alkaen`;
  if (range.to) return `${formatDate(range.to)} asti`;
  return 'koko aika';
}

/**
 * Tilastot: /admin/tilastot (all municipalities, super admin) and /{municipalityId}/admin/tilastot
 * (one municipality). Key figures, charts with tables, CSV download, a date range in the address.
 */
export function StatisticsSection() {
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
      title="Tilastot"
      intro={
        <p>
          {municipalityId
            ? 'Kunnan vaalikoneen käyttö: kävijät, tallennetut tulokset ja ehdokkaat.'
            : 'Kaikkien kuntien vaalikoneiden käyttö yhteensä ja kunnittain.'}{' '}
          Aikaväli rajaa kävijät ja tulokset. Ehdokkaiden luvut ovat aina tämänhetkiset.
        </p>
      }
    >
      <h2>Aikaväli</h2>
      <RangeForm
        key={`${range.from ?? ''}/${range.to ?? ''}`}
        range={range}
        onChange={changeRange}
      />

      {statistics.isPending && <PageLoading />}
      {statistics.isError && (
        <LoadError
          message="Tilastojen lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void statistics.refetch()}
        />
      )}
      {data && (
        <div aria-busy={statistics.isPlaceholderData || undefined}>
          <h2>Yhteenveto</h2>
          <p className="statistics-period" role="status">
            {statistics.isPlaceholderData ? 'Ladataan...' : `Aikaväli: ${describeRange(range)}.`}
          </p>
          <KeyFigures statistics={data} />
          <p>
            <a href={statisticsCsvUrl(municipalityId, range)} download className="statistics-csv">
              Lataa tilastot CSV-tiedostona (Excel)
            </a>
          </p>
          {hasPerMunicipality(data) && (
            <>
              <h2>Kunnittain</h2>
              <MunicipalityTable rows={data.perMunicipality} />
            </>
          )}
          <StatisticsCharts statistics={data} />
        </div>
      )}
    </AdminSection>
  );
}
