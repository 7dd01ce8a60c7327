import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { QueryContent } from '../components/load-error';
import { useT } from '../i18n/hooks';
import { isApiError } from '../lib/api';
import { useMunicipality, type MunicipalityDetails } from '../features/voter/api/municipality';

type MunicipalityPage = ComponentType<{ municipality: MunicipalityDetails }>;

/**
 * The route component of a voter page of one municipality: loads the municipality of the URL (an
 * unknown or hidden one shows the not-found page) and starts the page afresh for another one.
 */
export function withMunicipality(Page: MunicipalityPage): ComponentType {
  function MunicipalityRoute() {
    const t = useT();
    const { municipalityId = '' } = useParams();
    const municipality = useMunicipality(municipalityId);

    if (isApiError(municipality.error, 404)) return <NotFound />;
    return (
      <QueryContent
        query={municipality}
        failedMessage={t('voter.loadMunicipalityError')}
        answersKept
      >
        {(details) => <Page key={details.municipality_id} municipality={details} />}
      </QueryContent>
    );
  }
  // Tells the six voter pages apart in React's developer tools and component stacks.
  MunicipalityRoute.displayName = `withMunicipality(${Page.displayName ?? Page.name})`;
  return MunicipalityRoute;
}
