import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCandidate } from '#server/features/candidates/candidates.schemas';
import { createQueryClient } from '#web/lib/query-client';
import { json, stubApi } from '#web/testing/api-stub';
import type { AdminContext } from '../../hooks/use-admin-context';
import { CandidatesSection } from './candidates-section';

const LIST = 'GET /api/admin/municipalities/837/candidates';
const WITHDRAW = 'POST /api/admin/municipalities/837/candidates/7/withdraw-consent';

const aino: AdminCandidate = {
  id: 7,
  name: 'Aino Oja',
  age: 70,
  party: 'KESK',
  profession: 'opettaja',
  image: null,
  answers: Array.from({ length: 25 }, () => 3),
  answer_justifications: Array.from({ length: 25 }, () => ''),
  municipality_id: '837',
  voting_number: 12,
  language: 'fi',
  consent: {
    publish_at: '2026-11-20T10:00:00.000Z',
    open_data_at: '2026-11-20T10:00:00.000Z',
    language: 'fi',
    version: '2026-11-28',
    recorded_by: null,
  },
};

const page = (items: AdminCandidate[]) =>
  json({ items, total: items.length, page: 1, page_size: 50, parties: ['KESK'] });

const context: AdminContext = {
  viewer: {
    id: 'u1',
    name: 'Tea Ylläpitäjä',
    email: 'tre@example.fi',
    isSuperAdmin: false,
    municipalities: ['837'],
    emailEnabled: false,
  },
  municipalityId: '837',
  municipalityName: 'Tampere',
  nameOf: (id) => id,
  refreshViewer: () => Promise.resolve(),
};

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/837/admin/ehdokkaat']}>
        <Routes>
          <Route path="/837/admin" element={<Outlet context={context} />}>
            <Route path="ehdokkaat" element={<CandidatesSection />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Ehdokkaat: "Peru suostumus" on the candidate\'s request', () => {
  it('asks which consent, says what happens, sends open_data and announces it on the refreshed list', async () => {
    let current = aino;
    const api = stubApi({
      [LIST]: () => page([current]),
      [WITHDRAW]: () => {
        current = { ...aino, consent: { ...aino.consent, open_data_at: null } };
        return json({ ok: true });
      },
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Peru suostumus: Aino Oja' }));

    const heading = screen.getByRole('heading', { name: 'Peru ehdokkaan Aino Oja suostumus' });
    expect(heading).toHaveFocus();
    const panel = heading.closest('section')!;
    const publish = within(panel).getByRole('radio', { name: 'Julkaisu tässä vaalikoneessa' });
    expect(publish).toHaveAccessibleDescription(
      /^Annettu 20\.11\.2026 klo 12\.00\. Ehdokas poistetaan vaalikoneesta heti.*Tätä ei voi perua\.$/,
    );
    const openData = within(panel).getByRole('radio', { name: 'Julkaisu avoimena datana' });
    expect(openData).toHaveAccessibleDescription(/Hän pysyy vaalikoneessa/);

    // Nothing chosen: nothing is sent, the group says why.
    await user.click(within(panel).getByRole('button', { name: 'Peru suostumus' }));
    expect(within(panel).getByText('Valitse, kumpi suostumus perutaan.')).toBeInTheDocument();
    expect(api.calls(WITHDRAW)).toHaveLength(0);

    await user.click(openData);
    await user.click(within(panel).getByRole('button', { name: 'Peru avoimen datan suostumus' }));

    const status = await screen.findByText(
      'Ehdokkaan Aino Oja suostumus avoimeen dataan peruttiin: hän ei enää ole avoimessa datassa.',
    );
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(api.calls(WITHDRAW).map((r) => r.body)).toEqual([{ consent: 'open_data' }]);
    expect(screen.queryByRole('heading', { name: /Peru ehdokkaan/ })).toBeNull();
    // The list was read again after the change.
    expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2);
    expect(api.unhandled).toEqual([]);

    // Open data is gone now: the option says so and cannot be chosen.
    await user.click(screen.getByRole('button', { name: 'Peru suostumus: Aino Oja' }));
    const again = screen.getByRole('radio', { name: 'Julkaisu avoimena datana' });
    await vi.waitFor(() => {
      expect(again).toBeDisabled();
    });
    expect(again).toHaveAccessibleDescription(
      'Ehdokas ei ole antanut tätä suostumusta, joten hän ei ole avoimessa datassa.',
    );
  });

  it('withdrawing publication removes the candidate from the list; Peruuta sends nothing and returns focus', async () => {
    let items = [aino];
    const api = stubApi({
      [LIST]: () => page(items),
      [WITHDRAW]: () => {
        items = [];
        return json({ ok: true });
      },
    });
    const user = show();
    const rowButton = await screen.findByRole('button', { name: 'Peru suostumus: Aino Oja' });
    await user.click(rowButton);
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(rowButton).toHaveFocus();
    expect(api.calls(WITHDRAW)).toHaveLength(0);

    // Keyboard only: open, choose (a), confirm.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Julkaisu tässä vaalikoneessa' }));
    await user.click(screen.getByRole('button', { name: 'Peru suostumus ja poista ehdokas' }));
    expect(
      await screen.findByText(
        'Suostumus julkaisuun peruttiin: Aino Oja poistettiin vaalikoneesta.',
      ),
    ).toBeInTheDocument();
    expect(api.calls(WITHDRAW).map((r) => r.body)).toEqual([{ consent: 'publish' }]);
    expect(
      await screen.findByText(/Kunnalla ei ole vielä hyväksyttyjä ehdokkaita/),
    ).toBeInTheDocument();
  });

  it("shows the server's message in the panel when the withdrawal fails", async () => {
    stubApi({
      [LIST]: () => page([aino]),
      [WITHDRAW]: () => ({
        status: 403,
        body: { error: { code: 'forbidden', message: 'Sinulla ei ole oikeutta tähän kuntaan.' } },
      }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Peru suostumus: Aino Oja' }));
    await user.click(screen.getByRole('radio', { name: 'Julkaisu tässä vaalikoneessa' }));
    await user.click(screen.getByRole('button', { name: 'Peru suostumus ja poista ehdokas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sinulla ei ole oikeutta tähän kuntaan.',
    );
    expect(
      screen.getByRole('heading', { name: 'Peru ehdokkaan Aino Oja suostumus' }),
    ).toBeVisible();
  });
});
