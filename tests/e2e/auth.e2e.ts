import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, firstLink, newPage, useBrowser, waitForMail } from './support';
import { PAGE_TIMEOUT } from './timeouts';

// Sign-in, password reset, invitations and the admin shell, driven through the UI against the
// built app. Mail goes to the test SMTP server (global-setup.ts).

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const browser = useBrowser();

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.fi`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** expect.poll with room for a server round trip and a lazy page load. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });
/** For tests that walk through several pages, emails and axe runs on a busy machine. */
const LONG_TEST_MS = 120_000;

async function signIn(page: Page, email: string, password: string) {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await page.getByLabel('Sähköpostiosoite').fill(email);
  await page.getByLabel('Salasana', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
}

async function signedInAdmin() {
  const session = await newPage(browser(), baseURL);
  await signIn(session.page, adminEmail, adminPassword);
  await session.page.waitForURL('**/admin');
  return session;
}

/** The id of the element that has focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Creates a municipal admin through the API, as the Käyttäjät page would. */
async function createMunicipalAdmin(page: Page, email: string, password: string, target: string) {
  const invited = await page.request.post('/api/admin/users/invitations', {
    data: { email, target, role: 'admin' },
    headers: { Origin: baseURL },
  });
  expect(invited.status()).toBe(201);
  // The answer has only a non-secret id; the token is in the email alone.
  const mail = await waitForMail(mailDir, email, { subject: /Kutsu/ });
  const token = new URL(firstLink(mail.text)).pathname.split('/').pop()!;
  const accepted = await fetch(`${baseURL}/api/invitations/${token}/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ name: 'Testi Ylläpitäjä', password }),
  });
  expect(accepted.status).toBe(200);
}

describe('signing in', () => {
  it('signs the super admin in at /login and lands on /admin', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/login');
    await poll(() => h1(page)).toBe('Kirjaudu sisään');
    await expectNoAxeViolations(page, '/login');
    await signIn(page, adminEmail, adminPassword);
    await page.waitForURL('**/admin');
    await poll(() => h1(page)).toBe('Yleiskatsaus');
    await context.close();
  });

  it('returns to the protected page that sent the visitor to sign in', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await signIn(page, adminEmail, adminPassword);
    await page.waitForURL('**/admin');
    expect(pathOf(page)).toBe('/admin');
    await poll(() => h1(page)).toBe('Yleiskatsaus');
    await context.close();
  });

  it('works with the keyboard alone', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (let i = 0; i < 20 && (await focusedId(page)) !== 'sign-in-email'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedId(page)).toBe('sign-in-email');
    await page.keyboard.type(adminEmail);
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('sign-in-password');
    await page.keyboard.type(adminPassword);
    // The show-password toggle comes next and works with the space bar.
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Näytä salasana' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await poll(() => page.locator('#sign-in-password').getAttribute('type')).toBe('text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin');
    await poll(() => h1(page)).toBe('Yleiskatsaus');
    await context.close();
  });

  it('shows a Finnish error summary for a wrong password and for empty fields', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Tarkista seuraavat kohdat' });
    await summary.waitFor();
    // Focus moves to the summary in an effect after it is drawn.
    await poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Kirjoita sähköpostiosoite.',
      'Kirjoita salasana.',
    ]);
    await summary.getByRole('link', { name: 'Kirjoita salasana.' }).click();
    await poll(() => focusedId(page)).toBe('sign-in-password');
    await expectNoAxeViolations(page, '/login with errors');

    await signIn(page, adminEmail, 'vaara-salasana-123');
    await poll(() => summary.textContent()).toContain('Sähköpostiosoite tai salasana on väärin');
    await poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('tells about too many tries', async () => {
    // Its own client address, outside the range other tests use, so the limit stays here.
    const { page, context } = await newPage(browser(), baseURL, {
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.45' },
    });
    await page.goto('/login');
    const summary = page.getByRole('alert').filter({ hasText: 'Tarkista seuraavat kohdat' });
    for (let attempt = 1; attempt <= 8; attempt++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
      await signIn(page, uniqueEmail('ei-ole'), 'vaara-salasana-123');
      if ((await answer).status() === 429) break;
    }
    await poll(() => summary.textContent()).toContain('Liian monta yritystä');
    await context.close();
  });

  it('signs out from the admin shell', async () => {
    const { page, context } = await signedInAdmin();
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await page.waitForURL('**/login');
    await poll(() => page.getByText('Olet kirjautunut ulos.').count()).toBe(1);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });
});

describe('the admin shell', () => {
  it('sends the reader to sign in when the session has ended, and back afterwards', async () => {
    const { page, context } = await signedInAdmin();
    await poll(() => h1(page)).toBe('Yleiskatsaus');
    await context.clearCookies();
    await page
      .getByRole('navigation', { name: 'Ylläpito' })
      .getByRole('link', { name: 'Käyttäjät' })
      .click();
    await page.waitForURL('**/login');
    await signIn(page, adminEmail, adminPassword);
    await page.waitForURL('**/admin/kayttajat');
    await poll(() => h1(page)).toBe('Käyttäjät');
    await context.close();
  });

  it(
    'gives the super admin the system sections and every municipality',
    async () => {
      const { page, context } = await signedInAdmin();
      await poll(() => h1(page)).toBe('Yleiskatsaus');
      const nav = page.getByRole('navigation', { name: 'Ylläpito' });
      await poll(() => nav.getByRole('link').allTextContents()).toEqual([
        'Yleiskatsaus',
        'Kunnat',
        'Virallinen ehdokaslista',
        'Käyttäjät',
        'Asetukset',
        'Tilastot',
        'Muutosloki',
      ]);
      await poll(() =>
        nav.getByRole('link', { name: 'Yleiskatsaus' }).getAttribute('aria-current'),
      ).toBe('page');
      const municipalities = page.getByRole('list', { name: 'Kuntien ylläpito' });
      await poll(() => municipalities.getByRole('link').allTextContents()).toEqual(
        expect.arrayContaining(['Helsinki', 'Tampere', 'Turku']),
      );
      await expectNoAxeViolations(page, '/admin');

      await nav.getByRole('link', { name: 'Kunnat' }).click();
      await page.waitForURL('**/admin/kunnat');
      await poll(() => h1(page)).toBe('Kunnat');
      await page.getByRole('row').filter({ hasText: 'Helsinki' }).first().waitFor();
      await poll(() => nav.getByRole('link', { name: 'Kunnat' }).getAttribute('aria-current')).toBe(
        'page',
      );

      await checkMunicipalityShell(page);
      await context.close();
    },
    LONG_TEST_MS,
  );

  async function checkMunicipalityShell(page: Page) {
    await page.goto('/091/admin');
    await poll(() => h1(page)).toBe('Yleiskatsaus');
    await poll(() => page.getByText('Kunnan ylläpito: Helsinki').count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Ylläpito' });
    await poll(() => nav.getByRole('link').allTextContents()).toEqual([
      '← Pääkäyttäjän ylläpito',
      'Yleiskatsaus',
      'Kysymykset',
      'Virallinen ehdokaslista',
      'Ehdokkaat',
      'Pääsykoodit',
      'Hakemukset',
      'Tilastot',
      'Muutosloki',
    ]);
    await expectNoAxeViolations(page, '/091/admin');
    await nav.getByRole('link', { name: 'Pääsykoodit' }).click();
    await page.waitForURL('**/091/admin/paasykoodit');
    await poll(() => h1(page)).toBe('Pääsykoodit');
    // The title is set in an effect, with the municipality's name once it has loaded.
    await poll(() => page.title()).toBe(
      'Pääsykoodit – Helsinki – Ylläpito – Eläkeläisten vaalikone',
    );
  }

  it(
    'shows the Käyttäjät page and its confirmation dialog, and reports server refusals',
    async () => {
      const { page, context } = await signedInAdmin();
      await page.goto('/admin/kayttajat');
      await poll(() => h1(page)).toBe('Käyttäjät');
      const adminRow = page.getByRole('row').filter({ hasText: adminEmail });
      await adminRow.waitFor();
      await expectNoAxeViolations(page, '/admin/kayttajat');

      // Removing the only super admin: the dialog says what happens; the server refuses.
      const remove = adminRow.getByRole('button', { name: /^Poista oikeus/ });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: 'Poistetaanko oikeus?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('menettää pääkäyttäjän oikeudet');
      await poll(() =>
        dialog
          .getByRole('button', { name: 'Peruuta' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await expectNoAxeViolations(page, '/admin/kayttajat with the dialog open');
      await dialog.getByRole('button', { name: 'Poista oikeus' }).click();
      await poll(() => dialog.getByRole('alert').textContent()).toContain(
        'Viimeistä pääkäyttäjää ei voi poistaa',
      );
      // Escape closes it and focus returns to the button that opened it.
      await page.keyboard.press('Escape');
      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);

      // Invite and cancel: both announced in the status region.
      const email = uniqueEmail('peruttava');
      await page.getByLabel('Sähköpostiosoite').fill(email);
      await page.getByLabel('Organisaatio').selectOption({ label: 'Tampere' });
      await page.getByRole('button', { name: 'Lähetä kutsu' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Kutsu' });
      await poll(() => status.textContent()).toContain(`Kutsu lähetettiin osoitteeseen ${email}`);
      const invitationRow = page.getByRole('row').filter({ hasText: email });
      await invitationRow.getByRole('button', { name: /^Peru kutsu/ }).click();
      const cancelDialog = page.getByRole('dialog', { name: 'Perutaanko kutsu?' });
      await cancelDialog.getByRole('button', { name: 'Peru kutsu' }).click();
      await poll(() => status.textContent()).toContain(`Kutsu osoitteeseen ${email} peruttiin.`);
      await poll(() => invitationRow.count()).toBe(0);
      await context.close();
    },
    LONG_TEST_MS,
  );
});

describe('invitations', () => {
  it(
    'lets a municipal admin join through the emailed link and limits them to Helsinki',
    async () => {
      const admin = await signedInAdmin();
      await admin.page.goto('/admin/kayttajat');
      await poll(() => h1(admin.page)).toBe('Käyttäjät');
      const email = uniqueEmail('helsinki');
      await admin.page.getByLabel('Sähköpostiosoite').fill(email);
      await admin.page.getByLabel('Organisaatio').selectOption({ label: 'Helsinki' });
      await admin.page.getByRole('button', { name: 'Lähetä kutsu' }).click();
      await poll(() =>
        admin.page.getByRole('status').filter({ hasText: 'Kutsu lähetettiin' }).textContent(),
      ).toContain(`Kutsu lähetettiin osoitteeseen ${email} (Helsinki).`);
      await admin.context.close();

      const mail = await waitForMail(mailDir, email, { subject: /Kutsu/ });
      const link = new URL(firstLink(mail.text));
      expect(link.pathname).toMatch(/^\/login\/kutsu\/[\w-]+$/);

      const { page, context } = await newPage(browser(), baseURL);
      await page.goto(link.pathname);
      await poll(() => h1(page)).toBe('Tervetuloa ylläpitäjäksi');
      await poll(() => page.locator('dl').textContent()).toContain('Helsinki');
      await poll(() => page.getByLabel('Sähköpostiosoite').inputValue()).toBe(email);
      await expectNoAxeViolations(page, '/login/kutsu/:id');

      await page.getByLabel('Nimesi').fill('Helka Helsinkiläinen');
      await page.getByLabel('Uusi salasana', { exact: true }).fill('helsingin-oma-salasana');
      await page.getByLabel('Uusi salasana uudelleen').fill('helsingin-oma-salasana');
      await page.getByRole('button', { name: 'Ota kutsu vastaan' }).click();
      await page.waitForURL('**/091/admin');
      await poll(() => h1(page)).toBe('Yleiskatsaus');
      await poll(() => page.getByText('Kunnan ylläpito: Helsinki').count()).toBe(1);
      await expectNoAxeViolations(page, '/091/admin as a municipal admin');

      await page.goto('/admin');
      await poll(() => h1(page)).toBe('Ylläpito');
      const own = page.getByRole('list', { name: 'Omat kuntasi' });
      await poll(() => own.getByRole('link').allTextContents()).toEqual(['Helsinki']);
      expect(await page.getByRole('navigation', { name: 'Ylläpito' }).count()).toBe(0);

      await page.goto('/admin/kayttajat');
      await poll(() => h1(page)).toBe('Ei käyttöoikeutta');
      await page.goto('/853/admin');
      await poll(() => h1(page)).toBe('Ei käyttöoikeutta');
      await poll(() =>
        page.getByText('Sinulla ei ole tarvittavia oikeuksia tämän sivun katseluun.').count(),
      ).toBe(1);

      // The link works once.
      await page.goto(link.pathname);
      await poll(() => h1(page)).toBe('Kutsu on jo käytetty');
      await context.close();
    },
    LONG_TEST_MS,
  );

  it(
    'asks an invited person who already has an account for their own password, never a new one',
    async () => {
      const email = uniqueEmail('olemassa');
      const admin = await signedInAdmin();
      await createMunicipalAdmin(admin.page, email, 'tampereen-oma-salasana', '837');
      await admin.page.goto('/admin/kayttajat');
      await poll(() => h1(admin.page)).toBe('Käyttäjät');
      await admin.page.getByLabel('Sähköpostiosoite').fill(email);
      await admin.page.getByLabel('Organisaatio').selectOption({ label: 'Turku' });
      await admin.page.getByRole('button', { name: 'Lähetä kutsu' }).click();
      await poll(() =>
        admin.page.getByRole('status').filter({ hasText: 'Kutsu lähetettiin' }).textContent(),
      ).toContain(`Kutsu lähetettiin osoitteeseen ${email} (Turku).`);
      await admin.context.close();

      const mail = await waitForMail(mailDir, email, { subject: /Kutsu/ });
      const link = new URL(firstLink(mail.text));
      const { page, context } = await newPage(browser(), baseURL);
      await page.goto(link.pathname);
      await poll(() => h1(page)).toBe('Tervetuloa ylläpitäjäksi');
      await poll(() => page.getByText('Sähköpostiosoitteellasi on jo tunnus').count()).toBe(1);
      expect(await page.getByLabel('Uusi salasana', { exact: true }).count()).toBe(0);
      expect(await page.getByLabel('Nimesi').count()).toBe(0);
      await expectNoAxeViolations(page, '/login/kutsu/:token for an existing account');

      await page.getByLabel('Salasana', { exact: true }).fill('vaara-salasana-123');
      await page.getByRole('button', { name: 'Kirjaudu ja ota kutsu vastaan' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Tarkista seuraavat kohdat' });
      await poll(() => summary.textContent()).toContain('Salasana on väärin');

      await page.getByLabel('Salasana', { exact: true }).fill('tampereen-oma-salasana');
      await page.getByRole('button', { name: 'Kirjaudu ja ota kutsu vastaan' }).click();
      await page.waitForURL('**/admin');
      await poll(() => h1(page)).toBe('Ylläpito');
      const own = page.getByRole('list', { name: 'Omat kuntasi' });
      await poll(() => own.getByRole('link').allTextContents()).toEqual(['Tampere', 'Turku']);
      await context.close();
    },
    LONG_TEST_MS,
  );

  it('explains an unknown invitation link', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/login/kutsu/tata-kutsua-ei-ole-olemassa');
    await poll(() => h1(page)).toBe('Kutsua ei löytynyt');
    await context.close();
  });
});

describe('password reset', () => {
  it(
    'sets a new password from the emailed link, and the link works only once',
    async () => {
      const email = uniqueEmail('salasana');
      const admin = await signedInAdmin();
      await createMunicipalAdmin(admin.page, email, 'alkuperainen-salasana', '837');
      await admin.context.close();

      const { page, context } = await newPage(browser(), baseURL);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Unohditko salasanan?' }).click();
      await page.waitForURL('**/login/unohtunut-salasana');
      await poll(() => h1(page)).toBe('Unohtunut salasana');
      await expectNoAxeViolations(page, '/login/unohtunut-salasana');
      await page.getByLabel('Sähköpostiosoite').fill(email);
      await page.getByRole('button', { name: 'Lähetä linkki' }).click();
      await poll(() =>
        page.getByRole('status').filter({ hasText: 'Jos osoite' }).textContent(),
      ).toContain('Jos osoite on rekisteröity, lähetimme siihen linkin');

      const mail = await waitForMail(mailDir, email, { subject: /Salasanan vaihtaminen/ });
      const link = new URL(firstLink(mail.text));
      const target = `${link.pathname}${link.search}`;
      await page.goto(target);
      await poll(() => h1(page)).toBe('Aseta uusi salasana');
      await expectNoAxeViolations(page, '/login/uusi-salasana');

      await page.getByLabel('Uusi salasana', { exact: true }).fill('uusi-hyva-salasana');
      await page.getByLabel('Uusi salasana uudelleen').fill('uusi-huono-salasana');
      await page.getByRole('button', { name: 'Tallenna uusi salasana' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Tarkista seuraavat kohdat' });
      await poll(() => summary.textContent()).toContain('Salasanat eivät ole samat');
      await page.getByLabel('Uusi salasana uudelleen').fill('uusi-hyva-salasana');
      await page.getByRole('button', { name: 'Tallenna uusi salasana' }).click();
      await poll(() => h1(page)).toBe('Salasana on vaihdettu');

      await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
      await page.waitForURL('**/login');
      await signIn(page, email, 'uusi-hyva-salasana');
      await page.waitForURL('**/admin');
      await poll(() => h1(page)).toBe('Ylläpito');

      await page.goto(target);
      await poll(() => h1(page)).toBe('Linkki ei enää toimi');
      await poll(() => page.getByRole('link', { name: 'Pyydä uusi linkki' }).count()).toBe(1);
      await context.close();
    },
    LONG_TEST_MS,
  );
});
