import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, signInAsAdmin, waitForHeading } from './candidate-submission-support';
import { expectNoAxeViolations, newPage, useBrowser } from './support';

// An access code of an official candidate: the form opens with name, party and number filled
// in from the official list and locked; the candidate adds the rest, and the submission keeps
// the official details.

const baseURL = inject('baseURL');
const browser = useBrowser();
const NUMBER = 4711;

let code = '';
beforeAll(async () => {
  await signInAsAdmin();
  const added = await adminFetch('/api/admin/municipalities/091/official-candidates', {
    method: 'POST',
    json: {
      first_name: 'Sämpy',
      last_name: 'Virallinen',
      party: 'Vihreät',
      candidate_number: NUMBER,
      age: 72,
      profession: 'eläkeläinen',
      language: 'fi',
    },
  });
  expect([201, 409]).toContain(added.status);
  const made = await adminFetch('/api/admin/municipalities/091/official-candidates/access-codes', {
    method: 'POST',
    json: { rows: [{ candidate_number: NUMBER, email: '' }], send_email: false },
  });
  expect(made.status).toBe(201);
  code = ((await made.json()) as { codes: { code: string }[] }).codes[0]!.code;
});

describe("an official candidate's form", () => {
  it('opens with name, party and number filled in and locked', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    // A brand-new browser: nothing started, four steps listed under "Vaihe 1/4".
    await page.goto(`/candidate-submission/${code}`);
    await waitForHeading(page, /Vaihe 1\/4.*Pääsykoodi on voimassa/);
    expect(await page.locator('main').textContent()).not.toContain('Olet jo aloittanut');
    expect(await page.locator('.cs-steps > li').count()).toBe(4);
    await page.getByRole('link', { name: 'Aloita' }).click();
    await waitForHeading(page, /Perustiedot/);
    const name = page.getByLabel('Nimi', { exact: true });
    expect(await name.inputValue()).toBe('Sämpy Virallinen');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    const party = page.getByLabel('Puolue', { exact: true });
    expect(await party.inputValue()).toBe('Vihreä liitto');
    expect(await party.getAttribute('readonly')).not.toBeNull();
    // A locked number is not "(vapaaehtoinen)".
    const number = page.getByLabel('Ehdokasnumero', { exact: true });
    expect(await number.inputValue()).toBe(String(NUMBER));
    expect(await number.getAttribute('readonly')).not.toBeNull();
    // Said once, above the form.
    expect(await page.getByText(/virallisesta ehdokaslistasta/).count()).toBe(1);
    // Age and profession come from the list as a start.
    expect(await page.getByLabel('Ikä', { exact: true }).inputValue()).toBe('72');
    expect(await page.getByLabel('Ammatti (vapaaehtoinen)').inputValue()).toBe('eläkeläinen');
    // Typing into a locked field changes nothing.
    await name.focus();
    await page.keyboard.type('X');
    expect(await name.inputValue()).toBe('Sämpy Virallinen');
    await expectNoAxeViolations(page, 'official candidate details step');

    // The candidate fills in the rest and moves on to the statements.
    await page.getByLabel('Ikä', { exact: true }).fill('72');
    await page.getByRole('button', { name: 'Jatka', exact: true }).click();
    await waitForHeading(page, /Väittämät 1–/);

    // The check page offers no "Muuta" next to the locked details.
    await page.goto(`/candidate-submission/${code}?vaihe=tarkista`);
    await waitForHeading(page, /Tarkista vastauksesi/);
    expect(await page.getByRole('link', { name: /Muuta\s*nimeä/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Muuta\s*puoluetta/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Muuta\s*ehdokasnumeroa/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Muuta\s*ikää/ }).count()).toBe(1);
    await expectNoAxeViolations(page, 'official candidate check step');
    await context.close();
  });
});
