import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, baseURL, signInAsAdmin } from './candidate-submission-support';
import { expectNoAxeViolations, newPage, useBrowser, waitForMail } from './support';
import { PAGE_TIMEOUT } from './timeouts';

// The official list in the admin pages, in a municipality of this file's own: candidates added
// and corrected by hand, codes from a (number, email) file, the printed letters, Vastaustilanne
// on the overview, and Muistuta (mail in the test mailbox, nothing the second time that day).

const MUNICIPALITY = 'ehdokastyo';
const NAME = 'Ehdokastyön kunta';
const mailDir = inject('mailDir');
const EMAIL = `muistutettava-${String(Date.now())}@example.fi`;

const browser = useBrowser();
let admin: Page;
// expect.poll's limit is the shared PAGE_TIMEOUT (vitest.e2e.config.ts).
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read);
const statusText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('.notice--success') })
    .textContent();
const cells = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim())),
    );
const section = (path = 'ehdokaslista') => `/${MUNICIPALITY}/admin/${path}`;

async function addOfficial(number: number, first: string, last: string) {
  const res = await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}/official-candidates`, {
    method: 'POST',
    json: {
      first_name: first,
      last_name: last,
      party: 'Vihreät',
      candidate_number: number,
      age: 71,
      profession: 'eläkeläinen',
      language: 'fi',
    },
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  await signInAsAdmin();
  const res = await adminFetch('/api/admin/municipalities', {
    method: 'POST',
    json: { municipality_id: MUNICIPALITY, is_custom: true, custom_name: NAME },
  });
  expect(res.status).toBe(201);
  admin = (await newPage(browser(), baseURL)).page;
  admin.setDefaultTimeout(PAGE_TIMEOUT);
  await admin.goto('/login');
  await admin.getByLabel('Sähköpostiosoite').fill(inject('adminEmail'));
  await admin.getByLabel('Salasana', { exact: true }).fill(inject('adminPassword'));
  await admin.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await admin.waitForURL('**/admin');
});

afterAll(async () => {
  await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}`, { method: 'DELETE' });
});

describe('the official list in the admin pages', () => {
  it('adds a candidate by hand with the keyboard, and corrects one after a confirmation', async () => {
    await admin.goto(section());
    await admin.getByText('Ehdokaslistalla ei ole vielä ehdokkaita.').waitFor();
    await expectNoAxeViolations(admin, 'official list, empty');

    await admin.getByRole('button', { name: 'Lisää ehdokas käsin' }).click();
    const form = admin.getByRole('form', { name: 'Lisää ehdokas viralliselle listalle' });
    // Sending the empty form lists what is missing, in Finnish.
    await form.getByRole('button', { name: 'Lisää ehdokas' }).click();
    await poll(() => admin.locator('.error-summary').textContent()).toContain('Etunimi puuttuu.');
    expect(await admin.locator('.error-summary').textContent()).toContain(
      'Ehdokasnumeron pitää olla kokonaisluku.',
    );
    await expectNoAxeViolations(admin, 'official candidate form, errors');

    // Keyboard only: type into each field in turn, then Enter on the button.
    await admin.getByLabel('Etunimi', { exact: true }).focus();
    await admin.keyboard.type('Åsa');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Käsinlisätty');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Kokoomus');
    await admin.getByLabel('Ehdokasnumero', { exact: true }).focus();
    await admin.keyboard.type('2');
    await admin.getByRole('button', { name: 'Lisää ehdokas', exact: true }).focus();
    await admin.keyboard.press('Enter');
    await poll(() => statusText(admin)).toContain(
      'Ehdokas Åsa Käsinlisätty (numero 2) lisättiin viralliselle listalle.',
    );
    await poll(() => cells(admin, 'Virallisen ehdokaslistan ehdokkaat')).toEqual([
      [
        'Valitse Åsa Käsinlisätty pääsykoodia varten',
        '2',
        'Åsa Käsinlisätty',
        'Kansallinen Kokoomus',
        '–',
        '–',
        'Lisätty käsin',
        '0',
        // The row's actions: correct, print the questionnaire, type in a paper form.
        'Korjaa tietoja: Åsa KäsinlisättyTulosta lomake: Åsa KäsinlisättySyötä paperilomakkeelta: Åsa Käsinlisätty',
      ],
    ]);

    // A number already on the list is refused beside the field.
    await addOfficial(3, 'Pertti', 'Paperinen');
    await addOfficial(4, 'Liisa', 'Kirjeinen');
    await admin.getByRole('button', { name: 'Lisää ehdokas käsin' }).click();
    await admin.getByLabel('Etunimi', { exact: true }).fill('Toinen');
    await admin.getByLabel('Sukunimi', { exact: true }).fill('Samanumero');
    await admin.getByLabel('Puolue tai lista').fill('SDP');
    await admin.getByLabel('Ehdokasnumero', { exact: true }).fill('3');
    await admin.getByRole('button', { name: 'Lisää ehdokas', exact: true }).click();
    await poll(() => admin.locator('.field-error').textContent()).toContain(
      'Ehdokasnumero 3 on jo kunnan ehdokaslistalla.',
    );
    await admin.getByRole('button', { name: 'Peruuta' }).click();
    // The form is gone: focus is back on the button that opened it.
    await poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe(
      'Lisää ehdokas käsin',
    );

    // Correct: the dialog lists what changes, and only its button saves.
    await admin.getByRole('button', { name: /^Korjaa tietoja.*Åsa Käsinlisätty/ }).click();
    await admin.getByLabel('Sukunimi', { exact: true }).fill('Korjattu');
    await admin.getByLabel('Ikä', { exact: true }).fill('72');
    await admin.getByRole('button', { name: 'Tallenna korjaus' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tallennetaanko korjaus?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Sukunimi: Käsinlisätty → Korjattu');
    expect(await dialog.textContent()).toContain('Ikä: – → 72');
    await expectNoAxeViolations(admin, 'correction dialog');
    await dialog.getByRole('button', { name: 'Tallenna korjaus' }).click();
    await poll(() => statusText(admin)).toContain(
      'Ehdokkaan Åsa Korjattu (numero 2) tiedot korjattiin.',
    );

    // The server search: by number.
    await admin.getByLabel('Hae nimellä, puolueella tai ehdokasnumerolla').fill('4');
    await admin.getByRole('button', { name: 'Hae' }).click();
    await poll(() => admin.locator('.paged-results__summary').textContent()).toBe(
      '1 ehdokas haulla.',
    );
    expect((await cells(admin, 'Virallisen ehdokaslistan ehdokkaat'))[0]?.[2]).toBe(
      'Liisa Kirjeinen',
    );
    const audit = await adminFetch(`/api/admin/audit-log?municipality_id=${MUNICIPALITY}`);
    expect(await audit.text()).toContain('official_candidate.update');
  });

  it('makes codes from a (number, email) file after a preview, and prints a letter per candidate', async () => {
    await admin.goto(section());
    const file = `ehdokasnumero;sähköposti\n2;${EMAIL}\n3;\n4;\n99;x@example.fi\n2;toinen@example.fi\n`;
    await admin.getByLabel('Tiedosto: ehdokasnumero ja sähköposti').setInputFiles({
      name: 'koodit.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await admin
      .getByRole('form', { name: 'Pääsykoodit ehdokkaille tiedostosta' })
      .getByRole('button', { name: 'Esikatsele' })
      .click();
    await admin.getByRole('heading', { name: 'Esikatselu: tehtävät koodit' }).waitFor();
    expect(await cells(admin, 'Ehdokkaat, joille tehdään koodi')).toEqual([
      ['2', '2', 'Åsa Korjattu', 'Kansallinen Kokoomus', EMAIL, '–'],
      ['3', '3', 'Pertti Paperinen', 'Vihreä liitto', 'Kirje', '–'],
      ['4', '4', 'Liisa Kirjeinen', 'Vihreä liitto', 'Kirje', '–'],
    ]);
    const refused = await cells(admin, 'Hylätyt rivit ja syyt');
    expect(refused).toEqual([
      ['5', 'Ehdokasnumeroa 99 ei ole kunnan virallisella ehdokaslistalla.'],
      ['6', 'Ehdokasnumero 2 on jo rivillä 2.'],
    ]);
    await expectNoAxeViolations(admin, 'codes preview');
    // Nothing is made before the confirmation.
    const before = await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}/access-codes`);
    expect(((await before.json()) as { total: number }).total).toBe(0);

    await admin.getByRole('button', { name: 'Luo 3 koodia' }).click();
    await poll(() => statusText(admin)).toContain(
      'Luotiin 3 koodia: 1 sähköposti jonossa, 2 kirjettä tulostettavana (Tulosta kirjeet).',
    );
    const mail = await waitForMail(mailDir, EMAIL, { subject: /pääsykoodi/i });
    expect(mail.text).toContain('/candidate-submission/');

    await admin.getByRole('link', { name: /^Tulosta kirjeet/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Kirjeet ehdokkaille' }).waitFor();
    await poll(() => admin.getByRole('article').count()).toBe(2);
    const letter = admin.getByRole('article', { name: 'Pertti Paperinen' });
    const text = (await letter.textContent()) ?? '';
    expect(text).toContain('Vihreä liitto, ehdokasnumero 3');
    expect(text).toMatch(/[A-HJKMNP-Z2-9]{4} [A-HJKMNP-Z2-9]{4}/);
    expect(text).toContain(`${baseURL}/candidate-submission/`);
    const qr = letter.getByRole('img', { name: 'QR-koodi, joka avaa ehdokaslomakkeen' });
    await poll(() =>
      qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(admin, 'letters');

    // On paper: only the letters, each on a sheet of its own.
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.locator('.admin-nav').isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Tulosta kirjeet' }).isVisible()).toBe(false);
    expect(await letter.isVisible()).toBe(true);
    const breaks = await admin
      .locator('.letter')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).breakAfter));
    expect(breaks).toEqual(['page', 'auto']);
    await admin.emulateMedia({ media: 'screen' });
  });

  it('shows Vastaustilanne per municipality on the overview, sortable, and as CSV', async () => {
    await admin.goto('/admin');
    const table = admin.getByRole('table', { name: 'Ehdokkaiden vastaustilanne kunnittain' });
    await table.waitFor();
    await poll(() =>
      cells(admin, 'Ehdokkaiden vastaustilanne kunnittain').then((rows) =>
        rows.find((r) => r[0] === NAME),
      ),
    ).toEqual([NAME, '3', '3', '1', '2', '0', '0', '0']);
    await expectNoAxeViolations(admin, 'overview with Vastaustilanne');

    // Sorting by a figure starts from the largest, and says so to screen readers.
    const header = table.getByRole('columnheader', { name: /Virallisia ehdokkaita/ });
    await header.getByRole('button').focus();
    await admin.keyboard.press('Enter');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const official = (await cells(admin, 'Ehdokkaiden vastaustilanne kunnittain')).map((r) =>
      Number(r[1]),
    );
    expect(official).toEqual([...official].sort((a, b) => b - a));

    // The municipality's own overview shows its row.
    await admin.goto(`/${MUNICIPALITY}/admin`);
    await admin.getByRole('heading', { level: 2, name: 'Ehdokkaiden vastaustilanne' }).waitFor();
    await poll(() => cells(admin, 'Ehdokkaiden vastaustilanne kunnittain')).toEqual([
      [NAME, '3', '3', '1', '2', '0', '0', '0'],
    ]);
    await expectNoAxeViolations(admin, 'municipality overview with Vastaustilanne');

    const csv = await adminFetch('/api/admin/progress.csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(`${MUNICIPALITY};${NAME};3;3;1;2;0;0;0`);
    expect(
      await admin
        .getByRole('link', { name: 'Lataa vastaustilanne CSV-tiedostona' })
        .getAttribute('href'),
    ).toBe('/api/admin/progress.csv');
  });

  it('Muistuta mails the unanswered candidate once; pressing again the same day sends nothing', async () => {
    await admin.goto(section('paasykoodit'));
    const remind = admin.getByRole('button', { name: 'Muistuta', exact: true });
    await poll(() => remind.isEnabled()).toBe(true);
    await remind.click();
    const dialog = admin.getByRole('dialog', { name: 'Lähetetäänkö muistutus?' });
    await dialog.waitFor();
    await expectNoAxeViolations(admin, 'Muistuta dialog');
    await dialog.getByRole('button', { name: 'Lähetä muistutus' }).click();
    await poll(() => statusText(admin)).toContain('1 muistutus lähti jonoon.');
    const reminder = await waitForMail(mailDir, EMAIL, { subject: /^Muistutus:/ });
    expect(reminder.text).toContain('/candidate-submission/');

    await remind.click();
    await dialog.getByRole('button', { name: 'Lähetä muistutus' }).click();
    await poll(() => statusText(admin)).toContain(
      'Muistutuksia ei lähetetty. 1 osoitetta oli jo muistutettu tänään.',
    );
    // Nothing was queued: the mailbox still has the one reminder.
    const seen = new Set([reminder.file]);
    await expect(
      waitForMail(mailDir, EMAIL, { subject: /^Muistutus:/, seen, timeoutMs: 3000 }),
    ).rejects.toThrow('No email');
  });
  it('fits the official list, the letters and Vastaustilanne on a 320 px screen at A++', async () => {
    await admin.evaluate(() => {
      localStorage.setItem('text_size', 'x-large');
    });
    await admin.setViewportSize({ width: 320, height: 640 });
    const sideways = () =>
      admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await admin.goto(section());
    await admin.getByRole('table', { name: 'Virallisen ehdokaslistan ehdokkaat' }).waitFor();
    expect(await sideways()).toBe(0);
    await admin.goto(section('ehdokaslista/kirjeet'));
    await poll(() => admin.getByRole('article').count()).toBe(2);
    expect(await sideways()).toBe(0);
    await expectNoAxeViolations(admin, 'letters at 320 px, A++');
    await admin.goto('/admin');
    await admin.getByRole('table', { name: 'Ehdokkaiden vastaustilanne kunnittain' }).waitFor();
    expect(await sideways()).toBe(0);
  });
  it('makes codes for ticked candidates without a file: email typed in place or a letter, keyboard only', async () => {
    await admin.evaluate(() => {
      localStorage.removeItem('text_size');
    });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await addOfficial(7, 'Tiina', 'Tikattava');
    await addOfficial(8, 'Kalle', 'Kirjeellinen');
    const address = `tikattava-${String(Date.now())}@example.fi`;
    await admin.goto(section());
    await admin.getByRole('table', { name: 'Virallisen ehdokaslistan ehdokkaat' }).waitFor();
    await admin.getByText(/valitse ehdokkaat taulukosta/).waitFor();

    // Tick two with the keyboard (Space on each box).
    for (const name of ['Tiina Tikattava', 'Kalle Kirjeellinen']) {
      await admin.getByLabel(`Valitse ${name} pääsykoodia varten`).focus();
      await admin.keyboard.press('Space');
    }
    await admin.getByRole('heading', { name: 'Pääsykoodit valituille (2 ehdokasta)' }).waitFor();
    // Tiina by email, the address typed in place; Kalle by letter (the default).
    const tiina = admin.getByRole('group', { name: /^Tiina Tikattava, numero 7/ });
    await tiina.getByLabel('Sähköpostilla').focus();
    await admin.keyboard.press('Space');
    const emailField = admin.getByLabel('Sähköpostiosoite: Tiina Tikattava');
    await emailField.fill('ei-osoite');
    await expectNoAxeViolations(admin, 'ticked candidates');
    await admin.getByRole('button', { name: 'Luo 2 koodia' }).click();
    // A mistyped address is told beside its field, which gets the focus; nothing is made.
    await poll(() => admin.evaluate(() => document.activeElement?.id)).toMatch(/^pick-email-/);
    expect(await admin.getByText('Kirjoita sähköpostiosoite, esimerkiksi').isVisible()).toBe(true);
    await emailField.fill(address);
    await admin.getByRole('button', { name: 'Luo 2 koodia' }).focus();
    await admin.keyboard.press('Enter');
    await poll(() => statusText(admin)).toContain(
      'Luotiin 2 koodia: 1 sähköposti jonossa, 1 kirje tulostettavana',
    );
    const mail = await waitForMail(mailDir, address, { subject: /pääsykoodi/i });
    expect(mail.text).toContain('/candidate-submission/');
    const rows = await cells(admin, 'Virallisen ehdokaslistan ehdokkaat');
    expect(
      rows
        .filter((r) => r.includes('Tiina Tikattava') || r.includes('Kalle Kirjeellinen'))
        .map((r) => r.at(-2)),
    ).toEqual(['1', '1']);
  });
});
