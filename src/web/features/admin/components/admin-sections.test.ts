import { describe, expect, it } from 'vitest';
import { municipalityNavItems, systemNavItems } from './admin-sections';

// The navigation is made from the sections table (src/web/admin-sections.ts): each admin lists
// its own sections in the table's order, with the description of that admin, and no sub-page.

describe('admin navigation from the sections table', () => {
  it("lists the super admin's sections under /admin", () => {
    expect(systemNavItems().map((item) => [item.to, item.description])).toEqual([
      ['/admin', 'admin.nav.overview.aboutAll'],
      ['/admin/kunnat', 'admin.nav.municipalities.about'],
      ['/admin/ehdokaslista', 'admin.nav.officialList.aboutAll'],
      ['/admin/kayttajat', 'admin.nav.users.about'],
      ['/admin/asetukset', 'admin.nav.settings.about'],
      ['/admin/tilastot', 'admin.nav.statistics.aboutAll'],
      ['/admin/loki', 'admin.nav.auditLog.aboutAll'],
    ]);
  });

  it("lists a municipality's sections under its own id, without the official list's sub-pages", () => {
    expect(municipalityNavItems('Ä 1').map((item) => [item.to, item.label])).toEqual([
      ['/%C3%84%201/admin', 'admin.overview.title'],
      ['/%C3%84%201/admin/kysymykset', 'admin.nav.questions'],
      ['/%C3%84%201/admin/ehdokaslista', 'admin.nav.officialList'],
      ['/%C3%84%201/admin/ehdokkaat', 'admin.nav.candidates'],
      ['/%C3%84%201/admin/paasykoodit', 'admin.nav.accessCodes'],
      ['/%C3%84%201/admin/hakemukset', 'admin.nav.submissions'],
      ['/%C3%84%201/admin/tilastot', 'admin.nav.statistics'],
      ['/%C3%84%201/admin/loki', 'admin.nav.auditLog'],
    ]);
    expect(municipalityNavItems('091').filter((item) => item.end).length).toBe(1);
  });
});
