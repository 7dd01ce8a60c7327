import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '#web/testing/api-stub';
import { expectUrl, renderApp, screen, type RenderedApp } from '#web/testing/render-app';
import { CODE, FORM, PUBLIC_SETTINGS, statementText, validated } from './candidate-form.fixtures';

// The candidate form's steps after a usable access code, driven as a candidate would.

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({
    'POST /api/access-codes/validate': () => json(validated),
    'GET /api/settings/public': () => json(PUBLIC_SETTINGS),
  });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

async function open(url: string) {
  const app = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: /^Vaihe \d\/4/ });
  return app;
}

const summary = () => screen.getByRole('alert', { name: 'Korjaa seuraavat kohdat' });
const summaryLinks = () =>
  within(summary())
    .getAllByRole('link')
    .map((link) => link.textContent);

async function summaryFocused() {
  await waitFor(() => {
    expect(summary()).toHaveFocus();
  });
}

/** The answers of statement `id`: a radio group named by its number and text. */
const statementGroup = (id: number) =>
  screen.getByRole('group', { name: new RegExp(`^Väittämä ${String(id)}/25`) });

/** "Perustelu (vapaaehtoinen)" of statement `id` (jsdom drops the space before the hidden part). */
const justification = (id: number) =>
  screen.getByRole('textbox', {
    name: new RegExp(`^Perustelu \\(vapaaehtoinen\\)\\s?väittämään ${String(id)}$`),
  });

async function fillDetails(user: RenderedApp['user']) {
  await user.type(screen.getByLabelText('Nimi'), 'Anna Virtanen');
  await user.type(screen.getByLabelText('Ikä'), '68');
  await user.selectOptions(screen.getByLabelText('Puolue'), 'Kokoomus');
  await user.type(screen.getByLabelText('Ammatti (vapaaehtoinen)'), 'eläkeläinen');
}

describe('the candidate form steps', () => {
  it('checks the code once and starts from the details step', async () => {
    const { user, router } = await open(FORM);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /Vaihe 1\/4:?\s*Pääsykoodi on voimassa/,
    );
    expect(api.calls('POST /api/access-codes/validate')[0]?.body).toEqual({ code: CODE });
    // One date, the code's own (no deadline is set), and the organizer's contact.
    expect(screen.getByText(/^Koodi on voimassa .* asti\. Voit lähettää ja korjata/)).toBeVisible();
    expect(await screen.findByText(/Maija Mallikas/)).toBeVisible();
    // A brand-new device has nothing started.
    expect(screen.queryByText(/Olet jo aloittanut/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Aloita' }));
    await expectUrl(router, `${FORM}?vaihe=perustiedot`);
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Perustiedot/);
    });
    // Focus comes to the new step's heading after a moment in <main> (for screen readers).
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });
    expect(api.calls('POST /api/access-codes/validate')).toHaveLength(1);
  });

  it('lists what is missing in the details, beside each field too, and stays on the step', async () => {
    const { user } = await open(`${FORM}?vaihe=perustiedot`);
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await summaryFocused();
    expect(summaryLinks()).toEqual(['Kirjoita nimesi.', 'Kirjoita ikäsi.', 'Valitse puolue.']);
    const name = screen.getByLabelText('Nimi');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Kirjoita nimesi.'));

    await user.click(within(summary()).getByRole('link', { name: 'Valitse puolue.' }));
    expect(screen.getByLabelText('Puolue')).toHaveFocus();

    // A wrong kind of value gets its own message; fixed fields drop out of the summary.
    await user.type(name, 'Anna Virtanen');
    await user.type(screen.getByLabelText('Ikä'), 'kuusikymmentä');
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await waitFor(() => {
      expect(summaryLinks()).toEqual([
        'Kirjoita ikä numeroina, esimerkiksi 67.',
        'Valitse puolue.',
      ]);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Perustiedot/);
  });

  it('asks for the party’s name when "Muu puolue tai sitoutumaton" is chosen', async () => {
    const { user } = await open(`${FORM}?vaihe=perustiedot`);
    // (Filled first: the party's name is checked only once the other details are valid.)
    await user.type(screen.getByLabelText('Nimi'), 'Anna Virtanen');
    await user.type(screen.getByLabelText('Ikä'), '68');
    expect(
      screen.queryByLabelText('Puolueen tai valitsijayhdistyksen nimi'),
    ).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Puolue'), 'Muu puolue tai sitoutumaton');
    const other = screen.getByLabelText('Puolueen tai valitsijayhdistyksen nimi');

    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await summaryFocused();
    expect(summaryLinks()).toEqual([
      'Kirjoita puolueen tai valitsijayhdistyksen nimi. Jos olet sitoutumaton, kirjoita Sitoutumaton.',
    ]);
    expect(other).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes from the details to the first statements, whose answers are all required', async () => {
    const { user, router } = await open(`${FORM}?vaihe=perustiedot`);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await expectUrl(router, `${FORM}?vaihe=vastaukset`);
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        /Väittämät 1–4: Terveys ja hyvinvointi/,
      );
    });
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });
    expect(screen.getByText(/Vastattu 0\/25/)).toBeInTheDocument();

    await user.click(within(statementGroup(2)).getByRole('radio', { name: 'Neutraali' }));
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await summaryFocused();
    expect(summaryLinks()).toEqual([
      'Väittämä 1: valitse vastaus.',
      'Väittämä 3: valitse vastaus.',
      'Väittämä 4: valitse vastaus.',
    ]);
    expect(statementGroup(3)).toHaveAccessibleDescription(
      expect.stringContaining('Valitse yksi vaihtoehto.'),
    );
    await user.click(within(summary()).getByRole('link', { name: 'Väittämä 3: valitse vastaus.' }));
    expect(
      within(statementGroup(3)).getByRole('radio', { name: 'Täysin eri mieltä' }),
    ).toHaveFocus();
    expect(router.state.location.search).toBe('?vaihe=vastaukset');
  });

  it('limits a justification to 1 000 characters', async () => {
    const { user } = await open(`${FORM}?vaihe=vastaukset`);
    for (const id of [1, 2, 3, 4]) {
      await user.click(
        within(statementGroup(id)).getByRole('radio', { name: 'Täysin samaa mieltä' }),
      );
    }
    await user.click(justification(1));
    await user.paste('a'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await summaryFocused();
    expect(summaryLinks()).toEqual(['Väittämä 1: Perustelu saa olla enintään 1000 merkkiä.']);
  });

  it('keeps every value when going back through the steps, and after a reload', async () => {
    const { user, router, unmount } = await open(`${FORM}?vaihe=perustiedot`);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await expectUrl(router, `${FORM}?vaihe=vastaukset`);

    const chosen = [
      'Täysin eri mieltä',
      'Jokseenkin eri mieltä',
      'Neutraali',
      'Täysin samaa mieltä',
    ];
    await screen.findByText(statementText(1));
    for (const [index, name] of chosen.entries()) {
      await user.click(within(statementGroup(index + 1)).getByRole('radio', { name }));
    }
    await user.type(justification(2), 'Jonot ovat jo nyt liian pitkät.');
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    await expectUrl(router, `${FORM}?vaihe=vastaukset&sivu=2`);
    await screen.findByText(statementText(5));
    expect(screen.getByText(/Vastattu 4\/25/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Takaisin' }));
    await expectUrl(router, `${FORM}?vaihe=vastaukset`);
    await screen.findByText(statementText(1));
    for (const [index, name] of chosen.entries()) {
      expect(within(statementGroup(index + 1)).getByRole('radio', { name })).toBeChecked();
    }
    expect(justification(2)).toHaveValue('Jonot ovat jo nyt liian pitkät.');

    await user.click(screen.getByRole('link', { name: 'Takaisin' }));
    await expectUrl(router, `${FORM}?vaihe=perustiedot`);
    const expectDetailsKept = async () => {
      expect(await screen.findByLabelText('Nimi')).toHaveValue('Anna Virtanen');
      expect(screen.getByLabelText('Ikä')).toHaveValue('68');
      expect(screen.getByLabelText('Puolue')).toHaveValue('Kokoomus');
      expect(screen.getByLabelText('Ammatti (vapaaehtoinen)')).toHaveValue('eläkeläinen');
    };
    await expectDetailsKept();

    // The work in progress is kept on this device: a reload continues with the same values.
    unmount();
    await open(`${FORM}?vaihe=perustiedot`);
    await expectDetailsKept();
  });
});
