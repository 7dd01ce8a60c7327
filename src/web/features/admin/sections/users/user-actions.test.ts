import { describe, expect, it } from 'vitest';
import type { AdminMembership, AdminUser } from '../../api/admin-users';
import { i18nFor, loadCatalogs } from '#web/i18n/catalogs';
import type { Translate } from '#web/i18n/hooks';
import { affectsViewer, describeAction as describeActionIn, type UserAction } from './user-actions';

await loadCatalogs('fi', ['admin-users']);
const t: Translate = (id, values) => i18nFor('fi')._(id, values);
const describeAction = (action: UserAction) => describeActionIn(t, action);

const helsinki: AdminMembership = {
  organization_id: 'org-091',
  organization_slug: 'kunta-091',
  organization_name: 'Helsinki',
  municipality_id: '091',
  role: 'org:admin',
};
const system: AdminMembership = {
  ...helsinki,
  organization_id: 'org-system',
  organization_slug: 'jarjestelma',
  organization_name: 'Järjestelmän ylläpito',
  municipality_id: null,
};
const user: AdminUser = {
  id: 'u1',
  email: 'maija@example.fi',
  name: 'Maija Meikäläinen',
  is_super_admin: true,
  memberships: [system, helsinki],
};

describe('describeAction', () => {
  it('says what removing a municipal right means', () => {
    const texts = describeAction({ kind: 'remove-membership', user, membership: helsinki });
    expect(texts.title).toBe('Poistetaanko oikeus?');
    expect(texts.body[0]).toContain('ei sen jälkeen kuulu organisaatioon Helsinki');
    expect(texts.destructive).toBe(true);
  });

  it('warns that removing the system membership ends super-admin rights', () => {
    const texts = describeAction({ kind: 'remove-membership', user, membership: system });
    expect(texts.body[0]).toContain('menettää pääkäyttäjän oikeudet');
  });

  it('names the new role when changing it', () => {
    const texts = describeAction({
      kind: 'change-role',
      user,
      membership: helsinki,
      role: 'member',
    });
    expect(texts.confirmLabel).toBe('Muuta jäseneksi');
    expect(texts.success).toContain('nyt jäsen');
  });

  it('knows when the signed-in admin changed their own rights', () => {
    expect(affectsViewer({ kind: 'remove-membership', user, membership: helsinki }, 'u1')).toBe(
      true,
    );
    expect(affectsViewer({ kind: 'remove-membership', user, membership: helsinki }, 'u2')).toBe(
      false,
    );
  });
});
