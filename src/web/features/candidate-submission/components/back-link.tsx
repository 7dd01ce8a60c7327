import { Link } from 'react-router';

/** "Takaisin" above the step (GOV.UK back link); the browser's own Back button works as well. */
export function BackLink({ to }: { to: string }) {
  return (
    <p className="cs-back">
      <Link className="cs-back__link" to={to}>
        Takaisin
      </Link>
    </p>
  );
}
