import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/vite-lingui';
import { areasIn, CATALOG_AREAS, FINNISH_ONLY_AREAS } from './catalog-areas';
import { loadCatalogs, type CatalogArea } from './catalogs';
import { LANGUAGES } from './language';

// The message catalogs (src/web/locales/{language}/{area}.json) against each other and the code:
// every key in both languages, no key that no code uses, valid ICU with the same placeholders.

const webDir = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(webDir, 'locales');

function readCatalog(language: string, area: string): Record<string, string> {
  const file = path.join(localesDir, language, `${area}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Every source file of the web app except tests and the catalogs themselves. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The argument names of an ICU message ("{count, plural, …}" → "count"), tags included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  it('has a catalog file for every language and area, and no other', () => {
    for (const language of LANGUAGES) {
      const files = fs.readdirSync(path.join(localesDir, language)).sort();
      expect(files, language).toEqual(
        areasIn(language)
          .map((area) => `${area}.json`)
          .sort(),
      );
    }
  });

  it('names the Finnish-only areas so that their loader patterns find them', () => {
    // The globs of catalogs.ts and finnish-only-loaders.ts: selko.json, auth.json, admin*.json.
    for (const area of FINNISH_ONLY_AREAS) {
      expect(area).toMatch(/^(selko|auth|admin(-[a-z-]+)?)$/);
    }
    for (const area of CATALOG_AREAS.filter((a) => !FINNISH_ONLY_AREAS.some((f) => f === a))) {
      expect(area).not.toMatch(/^(selko|auth|admin)/);
    }
  });

  it('refuses the Swedish catalog of a Finnish-only area, and loads its Finnish one', async () => {
    for (const area of ['admin', 'admin-users', 'auth', 'selko'] as const) {
      await expect(loadCatalogs('sv', [area])).rejects.toThrow(`No message catalog sv/${area}`);
    }
    await expect(loadCatalogs('fi', ['admin-users'])).resolves.toBeUndefined();
  });

  /** The languages that have `area`: all of them, or Finnish alone for a Finnish-only area. */
  const languagesOf = (area: string) =>
    LANGUAGES.filter((language) => (areasIn(language) as readonly string[]).includes(area));

  it.each<CatalogArea>(CATALOG_AREAS)('%s: the same keys in every language, none empty', (area) => {
    const languages = languagesOf(area);
    const [first, ...others] = languages.map((language) => readCatalog(language, area));
    const keys = Object.keys(first ?? {}).sort();
    for (const [index, other] of others.entries()) {
      const language = languages[index + 1] ?? '';
      expect(Object.keys(other).sort(), `keys of ${language}/${area}.json`).toEqual(keys);
    }
    for (const language of languages) {
      const empty = Object.entries(readCatalog(language, area)).filter(([, m]) => m.trim() === '');
      expect(empty, `${language}/${area}.json`).toEqual([]);
    }
  });

  it.each<CatalogArea>(CATALOG_AREAS)(
    '%s: valid ICU, the same placeholders in every language',
    (area) => {
      const catalogs = languagesOf(area).map(
        (language) => [language, readCatalog(language, area)] as const,
      );
      for (const [language, messages] of catalogs) {
        expect(() =>
          compileCatalog(JSON.stringify(messages), `${language}/${area}.json`),
        ).not.toThrow();
      }
      const [, finnish] = catalogs[0] ?? ['fi', {}];
      for (const [id, message] of Object.entries(finnish)) {
        for (const [language, messages] of catalogs.slice(1)) {
          expect(argumentsOf(messages[id] ?? ''), `${language}: ${id}`).toEqual(
            argumentsOf(message),
          );
        }
      }
    },
  );

  it('has no key that no code uses (ids are written out in full in the code)', () => {
    const code = sourceFiles(webDir)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const unused = CATALOG_AREAS.flatMap((area) =>
      Object.keys(readCatalog('fi', area)).filter(
        (id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`),
      ),
    );
    expect(unused).toEqual([]);
  });
});
