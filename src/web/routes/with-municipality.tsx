import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../components/load-error';
import { NotFound } from '../components/not-found';
import { PageLoading } from '../components/page-loading';
import { useT } from '../i18n/hooks';
import { isApiError } from '../lib/api';
import { useMunicipality, type MunicipalityDetails } from '../features/voter/api/municipality';

type MunicipalityPage = ComponentType<{ municipality: MunicipalityDetails }>;

/**
 * The route component of a voter page of one municipality: loads the municipality of the URL (an
 * unknown or hidden one shows the not-found page) and starts the page afresh for another one.
 */
export function withMunicipality(Page: MunicipalityPage): ComponentType {
  return function MunicipalityRoute() {
    const t = useT();
    const { municipalityId = '' } = useParams();
    const municipality = useMunicipality(municipalityId);

    if (municipality.isPending) return <PageLoading />;
    if (municipality.isError) {
      if (isApiError(municipality.error, 404)) return <NotFound />;
      return (
        <LoadError
          message={t('voter.loadMunicipalityError')}
          onRetry={() => void municipality.refetch()}
        />
      );
    }
    return <Page key={municipality.data.municipality_id} municipality={municipality.data} />;
  };
}
