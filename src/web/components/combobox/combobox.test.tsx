import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMunicipality } from '#server/features/municipalities/municipalities.service';
import { json, stubApi } from '../../testing/api-stub';
import { expectUrl, renderApp, screen } from '../../testing/render-app';

// `GET /api/municipalities`: participating municipalities, sorted by name. More than
// MAX_MUNICIPALITY_LINKS, so the home page shows the search field instead of a list of links.
const municipalities: PublicMunicipality[] = [
  {
    municipality_id: '049',
    name: 'Espoo',
    name_fi: 'Espoo',
    name_sv: 'Esbo',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '091',
    name: 'Helsinki',
    name_fi: 'Helsinki',
    name_sv: 'Helsingfors',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '167',
    name: 'Joensuu',
    name_fi: 'Joensuu',
    name_sv: 'Joensuu',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '235',
    name: 'Kauniainen',
    name_fi: 'Kauniainen',
    name_sv: 'Grankulla',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '285',
    name: 'Kotka',
    name_fi: 'Kotka',
    name_sv: 'Kotka',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '297',
    name: 'Kuopio',
    name_fi: 'Kuopio',
    name_sv: 'Kuopio',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '398',
    name: 'Lahti',
    name_fi: 'Lahti',
    name_sv: 'Lahtis',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '564',
    name: 'Oulu',
    name_fi: 'Oulu',
    name_sv: 'Uleåborg',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '609',
    name: 'Pori',
    name_fi: 'Pori',
    name_sv: 'Björneborg',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '698',
    name: 'Rovaniemi',
    name_fi: 'Rovaniemi',
    name_sv: 'Rovaniemi',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '837',
    name: 'Tampere',
    name_fi: 'Tampere',
    name_sv: 'Tammerfors',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '853',
    name: 'Turku',
    name_fi: 'Turku',
    name_sv: 'Åbo',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '905',
    name: 'Vaasa',
    name_fi: 'Vaasa',
    name_sv: 'Vasa',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
  {
    municipality_id: '092',
    name: 'Vantaa',
    name_fi: 'Vantaa',
    name_sv: 'Vanda',
    is_custom: false,
    name_lang: 'fi',
    language: 'fi',
    region: 'Uusimaa',
  },
];

beforeEach(() => {
  stubApi({ 'GET /api/municipalities': () => json(municipalities) });
});

/** The home page's municipality picker, the combobox's main use. */
async function openHome() {
  const app = await renderApp('/');
  const input = await screen.findByRole('combobox', { name: 'Valitse kuntasi' });
  return { ...app, input };
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Valitse kuntasi' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The option that aria-activedescendant points at, if any. */
function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('the combobox (municipality picker)', () => {
  it('starts closed and filters the options as the reader types, by either language', async () => {
    const { user, input } = await openHome();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(input, 'ta');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Names that start with the text first, then names that contain it.
    expect(optionNames()).toEqual(['Tampere', 'Vantaa']);
    expect(await screen.findByText('2 kuntaa löytyi')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'grank');
    expect(optionNames()).toEqual(['Kauniainen']);
    expect(await screen.findByText('1 kunta löytyi')).toBeInTheDocument();
  });

  it('moves the active option with the arrow keys and keeps focus in the text field', async () => {
    const { user, input } = await openHome();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(input)).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Espoo');
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Joensuu');
    expect(screen.getByRole('option', { name: 'Espoo' })).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('Helsinki');
    expect(input).toHaveFocus();
  });

  it('wraps around at either end of the list', async () => {
    const { user, input } = await openHome();
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('Vantaa');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Espoo');
  });

  it('chooses the active option with Enter, closes the list and starts with that municipality', async () => {
    const { user, input, router } = await openHome();
    await user.type(input, 'la');
    expect(activeOption(input)).toHaveTextContent('Lahti');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Kauniainen');

    await user.keyboard('{Enter}');
    // Enter only chose the option: the form was not sent, no page change has started.
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/');
    expect(input).toHaveValue('Kauniainen');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aloita' }));
    await expectUrl(router, '/235');
  });

  it('reopens on the chosen option and lets a click choose another one', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'Helsinki');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Näytä kaikki kunnat' }));
    expect(optionNames()).toHaveLength(municipalities.length);
    expect(activeOption(input)).toHaveTextContent('Helsinki');
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('option', { name: 'Tampere' }));
    expect(input).toHaveValue('Tampere');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and keeps the text; a second Escape clears it', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'es');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('es');

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('tells everyone when nothing matches', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'Xyz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    const status = await screen.findByText('Kuntia ei löytynyt. Tarkista kirjoitusasu.');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeVisible();
  });

  it('asks for a municipality when the reader starts without one, and focuses the field', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'Hel');
    await user.click(screen.getByRole('button', { name: 'Aloita' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Valitse ensin kunta.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });
});
