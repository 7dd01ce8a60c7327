import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '#core/consent';
import { json, stubApi } from '#web/testing/api-stub';
import { renderApp, screen } from '#web/testing/render-app';
import { emptyDraft, type CandidateDraft } from '../lib/draft';
import { saveDraft } from '../lib/draft-storage';
import { CODE, FORM, PUBLIC_SETTINGS, validated } from './candidate-form.fixtures';

// The consents before sending (docs/product.md, "Consent"): (a) publication here is required,
// (b) open data is optional and off; a correction shows them as given. In Finnish and Swedish.

function completeDraft(): CandidateDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    name: 'Anna Virtanen',
    age: '68',
    party: 'Kokoomus',
    answers: draft.answers.map((_, index) => ((index % 5) + 1) as 1 | 2 | 3 | 4 | 5),
  };
}

let api: ReturnType<typeof stubApi>;
let answer = validated;
beforeEach(() => {
  answer = validated;
  api = stubApi({
    'POST /api/access-codes/validate': () => json(answer),
    'GET /api/settings/public': () => json(PUBLIC_SETTINGS),
    'POST /api/candidate-consents/withdraw': () => json({ ok: true }),
    'POST /api/candidate-submissions': () =>
      json({ id: 41, status: 'pending', municipality_id: '091', correction: false }, 201),
  });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

const CASES = [
  {
    lang: 'fi',
    prefix: '',
    heading: /Tarkista vastauksesi/,
    publish: /tässä vaalikoneessa/,
    openData: /avoimena datana/,
    send: 'Lähetä vastaukset',
    summary: 'Korjaa seuraavat kohdat',
    required: 'Anna lupa julkaista vastauksesi tässä vaalikoneessa.',
  },
  {
    lang: 'sv',
    prefix: '/sv',
    heading: /Granska dina uppgifter/,
    publish: /i den här valkompassen/,
    openData: /som öppna data/,
    send: 'Skicka svaren',
    summary: 'Rätta följande',
    required: 'Ge tillstånd att publicera dina svar i den här valkompassen.',
  },
] as const;

describe.each(CASES)('the consent step ($lang)', (c) => {
  it('needs (a) to send, leaves (b) off unless ticked, and marks the missing one', async () => {
    saveDraft(CODE, completeDraft());
    const { user } = await renderApp(`${c.prefix}${FORM}?vaihe=tarkista`);
    await screen.findByRole('heading', { level: 1, name: c.heading });
    const publish = screen.getByRole('checkbox', { name: c.publish });
    const openData = screen.getByRole('checkbox', { name: c.openData });
    expect(publish).not.toBeChecked();
    expect(openData).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: c.send }));
    const summary = await screen.findByRole('alert', { name: c.summary });
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    const link = within(summary).getByRole('link', { name: new RegExp(c.required) });
    expect(api.calls('POST /api/candidate-submissions')).toHaveLength(0);
    expect(publish).toHaveAttribute('aria-invalid', 'true');
    await user.click(link);
    expect(publish).toHaveFocus();

    await user.click(publish);
    await user.click(openData);
    await user.click(screen.getByRole('button', { name: c.send }));
    await waitFor(() => {
      expect(api.calls('POST /api/candidate-submissions')).toHaveLength(1);
    });
    expect(api.calls('POST /api/candidate-submissions')[0]?.body).toMatchObject({
      language: c.lang,
      consents: { publish: true, open_data: true, version: CONSENT_VERSION },
    });
  });
});

function correcting(openDataAt: string | null): typeof validated {
  return {
    ...validated,
    current: {
      status: 'published',
      returned: null,
      profile: {
        name: 'Anna Virtanen',
        age: 68,
        party: 'Kokoomus',
        profession: '',
        voting_number: null,
        image: null,
        answers: completeDraft().answers as number[],
        answer_justifications: Array.from({ length: 25 }, () => ''),
      },
      consent: {
        publish_at: '2026-11-20T10:00:00.000Z',
        open_data_at: openDataAt,
        language: 'fi',
        version: CONSENT_VERSION,
        recorded_by: null,
      },
    },
  };
}

it('a correction shows the consents again as they were given', async () => {
  answer = correcting(null);
  await renderApp(`${FORM}?vaihe=tarkista`);
  await screen.findByRole('heading', { level: 1, name: /Tarkista vastauksesi/ });
  expect(screen.getByRole('checkbox', { name: /tässä vaalikoneessa/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /avoimena datana/ })).not.toBeChecked();
});

it('the code page withdraws consent (b) after a confirmation', async () => {
  answer = correcting('2026-11-20T10:00:00.000Z');
  const { user } = await renderApp(FORM);
  await screen.findByRole('heading', { level: 2, name: 'Luvat, jotka olet antanut' });
  expect(screen.getByText('Lupa avoimeen dataan: annettu.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Peru lupa avoimeen dataan' }));
  expect(screen.getByText(/poistetaan avoimesta datasta heti/)).toBeInTheDocument();
  expect(api.calls('POST /api/candidate-consents/withdraw')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Kyllä, peru lupa' }));
  await screen.findByText(/Lupa avoimeen dataan on peruttu/);
  expect(api.calls('POST /api/candidate-consents/withdraw')[0]?.body).toEqual({
    code: CODE,
    consent: 'open_data',
  });
});
