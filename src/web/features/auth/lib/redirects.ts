import { paths } from '#web/paths';
import type { Me } from '../api/me';

/** What the sign-in page reads from `location.state` (set by ProtectedRoute and sign-out). */
export interface SignInLocationState {
  /** The protected page that sent the reader to sign in. */
  from?: { pathname: string; search?: string; hash?: string };
  /** Set by "Kirjaudu ulos": the sign-in page says "Olet kirjautunut ulos." */
  signedOut?: boolean;
}

/** Where to go after signing in: back to the protected page, else /admin. */
export function returnTarget(state: unknown): string {
  const from = (state as SignInLocationState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return paths.admin();
  const { pathname } = from;
  // Only paths inside this site, and never back to the sign-in pages themselves.
  if (
    !pathname.startsWith('/') ||
    pathname.startsWith('//') ||
    pathname === paths.login() ||
    pathname.startsWith(`${paths.login()}/`)
  ) {
    return paths.admin();
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** Where a new admin starts: the super admin's page, or their only municipality's page. */
export function startPageFor(me: Me | null): string {
  if (!me || me.is_super_admin) return paths.admin();
  const [only] = me.municipalities;
  return me.municipalities.length === 1 && only ? paths.municipalityAdmin(only) : paths.admin();
}
