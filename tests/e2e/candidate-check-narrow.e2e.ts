import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import {
  baseURL,
  codeByEmail,
  signInAsAdmin,
  waitForHeading,
} from './candidate-submission-support';

// The candidate form's check page on a phone with the largest text: nothing scrolls sideways,
// however long the words the candidate wrote.

const browser = useBrowser();

beforeAll(async () => {
  await signInAsAdmin();
});

describe("the candidate form's check page", () => {
  it('needs no sideways scrolling at 320 px with A++', async () => {
    const { code } = await codeByEmail();
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 320, height: 640 },
    });
    const longWord = 'Vanhustenhuoltopalvelujärjestelmäuudistussuunnitelma';
    const draft = {
      name: 'Aino-Maria Ehdokas-Esimerkkinen',
      age: '68',
      party: 'muu',
      otherParty: `Sitoutumattomien ${longWord}yhdistys`,
      profession: 'Terveydenhuoltoalan erikoissairaanhoitaja',
      votingNumber: '123',
      image: null,
      answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
      justifications: Array.from({ length: 25 }, (_, i) =>
        i % 2 === 0
          ? `${longWord} on tärkeä. https://example.fi/${'hyvin-pitka-osoite-'.repeat(4)}`
          : '',
      ),
    };
    await context.addInitScript(
      ({ key, value }) => {
        localStorage.setItem('text_size', 'x-large');
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      { key: `candidate_form:${code}`, value: JSON.stringify(draft) },
    );
    await page.goto(`/candidate-submission/${code}?vaihe=tarkista`);
    await waitForHeading(page, /Tarkista vastauksesi/);
    await page.getByText('Aino-Maria Ehdokas-Esimerkkinen').first().waitFor();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      wide: [...document.querySelectorAll('main *')]
        .filter(
          (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
        )
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    }));
    expect(overflow).toEqual({ page: 0, wide: [] });
    await expectNoAxeViolations(page, 'check page at 320 px with A++');
    await context.close();
  }, 60_000);
});
