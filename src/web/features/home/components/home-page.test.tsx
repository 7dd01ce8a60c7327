import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicMunicipality } from '#server/features/municipalities/municipalities.service';
import { json, stubApi } from '#web/testing/api-stub';
import { expectUrl, renderApp, screen } from '#web/testing/render-app';
import { REFERENCE_MUNICIPALITIES } from '#core/municipalities';
import { MAX_MUNICIPALITY_LINKS } from './municipality-links';

/** `count` participating municipalities, sorted by name as `GET /api/municipalities` sends them. */
function municipalities(count: number): PublicMunicipality[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      municipality_id: `9${number}`,
      name: `Kunta ${number}`,
      name_fi: `Kunta ${number}`,
      name_sv: `Kommun ${number}`,
      is_custom: false,
      name_lang: 'fi' as const,
      language: 'fi' as const,
      region: 'Uusimaa',
    };
  });
}

describe('choosing the municipality on the home page', () => {
  it(`shows up to ${String(MAX_MUNICIPALITY_LINKS)} municipalities as links, no typing needed`, async () => {
    const list = municipalities(MAX_MUNICIPALITY_LINKS);
    stubApi({ 'GET /api/municipalities': () => json(list) });
    const { user, router } = await renderApp('/');

    const links = within(await screen.findByRole('list', { name: 'Valitse kuntasi' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(list.map((item) => item.name));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aloita' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Kunta 03' }));
    await expectUrl(router, '/903');
  });

  it(`shows the search field instead when more than ${String(MAX_MUNICIPALITY_LINKS)} take part`, async () => {
    stubApi({ 'GET /api/municipalities': () => json(municipalities(MAX_MUNICIPALITY_LINKS + 1)) });
    await renderApp('/');

    expect(await screen.findByRole('combobox', { name: 'Valitse kuntasi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aloita' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Valitse kuntasi' })).not.toBeInTheDocument();
  });

  it('opens a Swedish-speaking municipality in Swedish, also from the Finnish page', async () => {
    const list = municipalities(3).map((municipality, index) =>
      index === 1 ? { ...municipality, language: 'sv' as const } : municipality,
    );
    stubApi({ 'GET /api/municipalities': () => json(list) });
    const { user, router } = await renderApp('/');

    const swedish = await screen.findByRole('link', { name: 'Kunta 02' });
    expect(swedish).toHaveAttribute('hreflang', 'sv');
    expect(screen.getByRole('link', { name: 'Kunta 01' })).not.toHaveAttribute('hreflang');
    await user.click(swedish);
    await expectUrl(router, '/sv/902');
  });

  it('does the same from the search field', async () => {
    const list = municipalities(MAX_MUNICIPALITY_LINKS + 1).map((municipality, index) =>
      index === 1 ? { ...municipality, language: 'sv' as const } : municipality,
    );
    stubApi({ 'GET /api/municipalities': () => json(list) });
    const { user, router } = await renderApp('/');

    await user.type(await screen.findByRole('combobox', { name: 'Valitse kuntasi' }), 'Kunta 02');
    await user.click(await screen.findByRole('option', { name: 'Kunta 02' }));
    await user.click(screen.getByRole('button', { name: 'Aloita' }));
    await expectUrl(router, '/sv/902');
  });
});

/** Every mainland municipality (Åland holds its own elections), as the server answers in `lang`. */
function wholeCountry(lang: 'fi' | 'sv'): PublicMunicipality[] {
  return REFERENCE_MUNICIPALITIES.filter((m) => !m.aland)
    .map((m) => ({
      municipality_id: m.code,
      name: lang === 'sv' ? m.name_sv : m.name_fi,
      name_fi: m.name_fi,
      name_sv: m.name_sv,
      is_custom: false,
      name_lang: lang,
      language: m.language,
      region: lang === 'sv' ? m.region_sv : m.region_fi,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

describe('the home page with every municipality of the country', () => {
  it('finds a municipality by its Finnish or Swedish name or its code, and says how many match', async () => {
    const country = wholeCountry('fi');
    expect(country.length).toBeGreaterThan(280);
    stubApi({ 'GET /api/municipalities': () => json(country) });
    const { user, router } = await renderApp('/');

    const search = await screen.findByRole('combobox', { name: 'Valitse kuntasi' });
    await user.type(search, 'Helsingfors');
    expect(await screen.findByRole('option', { name: 'Helsinki' })).toBeInTheDocument();
    // The count is announced a moment after typing stops (the combobox's delayed live message).
    expect(await screen.findByText('1 kunta löytyi')).toHaveAttribute('role', 'status');

    await user.clear(search);
    await user.type(search, '837');
    await user.click(await screen.findByRole('option', { name: 'Tampere' }));
    await user.click(screen.getByRole('button', { name: 'Aloita' }));
    await expectUrl(router, '/837');
  });

  it('lists the municipalities by region, each region a disclosure that opens from the keyboard', async () => {
    const country = wholeCountry('fi');
    stubApi({ 'GET /api/municipalities': () => json(country) });
    const { user, router } = await renderApp('/');

    const regions = within(
      await screen.findByRole('list', { name: 'Kunnat maakunnittain' }),
    ).getAllByRole('group');
    expect(regions).toHaveLength(new Set(country.map((m) => m.region)).size);
    const names = regions.map((region) => region.querySelector('summary')!.firstChild!.textContent);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!, 'fi')));
    const uusimaa = regions.find((region) => region.textContent.startsWith('Uusimaa'))!;
    const inUusimaa = country.filter((m) => m.region === 'Uusimaa').length;
    expect(uusimaa.querySelector('summary')).toHaveTextContent(
      `Uusimaa (${String(inUusimaa)} kuntaa)`,
    );
    expect(uusimaa).not.toHaveAttribute('open');

    // (jsdom does not open a <details> from the keyboard; the end-to-end test does that.)
    await user.click(uusimaa.querySelector('summary')!);
    expect(uusimaa).toHaveAttribute('open');
    const links = within(uusimaa).getAllByRole('link');
    expect(links).toHaveLength(inUusimaa);
    await user.click(within(uusimaa).getByRole('link', { name: 'Helsinki' }));
    await expectUrl(router, '/091');
  });

  it('names the regions and municipalities in Swedish on /sv', async () => {
    const country = wholeCountry('sv');
    stubApi({ 'GET /api/municipalities': () => json(country) });
    const { user, router } = await renderApp('/sv');

    const search = await screen.findByRole('combobox', { name: 'Välj din kommun' });
    await user.type(search, 'Helsinki');
    expect(await screen.findByRole('option', { name: 'Helsingfors' })).toBeInTheDocument();
    expect(await screen.findByText('1 kommun hittades')).toHaveAttribute('role', 'status');

    const list = screen.getByRole('list', { name: 'Kommuner landskapsvis' });
    const nyland = within(list)
      .getAllByRole('group')
      .find((region) => region.textContent.startsWith('Nyland'))!;
    await user.click(nyland.querySelector('summary')!);
    await user.click(within(nyland).getByRole('link', { name: 'Helsingfors' }));
    await expectUrl(router, '/sv/091');
  });
});
