import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../components/load-error';
import { NotFound } from '../components/not-found';
import { PageLoading } from '../components/page-loading';
import { useT } from '../i18n/hooks';
import { isApiError } from '../lib/api';
import { useMunicipality, type MunicipalityDetails } from '../features/voter/api/municipality';

interface WithMunicipalityProps {
  children: (municipality: MunicipalityDetails) => ReactNode;
}

/** Loads the municipality of the URL; an unknown or hidden one shows the not-found page. */
export function WithMunicipality({ children }: WithMunicipalityProps) {
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
  return children(municipality.data);
}
