import { useState } from 'react';
import { useNavigate } from '#web/lib/app-router-view';
import { isApiError } from '#web/lib/api';
import { paths } from '#web/paths';
import { signOut } from '../api/auth-api';
import { useSession } from '../api/use-session';
import type { SignInLocationState } from '../lib/redirects';
import { useT } from '#web/i18n/hooks';

/**
 * "Kirjaudu ulos": ends the session, leaves for /login (which then says "Olet kirjautunut ulos.")
 * and forgets everything loaded while signed in.
 */
export function SignOutButton() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await signOut();
    } catch (cause) {
      setPending(false);
      setError(isApiError(cause) ? cause.message : t('auth.signOut.failed'));
      return;
    }
    const state: SignInLocationState = { signedOut: true };
    // Leave the protected page first: were the session cleared while it is still shown, it would
    // send the reader to /login on its own and the notice would be lost.
    await navigate(paths.login(), { state });
    session.ended();
  }

  return (
    <div className="sign-out">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={pending || undefined}
        onClick={() => void handleClick()}
      >
        {pending ? t('auth.signOut.busy') : t('auth.signOut.label')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
