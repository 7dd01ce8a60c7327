import { consentsGiven } from '../data';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminFetch,
  answerScreen,
  baseURL,
  codeByEmail,
  fillDetails,
  photoWithGps,
  pressButton,
  signInAsAdmin,
  toNextScreen,
  waitForHeading,
} from './candidate-submission-support';
import {
  expectNoAxeViolations,
  firstLink,
  newPage,
  randomClientIp,
  useBrowser,
  waitForMail,
} from './support';
import { answerAll, normalise, statementsOf, type TestAnswer } from './voter-support';
import { PAGE_TIMEOUT } from './timeouts';

// The admin's side of a candidate: Pääsykoodit (create and email a code) and Hakemukset (view,
// approve, reject), with the candidate and a voter in browsers of their own.

const mailDir = inject('mailDir');
const LONG_TEST_MS = 180_000;
const browser = useBrowser();
let admin: Page;

/** expect.poll with room for a server round trip and a lazy page load. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });
const unique = () => randomUUID().slice(0, 8);
/** Letters only, so the name reads like one: "Helmi Tarkastettava Bcdf". */
const uniqueName = (first: string) =>
  `${first} ${unique()
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase())}`;

async function openPage() {
  const opened = await newPage(browser(), baseURL);
  opened.page.setDefaultTimeout(PAGE_TIMEOUT);
  return opened;
}

beforeAll(async () => {
  await signInAsAdmin();
  admin = (await openPage()).page;
  await admin.goto('/login');
  await admin.getByLabel('Sähköpostiosoite').fill(inject('adminEmail'));
  await admin.getByLabel('Salasana', { exact: true }).fill(inject('adminPassword'));
  await admin.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await admin.waitForURL('**/admin');
});

// The status line that says something (Pääsykoodit also has Muistuta's, empty until pressed).
const statusText = (page: Page) =>
  page.locator('.status-message').filter({ hasText: /\S/ }).first().textContent();
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** The candidate's whole form, from the emailed link to "Kiitos!"; returns the photo's URL. */
async function fillCandidateForm(path: string, name: string) {
  const { page, context } = await openPage();
  await page.goto(path);
  await waitForHeading(page, /Vaihe 1\/4/);
  await page.getByRole('link', { name: 'Aloita' }).click();
  await waitForHeading(page, /Vaihe 2\/4/);
  await fillDetails(page, name);
  await page.getByLabel('Kuva (vapaaehtoinen)').setInputFiles({
    name: 'kuva.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(),
  });
  const preview = page.getByRole('img', { name: 'Esikatselu: ladattu kuvasi' });
  await preview.waitFor();
  const photoUrl = (await preview.getAttribute('src'))!;
  await toNextScreen(page, pressButton(page, 'Jatka'));
  await answerScreen(page, (id) => (id === 1 ? 'Kotihoitoa pitää vahvistaa.' : null));
  for (;;) {
    if ((await page.getByRole('button', { name: 'Jatka tarkistukseen' }).count()) > 0) {
      await toNextScreen(page, pressButton(page, 'Jatka tarkistukseen'));
      break;
    }
    await toNextScreen(page, pressButton(page, 'Jatka'));
    await answerScreen(page);
  }
  await waitForHeading(page, /Tarkista vastauksesi/);
  await poll(() => page.locator('main').textContent()).toContain(name);
  await page.getByRole('checkbox', { name: /tässä vaalikoneessa/ }).check();
  await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
  await waitForHeading(page, /^Kiitos!/);
  await context.close();
  return photoUrl;
}

/** A pending submission sent straight to the API, as the form would send it. */
async function submitThroughApi(name: string) {
  const { code, email } = await codeByEmail();
  const res = await fetch(`${baseURL}/api/candidate-submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
    body: JSON.stringify({
      code,
      consents: consentsGiven(),
      form_data: {
        name,
        age: 72,
        party: 'SDP',
        profession: 'Eläkeläinen',
        voting_number: null,
        image: null,
        answers: Array.from({ length: 25 }, () => 3),
        answer_justifications: Array.from({ length: 25 }, () => ''),
      },
    }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, email };
}

/** "Avaa hakemus" on the row of the named candidate. */
const openLink = (name: string) =>
  admin
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: /^Avaa hakemus/ });

async function openSubmission(name: string) {
  await admin.goto('/091/admin/hakemukset');
  await poll(() => h1(admin)).toBe('Hakemukset');
  await openLink(name).click();
  await admin.getByRole('heading', { level: 2, name: `Hakemus: ${name}` }).waitFor();
}

describe('candidate review', () => {
  it(
    'takes a candidate from a code made in Pääsykoodit to the voter results, photo without EXIF',
    async () => {
      const email = `ehdokas-${unique()}@example.fi`;
      const name = uniqueName('Helmi');

      // Pääsykoodit: the pasted list is checked before sending.
      await admin.goto('/091/admin/paasykoodit');
      await poll(() => h1(admin)).toBe('Pääsykoodit');
      const emails = admin.getByLabel('Ehdokkaiden sähköpostiosoitteet');
      await emails.fill(`${email}\nei-osoite`);
      await poll(() => admin.locator('main').textContent()).toContain(
        'Tunnistettiin 1 sähköpostiosoite.',
      );
      expect(await admin.locator('.access-code-form__invalid li').allTextContents()).toEqual([
        'ei-osoite',
      ]);
      expect(await admin.getByLabel('Voimassaoloaika päivinä').inputValue()).toBe('14');
      expect(await admin.getByLabel('Lähetä koodi sähköpostilla').isChecked()).toBe(true);
      await emails.fill(email);
      await admin.getByRole('button', { name: 'Luo koodit' }).click();
      // Pääsykoodit has two status lines: the codes made, and Muistuta's below its button.
      const made = admin.getByRole('status').filter({ hasText: 'Luotiin' });
      await poll(() => made.textContent()).toBe(
        'Luotiin 1 koodi, 1 sähköposti on lähtenyt jonoon. Taulukon Viesti-sarake näyttää, milloin viesti on lähetetty.',
      );
      // The list is fetched again after the codes are made.
      await expect
        .poll(() => admin.getByRole('table').first().textContent(), { timeout: 30_000 })
        .toContain(email);
      const row = admin.getByRole('row').filter({ hasText: email });
      await poll(() => row.textContent()).toContain('Käyttämätön');
      // The worker sends it outside the request; the table follows its state.
      await poll(() => row.textContent()).toContain('Lähetetty');
      await expectNoAxeViolations(admin, 'Pääsykoodit with the created-codes announcement');

      // The link comes from the real email; the table shows the same code and link.
      const seen = new Set<string>();
      const mail = await waitForMail(mailDir, email, { subject: /pääsykoodi/i, seen });
      const link = new URL(firstLink(mail.text));
      const code = /^\/candidate-submission\/([A-Z0-9]+)$/.exec(link.pathname)?.[1];
      expect(code).toBeTruthy();
      expect(await row.locator('.access-code__code').textContent()).toBe(code);
      expect(await row.textContent()).toContain(`${baseURL}/candidate-submission/${code!}`);

      // "Lähetä uudelleen" sends it once more.
      await row.getByRole('button', { name: /^Lähetä uudelleen/ }).click();
      await poll(() => statusText(admin)).toBe(`Koodi on lähtenyt jonoon osoitteeseen ${email}.`);
      await waitForMail(mailDir, email, { subject: /pääsykoodi/i, seen });

      // The candidate fills in everything in a browser of their own.
      const photoUrl = await fillCandidateForm(link.pathname, name);

      // Hakemukset: the list, the whole submission, the approve dialog.
      await admin.goto('/091/admin/paasykoodit');
      await poll(() => row.textContent()).toContain('Käytetty');
      await admin.goto('/091/admin/hakemukset');
      await openLink(name).waitFor();
      await expectNoAxeViolations(admin, 'Hakemukset list');
      await openSubmission(name);
      const photo = admin.getByRole('img', { name: `Ehdokkaan kuva: ${name}` });
      expect(await photo.getAttribute('src')).toBe(photoUrl);
      const { questions } = await statementsOf(baseURL, '091');
      // The statements may be drawn after the heading (their texts load on their own).
      await poll(() => admin.locator('main').textContent()).toContain(
        `25. ${normalise(questions[24]!.text)}`,
      );
      const detail = (await admin.locator('main').textContent()) ?? '';
      expect(detail).toContain(email);
      expect(detail).toContain('68 vuotta');
      expect(detail).toContain('Sitoutumaton');
      // The public answer carries soft hyphens for display; the admin shows the plain text.
      expect(detail).toContain(`1. ${normalise(questions[0]!.text)}`);
      expect(detail).toContain(`25. ${normalise(questions[24]!.text)}`);
      expect(detail).toContain('Perustelu: Kotihoitoa pitää vahvistaa.');
      await expectNoAxeViolations(admin, 'a submission');

      await admin.getByRole('button', { name: 'Hyväksy', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Hyväksytäänkö hakemus?' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Ilmoita ehdokkaalle sähköpostilla').isChecked()).toBe(true);
      await expectNoAxeViolations(admin, 'approve dialog');
      await dialog.getByRole('button', { name: 'Hyväksy hakemus' }).click();
      await poll(() => statusText(admin)).toContain(`${name} hyväksyttiin ehdokkaaksi.`);
      expect(await statusText(admin)).toContain(
        'Ilmoitus ehdokkaalle on lähtenyt sähköpostin lähetysjonoon.',
      );
      // The list is fetched again after the answer.
      await poll(() => openLink(name).count()).toBe(0);
      const decision = await waitForMail(mailDir, email, { subject: /hyväksytty/i, seen });
      expect(decision.text).toContain('Helsinki');

      // A voter sees the candidate with the photo at once.
      const voter = await openPage();
      const answers: TestAnswer[] = Array.from({ length: 25 }, () => null);
      answers[0] = 5;
      answers[1] = 4;
      answers[2] = 2;
      answers[24] = 3;
      await voter.page.goto('/091/kysymykset');
      await answerAll(voter.page, answers);
      await voter.page.waitForURL('**/091/tulokset');
      const card = voter.page.getByRole('article', { name });
      await card.waitFor();
      expect(await card.locator('img').getAttribute('src')).toBe(photoUrl);
      await voter.context.close();

      // The stored photo has no EXIF (GPS) left.
      const stored = await fetch(`${baseURL}${photoUrl}`);
      expect(stored.status).toBe(200);
      const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    },
    LONG_TEST_MS,
  );

  it(
    'rejects a submission with a note that reaches the candidate',
    async () => {
      const name = uniqueName('Onni');
      const { id, email } = await submitThroughApi(name);
      await openSubmission(name);
      await admin.getByRole('button', { name: 'Hylkää', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Hylätäänkö hakemus?' });
      await dialog.waitFor();
      await expectNoAxeViolations(admin, 'reject dialog');
      const note = 'Ehdokas ei ole asettunut ehdolle tässä kunnassa.';
      await dialog.getByLabel('Perustelu (vapaaehtoinen)').fill(note);
      expect(await dialog.getByLabel('Ilmoita ehdokkaalle sähköpostilla').isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Hylkää hakemus' }).click();
      await poll(() => statusText(admin)).toContain(`Hakemus hylättiin: ${name}.`);
      await poll(() => openLink(name).count()).toBe(0);

      const mail = await waitForMail(mailDir, email, { subject: /ei hyväksytty/i });
      expect(mail.text).toContain(note);
      const stored = await adminFetch(`/api/admin/municipalities/091/submissions/${String(id)}`);
      const body = (await stored.json()) as { status: string; admin_notes: string };
      expect(body).toMatchObject({ status: 'rejected', admin_notes: note });
    },
    LONG_TEST_MS,
  );

  it(
    'tells when someone else handled the submission first and refreshes the list',
    async () => {
      const name = uniqueName('Aarne');
      const { id } = await submitThroughApi(name);
      await openSubmission(name);
      // Another admin approves it meanwhile.
      const other = await adminFetch(
        `/api/admin/municipalities/091/submissions/${String(id)}/approve`,
        {
          method: 'POST',
          json: { notify: false },
        },
      );
      expect(other.status).toBe(201);

      await admin.getByRole('button', { name: 'Hyväksy', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Hyväksytäänkö hakemus?' });
      await dialog.getByRole('button', { name: 'Hyväksy hakemus' }).click();
      await poll(() => admin.getByRole('alert').first().textContent()).toContain(
        'Joku muu ylläpitäjä on jo käsitellyt tämän hakemuksen',
      );
      await admin.getByRole('heading', { name: 'Käsittelyä odottavat hakemukset' }).waitFor();
      await poll(() => openLink(name).count()).toBe(0);
    },
    LONG_TEST_MS,
  );
});
