import { Link } from 'react-router';
import { paths } from '../../../paths';
import { usePageTitle } from '../../../lib/use-page-title';

export function LoginPage() {
  usePageTitle('Kirjaudu sisään');
  return (
    <div className="page">
      <h1>Kirjaudu sisään</h1>
      <p>
        Kirjautuminen on tarkoitettu vaalikoneen ylläpitäjille. Sisäänkirjautuminen otetaan käyttöön
        vaalikoneen seuraavassa versiossa.
      </p>
      <p>
        Vaalikoneen käyttäminen ei vaadi kirjautumista.{' '}
        <Link to={paths.home()}>Siirry etusivulle</Link>
      </p>
    </div>
  );
}
