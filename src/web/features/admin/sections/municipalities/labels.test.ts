import { describe, expect, it } from 'vitest';
import type { AdminMunicipalityListItem } from '../../api/admin-municipalities';
import { i18nFor, loadCatalogs } from '#web/i18n/catalogs';
import type { Translate } from '#web/i18n/hooks';
import { removalText as removalTextIn } from './labels';

await loadCatalogs('fi', ['admin-municipalities']);
const t: Translate = (id, values) => i18nFor('fi')._(id, values);
const removalText = (municipality: AdminMunicipalityListItem) => removalTextIn(t, municipality);

const helsinki = (counts: Partial<AdminMunicipalityListItem>) =>
  ({
    name: 'Helsinki',
    candidate_count: 3,
    access_code_count: 5,
    pending_submission_count: 1,
    ...counts,
  }) as AdminMunicipalityListItem;

describe('removalText', () => {
  it('says exactly what goes with the municipality, with Finnish plurals', () => {
    expect(removalText(helsinki({}))).toBe(
      'Helsinki poistetaan vaalikoneesta. Samalla poistetaan 3 ehdokasta, 5 pääsykoodia ja 1 käsittelemätön hakemus sekä kunnan tilastot. Tätä ei voi perua.',
    );
    expect(
      removalText(
        helsinki({ candidate_count: 1, access_code_count: 1, pending_submission_count: 2 }),
      ),
    ).toContain('1 ehdokas, 1 pääsykoodi ja 2 käsittelemätöntä hakemusta');
  });
});
