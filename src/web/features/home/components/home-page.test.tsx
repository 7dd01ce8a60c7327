import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicMunicipality } from '#server/features/municipalities/municipalities.service';
import { json, stubApi } from '#web/testing/api-stub';
import { expectUrl, renderApp, screen } from '#web/testing/render-app';
import { MAX_MUNICIPALITY_LINKS } from './municipality-links';

/** `count` participating municipalities, sorted by name as `GET /api/municipalities` sends them. */
function municipalities(count: number): PublicMunicipality[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      municipality_id: `9${number}`,
      name: `Kunta ${number}`,
      name_sv: `Kommun ${number}`,
      is_custom: false,
      name_lang: 'fi' as const,
      language: 'fi' as const,
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
