import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PLAIN_QUESTION_TEXTS } from '#core/questions-plain';
import { expectNoAxeViolations, newPage, pageSettled, useBrowser } from './support';
import {
  horizontalOverflow,
  LIKERT,
  normalise,
  statementsOf,
  tabTo,
  waitForStep,
} from './voter-support';

// Selkokieli and Kuuntele (issue 22) in the built app: the choice in the header and the
// address, plain statements, reading aloud with a stand-in speech synthesis, keyboard only,
// 320 px with A++, forced colours, and no request to any other site.

const baseURL = inject('baseURL');
const browser = useBrowser();

/**
 * A stand-in for the browser's speech synthesis with a network voice listed first and a voice
 * on the device second; what is spoken is kept in `window.spoken`.
 */
async function stubSpeech(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { spoken: { text: string; voice: string; rate: number }[] };
    w.spoken = [];
    const voices = [
      { name: 'Pilvi', lang: 'fi-FI', localService: false, default: true, voiceURI: 'pilvi' },
      { name: 'Satu', lang: 'fi-FI', localService: true, default: false, voiceURI: 'satu' },
    ];
    class Utterance {
      voice: { name: string } | null = null;
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = {
      getVoices: () => voices,
      speak: (u: Utterance) => {
        w.spoken.push({ text: u.text, voice: u.voice?.name ?? '(none)', rate: u.rate });
      },
      cancel: () => {
        w.spoken.push({ text: '(cancel)', voice: '', rate: 0 });
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
  });
}

const spoken = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { spoken: { text: string; voice: string; rate: number }[] }).spoken,
  );

/** Every request the page makes goes to the app's own origin. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  const own = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(own) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreign.push(url);
    }
  });
  return foreign;
}

describe('Selkokieli', () => {
  it('turns on with the keyboard from the header, shows the plain statement, keeps ?selko=1 and stays axe clean', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const foreign = recordForeignRequests(page);
    await page.goto('/837/kysymykset?kysymys=2');
    await waitForStep(page, 2);
    const toggle = page.getByRole('button', { name: 'Selkokieli', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await tabTo(page, 'Selkokieli', (f) => f.tag === 'button' && f.text === 'Selkokieli');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('selko') === '1');
    await waitForStep(page, 2);
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => normalise(await heading.textContent()))
      .toBe(PLAIN_QUESTION_TEXTS[2]);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('plain_language'))).toBe('1');
    await expectNoAxeViolations(page, 'plain statement');

    // "Seuraava" goes on in plain language, and the address keeps saying so.
    await page.getByRole('radio', { name: LIKERT[2], exact: true }).check();
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();
    await waitForStep(page, 3);
    await page.waitForURL((url) => url.searchParams.get('selko') === '1');
    await expect
      .poll(async () => normalise(await heading.textContent()))
      .toBe(PLAIN_QUESTION_TEXTS[3]);

    // The intro and the privacy page in plain language.
    await page.goto('/837');
    await page.getByText('Vaalikoneessa on 25 väitettä.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'plain intro');
    await page.goto('/tietosuoja');
    await page.getByRole('heading', { name: 'Lyhyesti selkokielellä' }).waitFor();
    await expectNoAxeViolations(page, 'privacy page with its plain summary');

    // Off again: the standard statement.
    await page.goto('/837/kysymykset?kysymys=3');
    await waitForStep(page, 3);
    await page.getByRole('button', { name: 'Selkokieli', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('selko') === '0');
    const { questions } = await statementsOf(baseURL, '837');
    await expect
      .poll(async () => normalise(await heading.textContent()))
      .toBe(normalise(questions[2]!.text));
    await pageSettled(page);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('opens from a shared link at 320 px with A++ and forced colours: the first option of the longest plain statements in view, no sideways scrolling', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 320, height: 640 },
    });
    await context.addInitScript(() => localStorage.setItem('text_size', 'x-large'));
    await page.emulateMedia({ forcedColors: 'active' });
    // The four longest plain statements (the header grew no taller for the Selkokieli choice).
    const longest = Object.entries(PLAIN_QUESTION_TEXTS)
      .sort(([, a], [, b]) => b.length - a.length)
      .slice(0, 4)
      .map(([id]) => Number(id));
    for (const n of longest) {
      await page.goto(`/837/kysymykset?kysymys=${String(n)}&selko=1`);
      await waitForStep(page, n);
      const heading = page.getByRole('heading', { level: 1 });
      await expect
        .poll(async () => normalise(await heading.textContent()))
        .toBe(PLAIN_QUESTION_TEXTS[n]);
      const option = await page.locator('.likert__option').first().boundingBox();
      expect(option!.y + option!.height, `statement ${String(n)}`).toBeLessThanOrEqual(640);
      expect(await horizontalOverflow(page)).toBe(0);
      if (n === 1)
        await expectNoAxeViolations(page, 'plain statement, 320 px, A++, forced colours');
    }
    await context.close();
  });
});

describe('Kuuntele', () => {
  it('reads the statement and then the options with the device voice only, at the chosen speed, and stops on moving on', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await stubSpeech(context);
    const foreign = recordForeignRequests(page);
    const { questions } = await statementsOf(baseURL, '837');
    await page.goto('/837/kysymykset?kysymys=1');
    await waitForStep(page, 1);
    // Never on its own (cancelling nothing is harmless).
    expect((await spoken(page)).filter((s) => s.text !== '(cancel)')).toEqual([]);

    await tabTo(page, 'Kuuntele', (f) => f.tag === 'button' && f.text === 'Kuuntele');
    await page.keyboard.press('Enter');
    const first = (await spoken(page)).filter((s) => s.text !== '(cancel)');
    expect(first.map((s) => s.text)).toEqual([
      normalise(questions[0]!.text).replaceAll('\u00ad', ''),
      'Vastausvaihtoehdot:',
      ...LIKERT,
    ]);
    expect(new Set(first.map((s) => s.voice))).toEqual(new Set(['Satu']));
    await page.getByRole('button', { name: 'Lopeta lukeminen' }).waitFor();
    await expectNoAxeViolations(page, 'statement while reading aloud');

    await page.getByLabel('Lukunopeus').selectOption({ label: 'Hitaampi' });
    await page.getByRole('button', { name: 'Kuuntele lisätieto' }).click();
    const all = await spoken(page);
    const last = all.at(-1)!;
    expect(normalise(last.text)).toBe(
      normalise((questions[0] as { background?: string }).background ?? '').replaceAll(
        '\u00ad',
        '',
      ),
    );
    expect(last.rate).toBeLessThan(1);

    const before = (await spoken(page)).length;
    await page.getByRole('button', { name: 'Ohita', exact: true }).click();
    await waitForStep(page, 2);
    await expect
      .poll(async () => (await spoken(page)).slice(before).map((s) => s.text))
      .toContain('(cancel)');
    expect((await spoken(page)).every((s) => s.voice !== 'Pilvi')).toBe(true);
    await pageSettled(page);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('reads a result row with the keyboard, device voice only, and explains the results in plain Finnish, at 320 px with A++ and forced colours', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 320, height: 640 },
    });
    await stubSpeech(context);
    await context.addInitScript(() => {
      localStorage.setItem('text_size', 'x-large');
      const answers = Object.fromEntries(
        Array.from({ length: 25 }, (_, i) => [i + 1, (i % 5) + 1]),
      );
      localStorage.setItem('answers:837', JSON.stringify({ answers, current: 24 }));
    });
    await page.emulateMedia({ forcedColors: 'active' });
    const foreign = recordForeignRequests(page);
    await page.goto('/837/tulokset');
    const first = page.locator('.candidate').first();
    const name = normalise(await first.locator('.candidate__person').textContent());
    const rank = normalise(await first.locator('.candidate__rank').textContent());
    const match = normalise(await first.locator('.candidate__match-value').textContent());
    // With the list's tools, closed at 320 px (issue #36: the result first).
    await page.getByLabel('Lukunopeus').waitFor({ state: 'attached' });
    expect((await spoken(page)).filter((s) => s.text !== '(cancel)')).toEqual([]);

    await tabTo(
      page,
      `Kuuntele: ${name}`,
      (f) => f.tag === 'button' && f.text === `Kuuntele: ${name}`,
      80,
    );
    await page.keyboard.press('Enter');
    const read = (await spoken(page)).filter((s) => s.text !== '(cancel)');
    expect(read.map((s) => normalise(s.text)).slice(0, 3)).toEqual([
      `${rank}.`,
      `${name}.`,
      `Yhteensopivuus ${match}.`,
    ]);
    expect(normalise(read.at(-1)!.text)).toMatch(/^Ehdokasnumero (\d+|ei vielä tiedossa)\.$/);
    expect(new Set(read.map((s) => s.voice))).toEqual(new Set(['Satu']));
    await page.getByRole('button', { name: 'Lopeta lukeminen' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'results while a row is read, 320 px, A++, forced colours');

    // Selkokieli on the results: the order explained in plain Finnish, still axe clean.
    await page.goto('/837/tulokset?selko=1');
    await page
      .getByText('Ehdokkaat ovat järjestyksessä. Ensimmäisenä on ehdokas', { exact: false })
      .waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'plain results, 320 px, A++, forced colours');
    await pageSettled(page);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('shows a note instead of the button when the device has no Finnish voice of its own', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await context.addInitScript(() => {
      const synth = {
        getVoices: () => [{ name: 'Pilvi', lang: 'fi-FI', localService: false }],
        speak: () => undefined,
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    });
    await page.goto('/837/kysymykset?kysymys=1');
    await waitForStep(page, 1);
    await page.getByText('Kuuntelu ei ole käytössä', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Kuuntele' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'statement without a local voice');
    await context.close();
  });
});
