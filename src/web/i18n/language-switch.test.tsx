import { describe, expect, it } from 'vitest';
import type { PublicMunicipality } from '#server/features/municipalities/municipalities.service';
import { json, stubApi } from '../testing/api-stub';
import { expectUrl, renderApp, screen } from '../testing/render-app';

const municipalities: PublicMunicipality[] = [
  {
    municipality_id: '091',
    name: 'Helsinki',
    name_fi: 'Helsinki',
    name_sv: 'Helsingfors',
    name_lang: 'fi',
    language: 'fi-sv',
    region: 'Uusimaa',
    is_custom: false,
  },
  {
    municipality_id: '837',
    name: 'Tampere',
    name_fi: 'Tampere',
    name_sv: 'Tammerfors',
    name_lang: 'fi',
    language: 'fi',
    region: 'Pirkanmaa',
    is_custom: false,
  },
];

describe('the language switch', () => {
  it('shows the home page in Swedish under /sv, with Swedish names and lang="sv"', async () => {
    const api = stubApi({ 'GET /api/municipalities': () => json(municipalities) });
    await renderApp('/sv');

    // The name on screen carries a soft hyphen for narrow screens; screen readers get whole words.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Pensionärernas valkompass',
    });
    expect(heading.querySelector('[data-hyphenated]')).toHaveAttribute(
      'data-hyphenated',
      'Pensionä\u00adrernas valkompass',
    );
    expect(await screen.findByRole('link', { name: 'Helsingfors' })).toHaveAttribute(
      'href',
      '/sv/091',
    );
    expect(document.documentElement.lang).toBe('sv');
    expect(api.calls('GET /api/municipalities')[0]?.search.get('lang')).toBe('sv');

    const finnish = screen.getByRole('link', { name: 'Suomeksi' });
    expect(finnish).toHaveAttribute('href', '/');
    expect(finnish).toHaveAttribute('lang', 'fi');
    expect(screen.getByRole('link', { name: 'På svenska' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the same page in the other language and remembers the choice', async () => {
    stubApi({ 'GET /api/municipalities': () => json(municipalities) });
    const { user, router } = await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Tampere' })).toHaveAttribute('href', '/837');

    await user.click(screen.getByRole('link', { name: 'På svenska' }));
    await expectUrl(router, '/sv');
    expect(await screen.findByRole('link', { name: 'Tammerfors' })).toBeInTheDocument();
    expect(window.localStorage.getItem('vaalikone_kieli')).toBe('sv');

    await user.click(screen.getByRole('link', { name: 'Suomeksi' }));
    await expectUrl(router, '/');
    expect(await screen.findByRole('link', { name: 'Tampere' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fi');
    expect(window.localStorage.getItem('vaalikone_kieli')).toBe('fi');
  });
});
