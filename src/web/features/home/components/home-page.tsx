import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../paths';
import { PRODUCT_NAME, usePageTitle } from '../../../lib/use-page-title';
import { useMunicipalities } from '../api/municipalities';
import { HowItWorks } from './how-it-works';
import { MunicipalityPicker } from './municipality-picker';

interface HomePageProps {
  onStart: (municipalityId: string) => void;
}

export function HomePage({ onStart }: HomePageProps) {
  usePageTitle();
  const municipalities = useMunicipalities();

  let picker: ReactNode;
  if (municipalities.isPending) {
    picker = <PageLoading />;
  } else if (municipalities.isError) {
    picker = (
      <LoadError
        message="Kuntien lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
        onRetry={() => void municipalities.refetch()}
      />
    );
  } else if (municipalities.data.length === 0) {
    picker = (
      <p className="notice">
        Vaalikoneessa ei ole vielä mukana yhtään kuntaa. Tule myöhemmin uudelleen.
      </p>
    );
  } else {
    picker = <MunicipalityPicker municipalities={municipalities.data} onStart={onStart} />;
  }

  return (
    <div className="page home">
      <h1>{PRODUCT_NAME}</h1>
      <p className="lead">
        Vaalikone auttaa sinua löytämään kuntavaaleissa ehdokkaan, jonka mielipiteet ovat lähellä
        omiasi. Vastaat 25 väittämään, jotka koskevat ikääntyneiden arkea, kuten terveyspalveluja,
        kotihoitoa, liikkumista ja osallistumista. Lopuksi näet, kuinka hyvin kunkin ehdokkaan
        vastaukset vastaavat omiasi. Vaalikone ei vaadi kirjautumista.
      </p>

      <section className="section card" aria-labelledby="start-heading">
        <h2 id="start-heading" className="visually-hidden">
          Aloita vaalikone
        </h2>
        {picker}
      </section>

      <HowItWorks />

      <section className="section" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">Yksityisyytesi</h2>
        <p>
          <strong>Vastauksiasi ei tallenneta palvelimelle.</strong> Ne säilyvät vain omalla
          laitteellasi, joten voit jatkaa myöhemmin siitä, mihin jäit.{' '}
          <Link to={paths.privacy()}>Lue tietosuojaseloste</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="more-heading">
        <h2 id="more-heading">Muille käyttäjille</h2>
        <ul className="link-list">
          <li>
            <Link to={paths.candidateSubmission()}>Oletko ehdokas? Täytä ehdokkaan tiedot</Link>
          </li>
          <li>
            <Link to={paths.login()}>Ylläpitäjien kirjautuminen</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
