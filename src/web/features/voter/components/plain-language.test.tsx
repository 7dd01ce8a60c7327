import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plainQuestionTexts } from '#core/questions-plain';
import { helsinki, helsinkiQuestions } from '#web/testing/municipality-fixture';
import { toProfilesFile, toRankingFile } from '#core/candidate-list';
import { json, stubApi } from '#web/testing/api-stub';
import { currentUrl, expectUrl, renderApp, screen } from '#web/testing/render-app';
import { fetchPlainMunicipality, setPlainLanguage } from '#web/plain-language/on-demand';

// "Selkokieli": the header's choice, the plain statements from their own route, and the plain
// texts of the pages around them. Matching does not look at texts, so it is not tested here.

const questions = helsinkiQuestions;
const plain = plainQuestionTexts(null);
let plainRequests = 0;

beforeEach(() => {
  plainRequests = 0;
  stubApi({
    'GET /api/municipalities/091': () => json(helsinki),
    'GET /api/municipalities/091/selkokieli': () => {
      plainRequests += 1;
      return json({ questions: plain });
    },
    'GET /api/municipalities/091/candidates': () => json([]),
    'GET /api/municipalities/091/candidates/ranking': () => json(toRankingFile([])),
    'GET /api/municipalities/091/candidates/profiles': () => json(toProfilesFile([])),
    'POST /api/statistics/visits': () => json({ success: true, recorded: true }),
  });
});

const toggle = () => screen.getByRole('button', { name: 'Selkokieli' });

describe('Selkokieli', () => {
  it('is off by default: the standard statement shows and the plain texts are never asked for', async () => {
    await renderApp('/091/kysymykset?kysymys=2');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(questions[1]!.text);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(plainRequests).toBe(0);
  });

  it('when chosen on this device shows the plain statement, its plain background and the plain help, and keeps ?selko=1 in the address', async () => {
    localStorage.setItem('plain_language', '1');
    const { router } = await renderApp('/091/kysymykset?kysymys=2');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(plain[1]!.text);
    expect(heading).not.toHaveTextContent(questions[1]!.text);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByText('Lisätietoa'));
    expect(screen.getByText(plain[1]!.background)).toBeVisible();
    expect(
      screen.getByText(
        'Valitse vastaus, joka on lähinnä omaa mielipidettäsi. Jos et halua vastata, valitse Ohita.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/091/kysymykset?kysymys=2&selko=1');
    });
  });

  it('shows the plain intro and review texts', async () => {
    localStorage.setItem('plain_language', '1');
    const { router } = await renderApp('/091');
    expect(
      await screen.findByText(
        'Vaalikoneessa on 25 väitettä. Kerro, mitä mieltä olet niistä. Sitten näet, ketkä ehdokkaat ajattelevat kuten sinä.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vastauksesi jäävät vain tähän laitteeseen. Emme lähetä niitä minnekään.'),
    ).toBeInTheDocument();
    await router.navigate('/091/tarkista');
    await expectUrl(router, '/091/tarkista?selko=1');
    expect(
      await screen.findByText(/Tässä ovat kaikki vastauksesi\. Voit vielä muuttaa vastausta\./),
    ).toBeInTheDocument();
    expect(screen.getByText(plain[0]!.text, { exact: false })).toBeInTheDocument();
  });

  it('explains the results plainly: the order, the few-answers warning and Tärkeä minulle', async () => {
    localStorage.setItem('plain_language', '1');
    localStorage.setItem(
      'answers:091',
      JSON.stringify({ answers: { 1: 5, 2: 1, 3: 3 }, important: [2], current: 3 }),
    );
    await renderApp('/091/tulokset');
    expect(
      await screen.findByText(
        /Ehdokkaat ovat järjestyksessä\. Ensimmäisenä on ehdokas, joka ajattelee eniten kuten sinä\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vastasit vain 3 väitteeseen. Siksi tulos ei ole kovin varma. Vastaa useampaan väitteeseen, niin tulos on parempi.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Merkitsit yhden väitteen tärkeäksi. Se vaikuttaa tulokseen kaksi kertaa enemmän kuin muut.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ehdokkaat ovat järjestyksessä sen mukaan/)).toBeNull();
  });

  it('is not offered on Swedish pages, where no lättläst texts exist yet', async () => {
    localStorage.setItem('plain_language', '1');
    stubApi({
      'GET /api/municipalities/091?lang=sv': () => json(helsinki),
      'GET /api/municipalities/091/selkokieli': () => {
        plainRequests += 1;
        return json({ questions: plain });
      },
    });
    await renderApp('/sv/091/kysymykset?kysymys=1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Selkokieli' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lättläst' })).toBeNull();
    expect(plainRequests).toBe(0);
  });

  it('switching reopens the page with the choice in its address (which the device then remembers)', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost/091/kysymykset?kysymys=3',
      replace,
    });
    setPlainLanguage(true);
    expect(String(replace.mock.calls[0]?.[0])).toBe(
      'http://localhost/091/kysymykset?kysymys=3&selko=1',
    );
    setPlainLanguage(false);
    expect(String(replace.mock.calls[1]?.[0])).toContain('selko=0');
    vi.restoreAllMocks();
  });

  it('puts each plain text in place of its statement by id, leaving weights and order alone', async () => {
    const own = { ...plain[4]!, text: 'Kunnan oma väite.', text_is_plain: false };
    stubApi({
      'GET /api/municipalities/091': () => json(helsinki),
      'GET /api/municipalities/091/selkokieli': () =>
        json({ questions: [...plain.slice(0, 4), own, ...plain.slice(5)].reverse() }),
    });
    const details = await fetchPlainMunicipality(
      '/api/municipalities/091',
      new AbortController().signal,
    );
    expect(details.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(details.questions.map((q) => q.weight)).toEqual(questions.map((q) => q.weight));
    expect(details.questions[4]!.text).toBe('Kunnan oma väite.');
    expect(details.questions[0]!.text).toBe(plain[0]!.text);
    expect(details.questions[0]!.background).toBe(plain[0]!.background);
  });
});
