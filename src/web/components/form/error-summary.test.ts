import { describe, expect, it } from 'vitest';
import { summaryErrors } from './error-summary';

describe('summaryErrors', () => {
  it('lists field errors in form order, linked to their fields, after a form-level error', () => {
    const rows = summaryErrors(
      { password: { message: 'Kirjoita salasana.' }, email: { message: 'Tarkista osoite.' } },
      { email: 'f-email', password: 'f-password', name: 'f-name' },
      { message: 'Palvelin ei vastannut.' },
    );
    expect(rows).toEqual([
      { message: 'Palvelin ei vastannut.' },
      { message: 'Tarkista osoite.', fieldId: 'f-email' },
      { message: 'Kirjoita salasana.', fieldId: 'f-password' },
    ]);
  });

  it('is empty without errors', () => {
    expect(summaryErrors({}, { email: 'f-email' }, null)).toEqual([]);
  });
});
