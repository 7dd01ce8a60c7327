import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '#core/consent';
import type { ErrorBody } from '#server/errors';
import { json, stubApi } from '#web/testing/api-stub';
import { currentUrl, expectUrl, renderApp, screen } from '#web/testing/render-app';
import { emptyDraft, type CandidateDraft } from '../lib/draft';
import { saveDraft } from '../lib/draft-storage';
import { CODE, FORM, PUBLIC_SETTINGS, statementText, validated } from './candidate-form.fixtures';

// Step 4, "Tarkista vastauksesi": the whole form once more, "Muuta" links, then sending.

const CODE_USED: ErrorBody = {
  error: {
    code: 'code_used',
    message:
      'Tällä pääsykoodilla on jo lähetetty vastaukset. Jos haluat muuttaa tietojasi, ota yhteyttä vaalikoneen ylläpitoon.',
  },
};

/** A form filled in on this device earlier: every statement answered, one justified. */
function completeDraft(): CandidateDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    name: 'Anna Virtanen',
    age: '68',
    party: 'Kokoomus',
    profession: 'eläkeläinen',
    answers: draft.answers.map((_, index) => ((index % 5) + 1) as 1 | 2 | 3 | 4 | 5),
    justifications: draft.justifications.map((_, index) =>
      index === 1 ? 'Jonot ovat jo nyt liian pitkät.' : '',
    ),
  };
}

let api: ReturnType<typeof stubApi>;
let sendAnswer: () => ReturnType<typeof json>;
beforeEach(() => {
  sendAnswer = () => json({ id: 41, status: 'pending', municipality_id: '091' }, 201);
  api = stubApi({
    'POST /api/access-codes/validate': () => json(validated),
    'GET /api/settings/public': () => json(PUBLIC_SETTINGS),
    'POST /api/candidate-submissions': () => sendAnswer(),
  });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

async function openCheck(draft: CandidateDraft) {
  saveDraft(CODE, draft);
  const app = await renderApp(`${FORM}?vaihe=tarkista`);
  await screen.findByRole('heading', { level: 1, name: /Tarkista vastauksesi/ });
  return app;
}

const summary = () => screen.getByRole('alert', { name: 'Korjaa seuraavat kohdat' });
const send = () => screen.getByRole('button', { name: 'Lähetä vastaukset' });
/** Consent (a), publication in this vaalikone, which sending needs. */
const publishConsent = () => screen.getByRole('checkbox', { name: /tässä vaalikoneessa/ });

describe('the check-answers step', () => {
  it('shows what will be sent, sends it once and thanks; the draft leaves the device', async () => {
    const { user, router, unmount } = await openCheck(completeDraft());
    expect(screen.getByText('Anna Virtanen')).toBeInTheDocument();
    expect(screen.getByText('68 vuotta')).toBeInTheDocument();
    expect(screen.getByText(`2. ${statementText(2)}`)).toBeInTheDocument();
    expect(screen.getByText('Jonot ovat jo nyt liian pitkät.')).toBeInTheDocument();

    await user.click(publishConsent());
    await user.click(send());
    const thanks = await screen.findByRole('heading', {
      level: 1,
      name: 'Kiitos! Vastauksesi on lähetetty.',
    });
    await waitFor(() => {
      expect(thanks).toHaveFocus();
    });
    expect(currentUrl(router)).toBe(`${FORM}?vaihe=valmis`);

    const sent = api.calls('POST /api/candidate-submissions');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      code: CODE,
      form_data: {
        name: 'Anna Virtanen',
        age: 68,
        party: 'Kokoomus',
        profession: 'eläkeläinen',
        voting_number: null,
        answers: completeDraft().answers,
      },
      consents: { publish: true, open_data: false, version: CONSENT_VERSION },
    });

    // Opening the form again on this device starts empty.
    unmount();
    await renderApp(`${FORM}?vaihe=perustiedot`);
    expect(await screen.findByLabelText('Nimi')).toHaveValue('');
  });

  it('lists what is still missing instead of sending, each leading to its "Muuta" link', async () => {
    const draft = completeDraft();
    draft.name = '';
    draft.answers[6] = null;
    const { user } = await openCheck(draft);
    expect(screen.getByText('Ei vastattu')).toBeInTheDocument();

    await user.click(publishConsent());
    await user.click(send());
    await waitFor(() => {
      expect(summary()).toHaveFocus();
    });
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Nimi: Kirjoita nimesi.',
      'Väittämä 7: valitse vastaus.',
    ]);
    await user.click(links[1]!);
    expect(screen.getByRole('link', { name: /^Muuta\s?vastausta väittämään 7$/ })).toHaveFocus();
    expect(api.calls('POST /api/candidate-submissions')).toHaveLength(0);
  });

  it('"Muuta" opens the field and "Tallenna ja palaa tarkistukseen" comes back with the change', async () => {
    const { user, router } = await openCheck(completeDraft());
    await user.click(screen.getByRole('link', { name: /^Muuta\s?nimeä$/ }));
    const name = await screen.findByLabelText('Nimi');
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    await user.clear(name);
    await user.type(name, 'Anna-Liisa Virtanen');
    await user.click(screen.getByRole('button', { name: 'Tallenna ja palaa tarkistukseen' }));

    await expectUrl(router, `${FORM}?vaihe=tarkista`);
    expect(await screen.findByText('Anna-Liisa Virtanen')).toBeInTheDocument();

    // A statement's "Muuta" goes to its page with the answer in focus.
    await user.click(screen.getByRole('link', { name: /^Muuta\s?vastausta väittämään 6$/ }));
    const chosen = await screen.findByRole('radio', { checked: true, name: 'Täysin eri mieltä' });
    await waitFor(() => {
      expect(chosen).toHaveFocus();
    });
    expect(screen.getByText(statementText(6))).toBeInTheDocument();
  });

  it('shows the server’s refusal in the summary and keeps the answers', async () => {
    sendAnswer = () => json(CODE_USED, 409);
    const { user, router } = await openCheck(completeDraft());
    await user.click(publishConsent());
    await user.click(send());
    await waitFor(() => {
      expect(summary()).toHaveFocus();
    });
    expect(summary()).toHaveTextContent(CODE_USED.error.message);
    expect(currentUrl(router)).toBe(`${FORM}?vaihe=tarkista`);
    expect(screen.getByText('Anna Virtanen')).toBeInTheDocument();
  });
});
