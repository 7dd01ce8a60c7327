import { consentsGiven } from '../data';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIKERT_LABELS } from '#core/likert';
import {
  activeId,
  adminFetch,
  answerFor,
  answerScreen,
  answerToCheckPage,
  baseURL,
  codeByEmail,
  fillDetails,
  photoWithGps,
  pressButton,
  signInAsAdmin,
  toNextScreen,
  waitForHeading,
} from './candidate-submission-support';
import { expectNoAxeViolations, newPage, randomClientIp, useBrowser } from './support';
import { PAGE_TIMEOUT } from './timeouts';

const browser = useBrowser();

/** A browser page of its own (own client address), where a stuck step fails instead of hanging. */
async function openPage() {
  const opened = await newPage(browser(), baseURL);
  opened.page.setDefaultTimeout(PAGE_TIMEOUT);
  return opened;
}

beforeAll(async () => {
  await signInAsAdmin();
});

describe('candidate submission', () => {
  it('takes a candidate from the emailed link to a sent, photo-stripped submission', async () => {
    const { code, path } = await codeByEmail();
    const { page, context } = await openPage();
    await page.goto(path);
    await waitForHeading(page, /Vaihe 1\/4.*Pääsykoodi on voimassa/);
    expect(await page.locator('main').textContent()).toContain('Helsinki');
    await expectNoAxeViolations(page, 'code step, valid code');

    await page.getByRole('link', { name: 'Aloita' }).click();
    await waitForHeading(page, /Vaihe 2\/4.*Perustiedot/);
    await expect.poll(() => activeId(page)).toBe('step-heading');
    await fillDetails(page);

    // The photo: a progress bar while it goes up (held here until the bar is seen), then a
    // preview.
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/uploads/candidate-photo', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await page.getByLabel('Kuva (vapaaehtoinen)').setInputFiles({
      name: 'kuva.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithGps(),
    });
    await page.getByRole('progressbar').waitFor();
    releaseUpload();
    const preview = page.getByRole('img', { name: 'Esikatselu: ladattu kuvasi' });
    await preview.waitFor();
    const photoUrl = (await preview.getAttribute('src'))!;
    expect(photoUrl).toMatch(/^\/uploads\/candidates\/091\/\d+_[0-9a-f]+\.webp$/);
    await page.unroute('**/api/uploads/candidate-photo');

    await page.getByRole('button', { name: 'Jatka', exact: true }).click();
    await waitForHeading(page, /Vaihe 3\/4.*Väittämät 1–/);
    await expect.poll(() => activeId(page)).toBe('step-heading');
    await expectNoAxeViolations(page, 'statements step');
    const firstIds = await answerScreen(page, (id) =>
      id === 1 ? 'Kotihoitoa pitää vahvistaa.' : null,
    );
    await expect
      .poll(() => page.getByText(`Vastattu ${String(firstIds.length)}/25`).count())
      .toBe(1);
    await toNextScreen(page, pressButton(page, 'Jatka'));
    const secondIds = await answerScreen(page);

    // A reload in the middle keeps everything (localStorage, per code).
    await page.reload();
    await waitForHeading(page, /Väittämät \d+–/);
    for (const id of secondIds) {
      const label = LIKERT_LABELS[answerFor(id) - 1]!;
      const statement = page.locator('.cs-statement', { hasText: `Väittämä ${String(id)}/25` });
      expect(await statement.getByLabel(label, { exact: true }).isChecked()).toBe(true);
    }
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { name: string } | null,
      `candidate_form:${code}`,
    );
    expect(stored?.name).toBe('Aino Ehdokas');
    // The browser's Back and Forward buttons move between the screens.
    await toNextScreen(page, () => page.goBack());
    await waitForHeading(page, /Väittämät 1–/);
    await expect
      .poll(() => page.getByLabel('Perustelu (vapaaehtoinen) väittämään 1').inputValue())
      .toBe('Kotihoitoa pitää vahvistaa.');
    await toNextScreen(page, () => page.goForward());

    // The remaining screens.
    await toNextScreen(page, pressButton(page, 'Jatka'));
    await answerToCheckPage(page);

    await waitForHeading(page, /Vaihe 4\/4.*Tarkista vastauksesi/);
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Aino Ehdokas');
    const summary = (await main.textContent()) ?? '';
    expect(summary).toContain('68 vuotta');
    expect(summary).toContain('Sitoutumaton');
    expect(summary).toContain('Kotihoitoa pitää vahvistaa.');
    expect(await page.getByRole('img', { name: 'Lähetettävä kuvasi' }).getAttribute('src')).toBe(
      photoUrl,
    );
    await expectNoAxeViolations(page, 'check answers');

    // Change statement 3 through its "Muuta" link and come back to the summary.
    await page.getByRole('link', { name: 'Muuta vastausta väittämään 3' }).click();
    await waitForHeading(page, /Väittämät 1–/);
    await expect.poll(() => activeId(page)).toBe(`answer-3-${String(answerFor(3))}`);
    await page.locator('#answer-3-5').check();
    await page.getByRole('button', { name: 'Tallenna ja palaa tarkistukseen' }).click();
    await waitForHeading(page, /Tarkista vastauksesi/);
    const row3 = page
      .locator('.summary-list__row')
      .filter({ has: page.locator('dt', { hasText: /^3\. / }) });
    await expect.poll(() => row3.textContent()).toContain(LIKERT_LABELS[4]);

    await page.getByRole('checkbox', { name: /tässä vaalikoneessa/ }).check();
    await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
    await waitForHeading(page, /^Kiitos! Vastauksesi on lähetetty\.$/);
    expect(await page.locator('main').textContent()).toContain('ylläpito tarkistaa');
    await expectNoAxeViolations(page, 'thank-you page');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `candidate_form:${code}`))
      .toBeNull();

    // The stored submission has the changed answer; the stored photo has no EXIF (GPS) left.
    // Newest first; other files add Helsinki's submissions too, so one large page.
    const list = await adminFetch('/api/admin/municipalities/091/submissions?page_size=200');
    expect(list.status).toBe(200);
    const { items: submissions } = (await list.json()) as {
      items: {
        name: string;
        image: string | null;
        answers: number[];
        answer_justifications: string[];
      }[];
    };
    const sent = submissions.find((s) => s.image === photoUrl);
    expect(sent?.name).toBe('Aino Ehdokas');
    expect(sent?.answers[2]).toBe(5);
    expect(sent?.answers[3]).toBe(answerFor(4));
    expect(sent?.answer_justifications[0]).toBe('Kotihoitoa pitää vahvistaa.');

    const photo = await fetch(`${baseURL}${photoUrl}`);
    expect(photo.status).toBe(200);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(800);
    await context.close();
  }, 120_000);

  it('opens a used code for correction, explains an unknown and an expired code, and accepts a retyped one', async () => {
    const { code, path } = await codeByEmail();
    // Sent once already (through the API, as the form does).
    const sent = await fetch(`${baseURL}/api/candidate-submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
      body: JSON.stringify({
        code,
        consents: consentsGiven(),
        form_data: {
          name: 'Eino Ehdokas',
          age: 70,
          party: 'SDP',
          profession: 'Eläkeläinen',
          voting_number: null,
          image: null,
          answers: Array.from({ length: 25 }, () => 3),
          answer_justifications: Array.from({ length: 25 }, () => ''),
        },
      }),
    });
    expect(sent.status).toBe(201);

    // A used code opens the answers sent so far for correction (until the answering deadline).
    const { page, context } = await openPage();
    await page.goto(path);
    await waitForHeading(page, /Korjaa vastauksiasi/);
    await expectNoAxeViolations(page, 'code step, used code');
    const alert = page.getByRole('alert');

    await page.goto('/candidate-submission/ABCD2345');
    await expect.poll(() => alert.first().textContent()).toContain('Pääsykoodia ei löytynyt');
    expect(await alert.first().textContent()).toContain('8 merkkiä');
    expect(
      await page.getByRole('textbox', { name: 'Pääsykoodi' }).getAttribute('aria-invalid'),
    ).toBe('true');
    await expectNoAxeViolations(page, 'code step, unknown code');

    // Typed by hand, lower case and with a hyphen: the form still finds it.
    const fresh = await codeByEmail();
    const typed = `${fresh.code.slice(0, 4)}-${fresh.code.slice(4)}`.toLowerCase();
    await page.getByRole('textbox', { name: 'Pääsykoodi' }).fill(typed);
    await page.getByRole('button', { name: 'Jatka' }).click();
    await waitForHeading(page, /Pääsykoodi on voimassa/);
    expect(new URL(page.url()).pathname).toBe(fresh.path);

    // An expired code cannot be made through the API: the server's 410 answer is stood in.
    await page.route('**/api/access-codes/validate', (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'code_expired',
            message:
              'Pääsykoodi on vanhentunut. Pyydä uusi koodi vaalikoneen ylläpidolta (kunnan yhteyshenkilöltä).',
          },
        }),
      }),
    );
    await page.goto('/candidate-submission/WXYZ6789');
    await expect.poll(() => alert.first().textContent()).toContain('Pääsykoodi on vanhentunut');
    expect(await alert.first().textContent()).toContain('Pyydä uusi koodi');
    await context.close();
  });

  it('shows a refusal from the server in the error summary and keeps the answers', async () => {
    const { code, path } = await codeByEmail();
    const { page, context } = await openPage();
    await page.goto(path);
    await waitForHeading(page, /Pääsykoodi on voimassa/);
    // A complete draft as the form would have saved it on this device.
    await page.evaluate(
      ([key, draft]) => localStorage.setItem(key!, draft!),
      [
        `candidate_form:${code}`,
        JSON.stringify({
          name: 'Liisa Luonnos',
          age: '66',
          party: 'Keskusta',
          otherParty: '',
          profession: '',
          votingNumber: '',
          image: null,
          answers: Array.from({ length: 25 }, (_, i) => answerFor(i + 1)),
          justifications: Array.from({ length: 25 }, () => ''),
        }),
      ],
    );
    await page.goto(`${path}?vaihe=tarkista`);
    await waitForHeading(page, /Tarkista vastauksesi/);
    await expect.poll(() => page.locator('main').textContent()).toContain('Liisa Luonnos');

    // The code ran out while the candidate was checking the answers.
    await page.route('**/api/candidate-submissions', (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'code_expired',
            message:
              'Pääsykoodi on vanhentunut. Pyydä uusi koodi vaalikoneen ylläpidolta (kunnan yhteyshenkilöltä).',
          },
        }),
      }),
    );
    await page.getByRole('checkbox', { name: /tässä vaalikoneessa/ }).check();
    await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Korjaa seuraavat kohdat' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Pääsykoodi on vanhentunut');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toContain('error-summary');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `candidate_form:${code}`),
    ).toContain('Liisa Luonnos');
    await context.close();
  });

  it('shows an error summary and field errors, with focus on the summary', async () => {
    const { path } = await codeByEmail();
    const { page, context } = await openPage();
    await page.goto(`${path}?vaihe=perustiedot`);
    await waitForHeading(page, /Perustiedot/);
    await page.getByRole('button', { name: 'Jatka', exact: true }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Korjaa seuraavat kohdat' });
    await summary.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toContain('error-summary');
    const items = await summary.getByRole('listitem').allTextContents();
    expect(items).toEqual(['Kirjoita nimesi.', 'Kirjoita ikäsi.', 'Valitse puolue.']);
    const name = page.getByLabel('Nimi', { exact: true });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toContain('candidate-name-error');
    expect(await page.locator('#candidate-name-error').textContent()).toContain('Kirjoita nimesi.');
    await expect.poll(() => page.title()).toMatch(/^Virhe: /);
    await expectNoAxeViolations(page, 'details step with errors');

    await summary.getByRole('link', { name: 'Kirjoita ikäsi.' }).click();
    await expect.poll(() => activeId(page)).toBe('candidate-age');

    // The core schema's own rules: too young, party name missing.
    await fillDetails(page);
    await page.getByLabel('Ikä', { exact: true }).fill('16');
    await page.getByLabel('Puolueen tai valitsijayhdistyksen nimi').fill('');
    await page.getByRole('button', { name: 'Jatka', exact: true }).click();
    await expect
      .poll(() => summary.getByRole('listitem').allTextContents())
      .toEqual([
        'Ehdokkaan pitää olla vähintään 18-vuotias.',
        expect.stringContaining('Kirjoita puolueen tai valitsijayhdistyksen nimi.'),
      ]);
    await page.getByLabel('Ikä', { exact: true }).fill('71');
    await page.getByLabel('Puolue', { exact: true }).selectOption('Vihreät');
    await page.getByRole('button', { name: 'Jatka', exact: true }).click();
    await waitForHeading(page, /Väittämät 1–/);

    // Statements: every answer is required.
    await page.getByRole('button', { name: 'Jatka', exact: true }).click();
    await summary.waitFor();
    const missing = await summary.getByRole('listitem').allTextContents();
    expect(missing[0]).toBe('Väittämä 1: valitse vastaus.');
    expect(missing.length).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(page, 'statements step with errors');
    await context.close();
  });

  it('can be used with the keyboard alone through the code and basic-details steps', async () => {
    const { code } = await codeByEmail();
    const { page, context } = await openPage();
    await page.goto('/candidate-submission');
    await waitForHeading(page, /Vaihe 1\/4.*Pääsykoodi/);
    await expectNoAxeViolations(page, 'code step, no code');

    // Focus starts at the heading (moved there in an effect); the next stop is the code field.
    await expect.poll(() => activeId(page)).toBe('step-heading');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('access-code');
    await page.keyboard.type(code.toLowerCase());
    await page.keyboard.press('Enter');
    await waitForHeading(page, /Pääsykoodi on voimassa/);
    await expect.poll(() => activeId(page)).toBe('step-heading');

    // To "Aloita" and press it.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Aloita') break;
    }
    await page.keyboard.press('Enter');
    await waitForHeading(page, /Perustiedot/);
    await expect.poll(() => activeId(page)).toBe('step-heading');

    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('candidate-name');
    await page.keyboard.type('Kalle Näppäimistö');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('candidate-age');
    await page.keyboard.type('74');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('candidate-party');
    await page.keyboard.type('Kansallinen Kokoomus');
    expect(await page.locator('#candidate-party').inputValue()).toBe('Kokoomus');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('candidate-profession');
    await page.keyboard.type('Opettaja');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('candidate-voting-number');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('candidate-photo');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Jatka');
    await page.keyboard.press('Enter');
    await waitForHeading(page, /Väittämät 1–/);
    await expect.poll(() => activeId(page)).toBe('step-heading');

    // The first statement's answers: Tab into the group, arrows move between the options.
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('answer-1-1');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#answer-1-2').isChecked()).toBe(true);
    await context.close();
  });
});
