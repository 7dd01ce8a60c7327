import { Link } from 'react-router';
import { paths } from '../../../paths';
import { usePageTitle } from '../../../lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';

interface MunicipalityIntroProps {
  municipality: MunicipalityDetails;
}

export function MunicipalityIntro({ municipality }: MunicipalityIntroProps) {
  usePageTitle(municipality.name);
  const questionCount = municipality.questions.length || 25;
  return (
    <div className="page">
      <p className="eyebrow">Kuntavaalit</p>
      <h1>{municipality.name}</h1>
      <p className="lead">
        Vastaa {questionCount} väittämään ja katso, ketkä kuntasi ehdokkaista ajattelevat asioista
        kuten sinä. Vastaamiseen menee noin 5 minuuttia. Voit keskeyttää milloin tahansa ja jatkaa
        myöhemmin.
      </p>
      <p>
        <Link
          className="button button--primary button--large"
          to={paths.questions(municipality.municipality_id)}
        >
          Siirry kysymyksiin
        </Link>
      </p>
      <p>
        <Link to={paths.home()}>Valitse toinen kunta</Link>
      </p>
    </div>
  );
}
