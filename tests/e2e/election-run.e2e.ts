import { consentsGiven } from '../data';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminFetch,
  baseURL,
  codeByEmail,
  signInAsAdmin,
  waitForHeading,
} from './candidate-submission-support';
import { expectNoAxeViolations, newPage, randomClientIp, useBrowser } from './support';

// Running a real election: open data, a candidate's correction going through review (waiting,
// then approved), and the answering deadline.

const browser = useBrowser();
let admin: Page;

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function openPage() {
  const opened = await newPage(browser(), baseURL);
  opened.page.setDefaultTimeout(15_000);
  return opened;
}

async function patchSettings(json: Record<string, unknown>) {
  const res = await adminFetch('/api/admin/settings', { method: 'PATCH', json });
  expect(res.status).toBe(200);
}

async function submitThroughApi(code: string, name: string, answer: number) {
  const res = await fetch(`${baseURL}/api/candidate-submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
    body: JSON.stringify({
      code,
      consents: consentsGiven(),
      form_data: {
        name,
        age: 70,
        party: 'SDP',
        profession: 'Eläkeläinen',
        voting_number: 321,
        image: null,
        answers: Array.from({ length: 25 }, () => answer),
        answer_justifications: Array.from({ length: 25 }, () => ''),
      },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
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

afterAll(async () => {
  await patchSettings({ answer_deadline: '', open_data_enabled: false });
});

describe('running an election', () => {
  it('publishes open data from Asetukset, keyboard only', async () => {
    expect((await fetch(`${baseURL}/api/open-data/candidates.csv`)).status).toBe(404);
    await admin.goto('/admin/asetukset');
    const toggle = admin.getByLabel('Julkaise ehdokkaiden vastaukset avoimena datana');
    await toggle.focus();
    await admin.keyboard.press('Space');
    await expectNoAxeViolations(admin, 'Asetukset');
    await admin.getByRole('button', { name: 'Tallenna asetukset' }).focus();
    await admin.keyboard.press('Enter');
    await poll(() => admin.locator('.status-message').textContent()).toContain('tallennettiin');
    // The saved setting links to the files themselves (not to a bare /api/open-data/).
    const link = admin.getByRole('link', { name: 'candidates.csv', exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/api/open-data/candidates.csv');
    const res = await fetch(`${baseURL}/api/open-data/candidates.csv`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toMatch(/^kunta_koodi;kunta;ehdokasnumero;nimi/);
  });

  it('opens a published candidate’s answers for correcting; the correction waits for review', async () => {
    const { code, path } = await codeByEmail();
    const first = await submitThroughApi(code, 'Kalle Korjaava', 3);
    expect(
      (
        await adminFetch(`/api/admin/municipalities/091/submissions/${first}/approve`, {
          method: 'POST',
          json: {},
        })
      ).status,
    ).toBe(201);

    const { page, context } = await openPage();
    await page.goto(path);
    await waitForHeading(page, /Korjaa vastauksiasi/);
    await page.getByRole('link', { name: 'Korjaa vastauksia' }).click();
    await waitForHeading(page, /Vaihe 2\/4/);
    expect(await page.getByLabel('Nimi').inputValue()).toBe('Kalle Korjaava');
    await context.close();

    // The correction (sent as the form sends it) waits in Hakemukset, marked as one.
    await submitThroughApi(code, 'Kalle Korjaava', 5);
    await admin.goto('/091/admin/hakemukset');
    await poll(() =>
      admin.getByRole('row').filter({ hasText: 'Kalle Korjaava' }).textContent(),
    ).toContain('Korjaus julkaistuun');
    await expectNoAxeViolations(admin, 'Hakemukset');
    const voters = (await (await fetch(`${baseURL}/api/municipalities/091/candidates`)).json()) as {
      name: string;
      answers: number[];
    }[];
    expect(voters.find((c) => c.name === 'Kalle Korjaava')?.answers[0]).toBe(3);

    // Approved in Hakemukset, the correction replaces the published answers.
    await admin
      .getByRole('row')
      .filter({ hasText: 'Kalle Korjaava' })
      .getByRole('link', { name: /^Avaa hakemus/ })
      .click();
    await admin.getByRole('heading', { level: 2, name: 'Hakemus: Kalle Korjaava' }).waitFor();
    // Reviewed against the published profile: all 25 answers changed, nothing else.
    const changes = admin.getByRole('region', { name: 'Muutokset julkaistuun profiiliin' });
    await changes.waitFor();
    const changesText = (await changes.textContent()) ?? '';
    expect(changesText).toContain('Korjaus muuttaa 25 kohtaa.');
    expect(changesText).toContain('Vastaus väittämään 1.');
    expect(changesText).not.toContain('vuotta'); // the age did not change
    await expectNoAxeViolations(admin, 'correction review');
    await admin.getByRole('button', { name: 'Hyväksy', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hyväksytäänkö hakemus?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Tämä on korjaus jo julkaistuun ehdokkaaseen');
    await dialog.getByRole('button', { name: 'Hyväksy hakemus' }).click();
    await poll(async () => {
      const list = (await (await fetch(`${baseURL}/api/municipalities/091/candidates`)).json()) as {
        name: string;
        answers: number[];
      }[];
      return list.filter((c) => c.name === 'Kalle Korjaava').map((c) => c.answers[0]);
    }).toEqual([5]);
  });

  it('after the deadline the form is a plain closed page with whom to contact', async () => {
    const { path } = await codeByEmail();
    await patchSettings({
      answer_deadline: '2020-01-01T12:00',
      organizer_contact: 'Maija Mallikas, 040 123 4567',
    });
    const { page, context } = await openPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Vastausaika on päättynyt' }).waitFor();
    await page.getByText('Maija Mallikas, 040 123 4567').waitFor();
    // Nothing to type or continue with: no code can do anything now.
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Jatka' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'deadline');
    await context.close();
    await patchSettings({ answer_deadline: '', organizer_contact: '' });
  });
});
