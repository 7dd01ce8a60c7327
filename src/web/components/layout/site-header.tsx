import { Link } from 'react-router';
import { paths } from '../../paths';
import { PRODUCT_NAME } from '../../lib/use-page-title';
import { TextSizeControl } from '../text-size-control';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="site-header__title" to={paths.home()}>
          {PRODUCT_NAME}
        </Link>
        <div className="site-header__controls">
          <TextSizeControl />
        </div>
      </div>
    </header>
  );
}
