import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessCode } from '../../api/access-codes';
import { AccessCodesTable } from './access-codes-table';

const code = (overrides: Partial<AccessCode>): AccessCode => ({
  code: 'ABCDEFGH',
  municipality_id: '091',
  email: '',
  expires_at: '2026-05-01T10:00:00.000Z',
  used: false,
  used_at: null,
  created_at: '2026-04-01T10:00:00.000Z',
  status: 'unused',
  email_status: null,
  candidate: null,
  ...overrides,
});

const show = (items: AccessCode[]) =>
  render(
    <AccessCodesTable
      page={{ items, total: items.length, page: 1, page_size: 50 }}
      loading={false}
      searched={false}
      onPageChange={() => {}}
      resending={null}
      onResend={() => {}}
      onCopy={() => {}}
      emailEnabled
    />,
  );

describe('Pääsykoodit: the code list', () => {
  it('says a withdrawn code was withdrawn, not expired, and shows no 1970 expiry', () => {
    show([
      code({
        code: 'WDRAWN22',
        status: 'withdrawn',
        expires_at: '1970-01-01T00:00:00.000Z',
        email: 'aino@example.fi',
        candidate: { name: 'Aino Oja', number: 4 },
      }),
      code({ code: 'EXPRED22', status: 'expired', expires_at: '2026-01-01T10:00:00.000Z' }),
    ]);
    const [withdrawn, expired] = screen.getAllByRole('row').slice(1);
    expect(
      within(withdrawn!).getByText('Peruttu – ehdokas poistui virallisesta listasta'),
    ).toBeInTheDocument();
    expect(within(withdrawn!).queryByText('Vanhentunut')).toBeNull();
    expect(withdrawn!.textContent).not.toMatch(/1970/);
    // Not offered for sending again, though it has an address.
    expect(within(withdrawn!).queryByRole('button', { name: /Lähetä uudelleen/ })).toBeNull();
    expect(within(expired!).getByText('Vanhentunut')).toBeInTheDocument();
  });
});
