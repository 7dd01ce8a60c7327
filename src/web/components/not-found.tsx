import { Link } from 'react-router';
import { paths } from '../paths';
import { usePageTitle } from '../lib/use-page-title';

export function NotFound() {
  usePageTitle('Sivua ei löytynyt');
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Sivua ei löytynyt</h1>
      <p>
        Etsimääsi sivua ei ole olemassa, tai se on siirretty. Tarkista osoite tai palaa etusivulle
        ja valitse kuntasi sieltä.
      </p>
      <p>
        <Link className="button button--primary" to={paths.home()}>
          Etusivulle
        </Link>
      </p>
    </section>
  );
}
