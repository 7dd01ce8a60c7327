import { useNavigation } from '../../lib/app-router-view';
import { useT } from '../../i18n/hooks';
import { useDelayedValue } from '../use-delayed-value';

/** Show the indicator only for slow loads, so quick page changes do not flicker. */
const SHOW_AFTER_MS = 300;

/**
 * While the next page's code loads, the current page stays in place and this "Ladataan..." notice
 * appears at the top of the screen. It is for the eye only, not a live region: by the time a
 * screen reader got to say "Ladataan..." the new page's heading had been read already (focus
 * goes to it as it comes, use-focus-on-navigation.ts), and an empty status was read as
 * "statusbar" on every page.
 */
export function NavigationPending() {
  const t = useT();
  const navigation = useNavigation();
  const pendingKey = navigation.location === undefined ? null : navigation.location.key;
  const shownFor = useDelayedValue(pendingKey, SHOW_AFTER_MS, null);

  const visible = pendingKey !== null && shownFor === pendingKey;
  return (
    <div className="navigation-pending">
      {visible && (
        <div className="navigation-pending__notice">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t('layout.loading')}
        </div>
      )}
    </div>
  );
}
