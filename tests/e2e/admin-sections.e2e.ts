import { consentsGiven } from '../data';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminFetch, signInAsAdmin } from './candidate-submission-support';
import { expectNoAxeViolations, newPage, randomClientIp, useBrowser } from './support';
import {
  answerAll,
  answerStep,
  candidatesOf,
  expectedRanking,
  normalise,
  percentText,
  statementsOf,
  waitForStep,
  type TestAnswer,
} from './voter-support';
import { PAGE_TIMEOUT } from './timeouts';

// The admin sections Kunnat, Kysymykset, Ehdokkaat, Asetukset and Muutosloki, driven through the
// UI as the super admin, and what a voter sees after the changes. The server is shared with the
// other e2e files, so everything changed here is put back at the end (afterAll, through the API).

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const OULU = '564';
const CUSTOM_ID = 'e2e-kyla';
const CUSTOM_NAME = 'E2E-kylä';
const CUSTOM_TEXT = 'Kunnan pitää järjestää ikäihmisille maksuton kuljetus terveysasemalle.';
const CUSTOM_BACKGROUND =
  'Oulu päättää itse, maksaako se ikäihmisten kuljetukset terveysasemalle. Kuljetukset maksaisivat kunnalle satoja tuhansia euroja vuodessa.';
const PLAIN_TEXT = 'Kunnan pitää kuljettaa vanhat ihmiset ilmaiseksi terveysasemalle.';
const PLAIN_BACKGROUND =
  'Oulu päättää, maksaako se kuljetukset. Kuljetukset maksavat paljon rahaa. Raha on pois muista asioista.';
const CANDIDATE_NAME = 'Eino Testiehdokas';

const browser = useBrowser();

beforeAll(async () => {
  await signInAsAdmin();
});

afterAll(async () => {
  // Put the shared state back even if a step above failed.
  await adminFetch('/api/admin/settings', { method: 'PATCH', json: { use_mock_data: true } });
  await adminFetch('/api/admin/municipalities/853', {
    method: 'PATCH',
    json: { is_hidden: false },
  });
  await adminFetch(`/api/admin/municipalities/${CUSTOM_ID}`, { method: 'DELETE' });
  await adminFetch(`/api/admin/municipalities/${OULU}`, { method: 'DELETE' });
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });
const statusText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('.notice--success') })
    .textContent();

/** A row's action button: the visible verb plus the row's name for screen readers. */
const rowButton = (page: Page, action: string, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${action}\\s*: ${name}$`) });

async function signedInAdmin() {
  const session = await newPage(browser(), baseURL);
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Sähköpostiosoite').fill(adminEmail);
  await page.getByLabel('Salasana', { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await page.waitForURL('**/admin');
  return session;
}

/** An approved candidate in Oulu, made as a candidate and an admin would (code → form → approve). */
async function createOuluCandidate() {
  const codeRes = await adminFetch(`/api/admin/municipalities/${OULU}/access-codes`, {
    method: 'POST',
    json: { emails: ['eino.testiehdokas@example.fi'], valid_days: 14, send_email: false },
  });
  expect(codeRes.status).toBe(201);
  const { codes } = (await codeRes.json()) as { codes: { code: string }[] };
  const sent = await fetch(`${baseURL}/api/candidate-submissions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL,
      'X-Forwarded-For': randomClientIp(),
    },
    body: JSON.stringify({
      code: codes[0]!.code,
      consents: consentsGiven(),
      form_data: {
        name: CANDIDATE_NAME,
        age: 68,
        party: 'Kokoomus',
        profession: 'Eläkeläinen',
        voting_number: 42,
        image: null,
        answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
        answer_justifications: Array.from({ length: 25 }, () => ''),
      },
    }),
  });
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const approved = await adminFetch(
    `/api/admin/municipalities/${OULU}/submissions/${String(id)}/approve`,
    { method: 'POST', json: { notify: false } },
  );
  expect(approved.status).toBe(201);
}

/** Whether the home page's list of municipalities (a few, so links) offers one by that name. */
async function homeOffers(page: Page, name: string) {
  const list = page.getByRole('list', { name: 'Valitse kuntasi' });
  await list.waitFor();
  return list.getByRole('link', { name, exact: true }).count();
}

const VOTER_ANSWERS: TestAnswer[] = [
  5,
  4,
  3,
  2,
  1,
  1,
  2,
  3,
  4,
  5,
  null,
  3,
  5,
  1,
  2,
  4,
  4,
  null,
  2,
  5,
  1,
  3,
  3,
  4,
  2,
];

describe('admin sections', () => {
  it('adds, hides and edits municipalities and statements, and voters see it at once', async () => {
    const { page, context } = await signedInAdmin();

    // Kunnat: add Oulu from the reference list.
    await page.goto('/admin/kunnat');
    await poll(() => h1(page)).toBe('Kunnat');
    await page.getByRole('table').waitFor();
    await expectNoAxeViolations(page, '/admin/kunnat');
    await page.getByRole('combobox', { name: 'Kunta' }).fill('Oulu');
    await page.getByRole('option', { name: 'Oulu', exact: true }).click();
    await page.getByRole('button', { name: 'Lisää kunta', exact: true }).click();
    await poll(() => statusText(page)).toContain('Oulu (564) lisättiin vaalikoneeseen.');

    // A custom municipality.
    await page.getByLabel('Kunnan nimi').fill(CUSTOM_NAME);
    await page.getByLabel('Tunnus', { exact: true }).fill(CUSTOM_ID);
    await page.getByRole('button', { name: 'Lisää oma kunta' }).click();
    await poll(() => statusText(page)).toContain(`${CUSTOM_NAME} (${CUSTOM_ID}) lisättiin`);

    // Hide Turku.
    await rowButton(page, 'Piilota', 'Turku').click();
    await poll(() => statusText(page)).toContain('Turku on nyt piilotettu');

    // The remove dialog says what happens; cancel it.
    await rowButton(page, 'Poista', 'Oulu').click();
    const dialog = page.getByRole('dialog', { name: 'Poistetaanko Oulu?' });
    await dialog.waitFor();
    expect(normalise(await dialog.textContent())).toContain(
      'Oulu poistetaan vaalikoneesta. Samalla poistetaan 0 ehdokasta, 0 pääsykoodia ja 0 käsittelemätöntä hakemusta sekä kunnan tilastot. Tätä ei voi perua.',
    );
    await expectNoAxeViolations(page, '/admin/kunnat (remove dialog)');
    await dialog.getByRole('button', { name: 'Peruuta' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Kysymykset: weight 3 and a custom text on statement 5 for Oulu (its default weight is 2).
    const defaults = (await (await fetch(`${baseURL}/api/municipalities/${OULU}`)).json()) as {
      questions: { id: number; weight: number }[];
    };
    expect(defaults.questions[4]).toMatchObject({ id: 5, weight: 2 });
    await page.goto(`/${OULU}/admin/kysymykset`);
    await poll(() => h1(page)).toBe('Kysymykset');
    await page.getByRole('button', { name: 'Muokkaa väittämää 5', exact: true }).click();
    await page.getByRole('radio', { name: '3 (tärkeä)' }).check();
    await page.getByLabel('Väittämän teksti tässä kunnassa').fill(CUSTOM_TEXT);
    const preview = page.getByRole('region', { name: /Esikatselu/ });
    await poll(async () => normalise(await preview.textContent())).toContain(CUSTOM_TEXT);
    expect(await preview.getByRole('radio').count()).toBe(5);
    await page.getByLabel('Taustatieto (Lisätietoa) tässä kunnassa').fill(CUSTOM_BACKGROUND);
    await page
      .getByLabel('Selkokielinen versio kunnan omasta väittämästä (vapaaehtoinen)')
      .fill(PLAIN_TEXT);
    await page
      .getByLabel('Selkokielinen versio kunnan omasta taustatiedosta (vapaaehtoinen)')
      .fill(PLAIN_BACKGROUND);
    await expectNoAxeViolations(page, `/${OULU}/admin/kysymykset (preview)`);
    await page.getByRole('button', { name: 'Tallenna muutokset' }).click();
    await poll(() => statusText(page)).toContain('Väittämä 5 tallennettiin');
    // Plain-language voters get the admin's plain versions of the own text and background.
    const plain = (await (
      await fetch(`${baseURL}/api/municipalities/${OULU}/selkokieli`)
    ).json()) as {
      questions: {
        text: string;
        background: string;
        text_is_plain: boolean;
        background_is_plain: boolean;
      }[];
    };
    expect(plain.questions[4]).toMatchObject({ text_is_plain: true, background_is_plain: true });
    expect(normalise(plain.questions[4]!.text).replaceAll('\u00ad', '')).toBe(PLAIN_TEXT);
    expect(normalise(plain.questions[4]!.background).replaceAll('\u00ad', '')).toBe(
      PLAIN_BACKGROUND,
    );

    // Ehdokkaat: a real candidate, edited through the form.
    await createOuluCandidate();
    await page.goto(`/${OULU}/admin/ehdokkaat`);
    await poll(() => h1(page)).toBe('Ehdokkaat');
    await page.getByRole('table').waitFor();
    await expectNoAxeViolations(page, `/${OULU}/admin/ehdokkaat`);
    await rowButton(page, 'Muokkaa', CANDIDATE_NAME).click();
    await page.getByLabel('Ammatti', { exact: true }).fill('Eläkkeellä oleva opettaja');
    await expectNoAxeViolations(page, `/${OULU}/admin/ehdokkaat (edit form)`);
    await page.getByRole('button', { name: 'Tallenna muutokset' }).click();
    await poll(() => statusText(page)).toContain(
      `Ehdokkaan ${CANDIDATE_NAME} tiedot tallennettiin`,
    );
    await poll(async () => normalise(await page.getByRole('table').textContent())).toContain(
      'Eläkkeellä oleva opettaja',
    );

    // Muutosloki shows the changes, for everything and for Oulu.
    await page.goto('/admin/loki');
    await poll(() => h1(page)).toBe('Muutosloki');
    await page.getByRole('table').waitFor();
    await poll(async () => normalise(await page.getByRole('table').textContent())).toContain(
      'Kunta lisättiin',
    );
    await expectNoAxeViolations(page, '/admin/loki');
    await page.goto(`/${OULU}/admin/loki`);
    await page.getByRole('table').waitFor();
    await page.getByLabel('Toiminto').selectOption({ label: 'Väittämää muutettiin' });
    await page.getByRole('button', { name: 'Näytä muutokset' }).click();
    await poll(async () => normalise(await page.getByRole('table').textContent())).toContain(
      `teksti: ${CUSTOM_TEXT}`,
    );
    await expectNoAxeViolations(page, `/${OULU}/admin/loki`);

    // The voter: Oulu and the custom municipality are offered, Turku is not.
    const voter = await newPage(browser(), baseURL);
    const vp = voter.page;
    await vp.goto('/');
    expect(await homeOffers(vp, 'Oulu')).toBe(1);
    expect(await homeOffers(vp, CUSTOM_NAME)).toBe(1);
    expect(await homeOffers(vp, 'Turku')).toBe(0);

    // Oulu's statement 5 has the custom text, and the results use weight 3.
    const [statements, candidates] = await Promise.all([
      statementsOf(baseURL, OULU),
      candidatesOf(baseURL, OULU),
    ]);
    expect(statements.questions[4]).toMatchObject({ id: 5, weight: 3 });
    expect(normalise(statements.questions[4]!.text)).toBe(CUSTOM_TEXT);
    const expected = expectedRanking(statements.questions, candidates, VOTER_ANSWERS);
    await vp.goto(`/${OULU}/kysymykset`);
    await answerAll(vp, VOTER_ANSWERS, 1, 4);
    await waitForStep(vp, 5);
    expect(normalise(await vp.locator('legend').first().textContent())).toContain(CUSTOM_TEXT);
    await answerStep(vp, 5, VOTER_ANSWERS[4]!);
    await answerAll(vp, VOTER_ANSWERS, 6, 25);
    await vp.waitForURL(`**/${OULU}/tulokset`);
    const cards = vp.getByRole('article');
    // The results show the first ten candidates ("Näytä lisää ehdokkaita" for the rest).
    await poll(() => cards.count()).toBe(Math.min(candidates.length, 10));
    const top = cards.first();
    expect(normalise(await top.locator('.candidate__person').textContent())).toBe(
      expected[0]!.name,
    );
    const shown = await top.locator('.candidate__match-value').textContent();
    expect(shown).toBe(`${String(Math.round(expected[0]!.match))}\u00a0%`);
    expect(normalise(shown)).toBe(percentText(expected[0]!.match));

    // Asetukset: demo mode off; the voter's results lose the demo candidates.
    await page.goto('/admin/asetukset');
    await poll(() => h1(page)).toBe('Asetukset');
    const demo = page.getByRole('checkbox', { name: /Esittelytila päällä/ });
    await demo.waitFor();
    await expectNoAxeViolations(page, '/admin/asetukset');
    await demo.uncheck();
    await page.getByRole('button', { name: 'Tallenna asetukset' }).click();
    await poll(() => statusText(page)).toContain('Asetukset tallennettiin');

    await vp.goto(`/${OULU}/tulokset`);
    await poll(() => cards.count()).toBe(1);
    expect(normalise(await vp.locator('main').textContent())).not.toContain('Esimerkkiehdokas');
    expect(normalise(await cards.first().locator('.candidate__person').textContent())).toBe(
      CANDIDATE_NAME,
    );

    await voter.context.close();
    await context.close();
  }, 240_000);
});
