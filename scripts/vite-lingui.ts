// A Vite plugin that compiles the message catalogs (src/web/locales/{language}/{area}.json, ICU
// MessageFormat) to Lingui's runtime form at build time, so the browser needs no message parser:
// "{count, plural, one {# ehdokas} other {# ehdokasta}}" becomes the small JSON structure that
// @lingui/core interpolates. The output is still JSON; Vite makes it a module as usual.
import fs from 'node:fs/promises';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]web[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;

/** A catalog's messages compiled one by one (throws on a malformed ICU message). */
export function compileCatalog(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (cause) {
      throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat`, { cause });
    }
  }
  return JSON.stringify(compiled);
}

export function linguiCatalogs(): Plugin {
  return {
    name: 'vaalikone-lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      return { code: compileCatalog(code, file), map: null };
    },
  };
}

/**
 * The page shell for Swedish URLs: dist/web/index.sv.html, index.html with `<html lang="sv">`
 * and its title, description and no-JavaScript notice in Swedish. The server sends it for "/sv"
 * and "/sv/…" (src/server/static.ts), so the language is right before any script runs. Written
 * before the precompress plugin's closeBundle, which then compresses it like the rest.
 */
const SWEDISH_SHELL: [from: RegExp, to: string][] = [
  [/<html lang="fi">/, '<html lang="sv">'],
  [
    /content="Eläkeläisten vaalikone auttaa[^"]*"/,
    'content="Pensionärernas valkompass hjälper dig att i kommunalvalet hitta en kandidat vars åsikter ligger nära dina egna."',
  ],
  [/<title>[^<]*<\/title>/, '<title>Pensionärernas valkompass</title>'],
  [/<h1>Eläkeläisten vaalikone<\/h1>/, '<h1>Pensionärernas valkompass</h1>'],
  [
    /<p>\s*Vaalikone tarvitsee toimiakseen JavaScriptin\.[^<]*<\/p>/,
    '<p>Valkompassen behöver JavaScript för att fungera. Slå på JavaScript i webbläsarens inställningar och ladda sedan sidan på nytt.</p>',
  ],
];

export function swedishShell(): Plugin {
  let outDir = '';
  return {
    name: 'vaalikone-swedish-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      let html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const [from, to] of SWEDISH_SHELL) {
        if (!from.test(html)) throw new Error(`index.html no longer contains ${String(from)}`);
        html = html.replace(from, to);
      }
      await fs.writeFile(path.join(outDir, 'index.sv.html'), html);
    },
  };
}
