import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { helsinki, helsinkiQuestions } from '#web/testing/municipality-fixture';
import { json, stubApi } from '#web/testing/api-stub';
import { currentUrl, expectUrl, renderApp, screen } from '#web/testing/render-app';

const questions = helsinkiQuestions;
const statement = (step: number) => questions[step - 1]!.text;

const CHOOSE_OR_SKIP = 'Valitse yksi vaihtoehto. Jos et halua vastata, valitse Ohita.';

beforeEach(() => {
  stubApi({
    'GET /api/municipalities/091': () => json(helsinki),
    // The municipality's own page (behind "Edellinen" on the first statement) counts a visit.
    'POST /api/statistics/visits': () => json({ success: true, recorded: true }),
  });
});

async function openStep(url = '/091/kysymykset?kysymys=1') {
  const app = await renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

/** The statement's answer options: a radio group named by the statement. */
const answers = () =>
  screen.getByRole('group', { name: new RegExp(escapeRegExp(currentStatement())) });
const currentStatement = () => screen.getByRole('heading', { level: 1 }).textContent ?? '';
const option = (name: string) => within(answers()).getByRole('radio', { name });
const checkedOption = () => within(answers()).queryByRole('radio', { checked: true });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectStatement(step: number) {
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(statement(step));
  });
  expect(screen.getByText(`Väittämä ${String(step)} / 25`)).toBeInTheDocument();
}

describe('the statement step', () => {
  it('shows one statement as the heading with five answers and nothing chosen', async () => {
    await openStep();
    await expectStatement(1);
    // The five answers in scale order, each named by its label.
    expect(within(answers()).getAllByRole('radio')).toEqual(
      [
        'Täysin eri mieltä',
        'Jokseenkin eri mieltä',
        'Neutraali',
        'Jokseenkin samaa mieltä',
        'Täysin samaa mieltä',
      ].map(option),
    );
    expect(checkedOption()).toBeNull();
    expect(screen.getByRole('button', { name: 'Seuraava' })).toBeInTheDocument();
  });

  it('starts from the first statement when the address has no number', async () => {
    const { router } = await renderApp('/091/kysymykset');
    await expectUrl(router, '/091/kysymykset?kysymys=1');
    await expectStatement(1);
  });

  it('keeps the chosen answer and moves on only with "Seuraava", to the next statement’s heading', async () => {
    const { user, router } = await openStep();
    await user.click(option('Jokseenkin samaa mieltä'));
    expect(option('Jokseenkin samaa mieltä')).toBeChecked();
    expect(currentUrl(router)).toBe('/091/kysymykset?kysymys=1'); // choosing alone does not move on

    await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await expectUrl(router, '/091/kysymykset?kysymys=2');
    await expectStatement(2);
    // A frame after the new statement is drawn (the change reaches screen readers first).
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });
    expect(checkedOption()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edellinen' }));
    await expectStatement(1);
    expect(option('Jokseenkin samaa mieltä')).toBeChecked();
  });

  it('asks for a choice when moving on without one, and the choice clears the message', async () => {
    const { user } = await openStep();
    await user.click(screen.getByRole('button', { name: 'Seuraava' }));

    await waitFor(() => {
      expect(option('Täysin eri mieltä')).toHaveAccessibleDescription(
        expect.stringContaining(CHOOSE_OR_SKIP),
      );
    });
    expect(option('Täysin eri mieltä')).toHaveFocus();
    await expectStatement(1);

    await user.click(option('Neutraali'));
    expect(screen.queryByText(CHOOSE_OR_SKIP)).not.toBeInTheDocument();
    expect(option('Täysin eri mieltä')).not.toHaveAccessibleDescription();
  });

  it('skips a statement without an answer, and going back shows it unanswered', async () => {
    const { user, router } = await openStep('/091/kysymykset?kysymys=3');
    await expectStatement(3);
    await user.click(screen.getByRole('button', { name: 'Ohita' }));
    await expectUrl(router, '/091/kysymykset?kysymys=4');
    await expectStatement(4);

    await user.click(screen.getByRole('button', { name: 'Edellinen' }));
    await expectStatement(3);
    expect(checkedOption()).toBeNull();
  });

  it('goes back from the first statement to the municipality’s page', async () => {
    const { user, router } = await openStep();
    await user.click(screen.getByRole('button', { name: 'Edellinen' }));
    await expectUrl(router, '/091');
  });

  it('can be answered with the keyboard alone', async () => {
    const { user, router } = await openStep();
    await expectStatement(1);
    // From the heading, Tab reaches the answers; the arrow keys choose within the group.
    await screen.findByRole('button', { name: 'Terveyskeskuksessa' });
    screen.getByRole('heading', { level: 1 }).focus();
    await user.tab();
    expect(option('Täysin eri mieltä')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('Neutraali')).toHaveFocus();
    expect(option('Neutraali')).toBeChecked();

    // Then the importance mark, toggled with Space, then the main button.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Tärkeä minulle' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Tärkeä minulle' })).toBeChecked();
    // The statement's explained word ("Terveyskeskuksessa", once its explanations are in).
    await user.tab();
    expect(screen.getByRole('button', { name: 'Terveyskeskuksessa' })).toHaveFocus();
    // "Lisätietoa" (the statement's background) comes after the mark; opening it is tested in a real
    // browser (tests/e2e/voter-reading.e2e.ts), jsdom does not open <details> from the keyboard.
    // Without a voice on the device (jsdom has none), the one-line note's link comes next.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ohje: kuuntelu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByText('Lisätietoa', { selector: 'summary' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Seuraava' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectUrl(router, '/091/kysymykset?kysymys=2');
    await expectStatement(2);
  });

  it('remembers the answers on this device and continues where the voter left off', async () => {
    const first = await openStep('/091/kysymykset?kysymys=5');
    await first.user.click(option('Täysin samaa mieltä'));
    first.unmount();

    const { router } = await renderApp('/091/kysymykset');
    await expectUrl(router, '/091/kysymykset?kysymys=5');
    await expectStatement(5);
    expect(option('Täysin samaa mieltä')).toBeChecked();
  });

  it('keeps the "Tärkeä minulle" mark per statement, also on this device after leaving', async () => {
    const first = await openStep('/091/kysymykset?kysymys=2');
    await expectStatement(2);
    const important = () => screen.getByRole('checkbox', { name: 'Tärkeä minulle' });
    expect(important()).not.toBeChecked();
    expect(important()).toHaveAccessibleDescription(
      'Tärkeäksi merkitty väittämä vaikuttaa tulokseesi kaksi kertaa niin paljon.',
    );

    await first.user.click(important());
    expect(important()).toBeChecked();
    await first.user.click(option('Neutraali'));
    await first.user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await expectStatement(3);
    expect(important()).not.toBeChecked(); // the mark belongs to statement 2 only

    await first.user.click(screen.getByRole('button', { name: 'Edellinen' }));
    await expectStatement(2);
    expect(important()).toBeChecked();
    expect(option('Neutraali')).toBeChecked();
    first.unmount();

    const second = await openStep('/091/kysymykset?kysymys=2');
    await expectStatement(2);
    expect(important()).toBeChecked();
    await second.user.click(important());
    expect(important()).not.toBeChecked();
    second.unmount();

    await openStep('/091/kysymykset?kysymys=2');
    await expectStatement(2);
    expect(important()).not.toBeChecked();
  });

  it('after the last statement "Seuraava" opens the review, but not before anything is answered', async () => {
    const { user, router } = await openStep('/091/kysymykset?kysymys=25');
    await expectStatement(25);
    expect(screen.queryByRole('button', { name: 'Näytä tulokset' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ohita' }));
    expect(
      await screen.findByText(
        'Et ole vastannut vielä yhteenkään väittämään. Vastaa ainakin yhteen, niin näet tuloksesi.',
      ),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/091/kysymykset?kysymys=25');

    await user.click(option('Täysin eri mieltä'));
    await user.click(screen.getByRole('checkbox', { name: 'Tärkeä minulle' }));
    await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await expectUrl(router, '/091/tarkista');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarkista vastauksesi' }),
    ).toBeInTheDocument();
    // The last statement with its answer and mark; an unvisited one counts as skipped.
    const last = screen.getByRole('heading', { level: 2, name: `Väittämä 25: ${statement(25)}` });
    const lastItem = last.closest('li')!;
    expect(within(lastItem).getByText('Täysin eri mieltä')).toBeInTheDocument();
    expect(within(lastItem).getByText('Kyllä, lasketaan kaksinkertaisena')).toBeInTheDocument();
    const firstItem = screen
      .getByRole('heading', { level: 2, name: `Väittämä 1: ${statement(1)}` })
      .closest('li')!;
    expect(within(firstItem).getByText('Ohitettu')).toBeInTheDocument();
    expect(within(firstItem).getByText('Ei')).toBeInTheDocument();

    // "Muuta" opens the statement, and its main button returns to the review.
    await user.click(within(lastItem).getByRole('link', { name: 'Muuta: väittämä 25' }));
    await expectStatement(25);
    expect(option('Täysin eri mieltä')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Palaa tarkistukseen' }));
    await expectUrl(router, '/091/tarkista');

    await user.click(await screen.findByRole('link', { name: 'Näytä tulokset' }));
    await expectUrl(router, '/091/tulokset');
  });
});

describe('words explained where they stand (issue #36, part 2)', () => {
  it('makes a hard word of the statement a disclosure that opens its explanation in place', async () => {
    await openStep('/091/kysymykset?kysymys=2');
    await expectStatement(2);
    // The heading is the statement whole; the word is a button under it that says whether it is open.
    const term = await screen.findByRole('button', { name: /^asiakasmaksu/i });
    expect(screen.getByRole('heading', { level: 1 })).not.toContainElement(term);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(statement(2));
    expect(term.closest('p')).toHaveTextContent(/^Selitys sanalle: asiakasmaksuja$/);
    expect(term).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(term.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    term.click();
    await waitFor(() => {
      expect(term).toHaveAttribute('aria-expanded', 'true');
    });
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/^asiakasmaksu: Maksu, jonka asiakas maksaa itse/);
    // The options are still named by the statement alone.
    expect(answers()).toBeInTheDocument();
    term.click();
    await waitFor(() => {
      expect(term).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
