import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/hooks';

/** Show the indicator only for slow loads, so quick page changes do not flicker. */
const SHOW_AFTER_MS = 300;

/**
 * While the next page's code loads, the current page stays in place and this "Ladataan..." notice
 * appears at the top of the screen.
 */
export function NavigationPending() {
  const t = useT();
  const navigation = useNavigation();
  const pendingKey = navigation.state === 'idle' ? null : navigation.location.key;
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (pendingKey === null) return;
    const timer = window.setTimeout(() => {
      setShownFor(pendingKey);
    }, SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [pendingKey]);

  const visible = pendingKey !== null && shownFor === pendingKey;
  return (
    <div className="navigation-pending" role="status">
      {visible && (
        <div className="navigation-pending__notice">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t('layout.loading')}
        </div>
      )}
    </div>
  );
}
