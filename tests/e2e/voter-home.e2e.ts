import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import { focusedElement, horizontalOverflow, tabTo } from './voter-support';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('choosing the municipality', () => {
  it('shows a few municipalities as large links: keyboard, 320 px and forced colours', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Valitse kuntasi' });
    await list.waitFor();
    expect(await page.getByRole('combobox').count()).toBe(0);
    const names = await list.getByRole('link').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Helsinki', 'Tampere', 'Turku']));
    expect(names.length).toBeLessThanOrEqual(12);
    await expectNoAxeViolations(page, 'home with municipality links');

    // Large targets.
    for (const box of await list
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      )) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }

    await page.setViewportSize({ width: 320, height: 640 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.emulateMedia({ forcedColors: 'active' });
    await expectNoAxeViolations(page, 'home links, 320 px, forced colours');
    // In forced colours each link keeps a visible border.
    const border = await list
      .getByRole('link')
      .first()
      .evaluate((link) => getComputedStyle(link).borderTopStyle);
    expect(border).not.toBe('none');
    await page.emulateMedia({ forcedColors: 'none' });

    // Keyboard only: Tab to Turku, Enter.
    await tabTo(page, 'the Turku link', (f) => f.tag === 'a' && f.text === 'Turku');
    expect((await focusedElement(page)).text).toBe('Turku');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/853');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Turku');
    await context.close();
  });

  it('keeps the search field when many municipalities take part', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.route('**/api/municipalities', async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as { municipality_id: string; name: string }[];
      const extra = Array.from({ length: 12 }, (_, i) => ({
        municipality_id: `testikunta-${String(i + 1)}`,
        name: `Testikunta ${String(i + 1)}`,
        name_sv: null,
        is_custom: true,
      }));
      await route.fulfill({ response, json: [...real, ...extra] });
    });
    await page.goto('/');
    const combo = page.getByRole('combobox', { name: 'Valitse kuntasi' });
    await combo.waitFor();
    expect(await page.getByRole('list', { name: 'Valitse kuntasi' }).count()).toBe(0);
    await combo.fill('tam');
    await page.getByRole('option', { name: 'Tampere' }).click();
    await page.getByRole('button', { name: 'Aloita', exact: true }).click();
    await page.waitForURL('**/837');
    await context.close();
  });
});
