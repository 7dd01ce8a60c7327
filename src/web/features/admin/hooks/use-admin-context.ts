import { useOutletContext } from 'react-router';

/** The signed-in admin, as the admin pages need them (built from `GET /api/me` by the route). */
export interface AdminViewer {
  id: string;
  name: string;
  email: string;
  isSuperAdmin: boolean;
  /** Municipalities this person may manage (every participating one for a super admin). */
  municipalities: readonly string[];
  /** A mail relay is configured (SMTP_URL): codes, reminders and notices can be emailed. */
  emailEnabled: boolean;
}

/** What the admin shell gives every section. */
export interface AdminContext {
  viewer: AdminViewer;
  /** The municipality of /{municipalityId}/admin/*; null under /admin. */
  municipalityId: string | null;
  /** Its display name (the id when the public list does not have it, e.g. a hidden one). */
  municipalityName: string | null;
  /** A municipality's display name by id; the id itself until names have loaded. */
  nameOf: (municipalityId: string) => string;
  /**
   * Reload the signed-in admin's own rights. Call it after changing anything that affects them:
   * one's own memberships (Käyttäjät), or adding or removing municipalities (Kunnat), so that
   * `viewer.municipalities` and the access checks are up to date.
   */
  refreshViewer: () => Promise<void>;
}

/**
 * The admin context inside any admin section. A layout route between the shell and a section
 * must pass it on: `<Outlet context={useAdminContext()} />`.
 */
export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}
