// npm run bench:bundle: the size budget of the voter pages.
//
// For each voter route it adds up the JavaScript a first visit loads before the page shows: the
// entry chunk of dist/web/index.html and its static imports, plus the route's lazy chunk and its
// static imports (from the Vite manifest, dist/web/.vite/manifest.json), plus the Finnish message
// catalogs the route loads beside it (src/web/locales/fi/*.json, each its own chunk). Each file is gzipped
// on its own (node:zlib) and the sizes are summed. It fails (exit 1) when a route is over the
// budget or pulls in admin or chart code. It also prints the journey home → municipality → first
// statement: the files of those three pages together, each counted once, as a browser that keeps
// what it fetched loads them, against its own target. Builds the web app first when there is no
// build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'dist', 'web');
const manifestPath = path.join(webDir, '.vite', 'manifest.json');
const indexPath = path.join(webDir, 'index.html');

const BUDGET_KB = 120;
/** The journey home → municipality → first statement, each file counted once. */
const JOURNEY_BUDGET_KB = 125;
const JOURNEY = ['/', '/{municipalityId}', '/{municipalityId}/kysymykset'];
const KB = 1000; // as Vite reports sizes

const HOME = ['common', 'home'];
const VOTER = ['common', 'voter'];
const RESULTS = ['common', 'results'];
const COMPARE = ['common', 'results', 'compare'];
const MAP = ['common', 'map'];
const COMMON = ['common'];
/** Each route's module and the message catalogs it loads (src/web/router.tsx, in Finnish). */
const ROUTES = [
  { path: '/', module: 'src/web/routes/home-route.tsx', catalogs: HOME },
  { path: '/{municipalityId}', module: 'src/web/routes/municipality-route.tsx', catalogs: VOTER },
  {
    path: '/{municipalityId}/kysymykset',
    module: 'src/web/routes/questions-route.tsx',
    catalogs: VOTER,
  },
  {
    path: '/{municipalityId}/tarkista',
    module: 'src/web/routes/review-route.tsx',
    catalogs: VOTER,
  },
  {
    path: '/{municipalityId}/tulokset',
    module: 'src/web/routes/results-route.tsx',
    catalogs: RESULTS,
  },
  {
    path: '/{municipalityId}/vertailu',
    module: 'src/web/routes/compare-route.tsx',
    catalogs: COMPARE,
  },
  {
    path: '/{municipalityId}/kartta',
    module: 'src/web/routes/value-map-route.tsx',
    catalogs: MAP,
  },
  { path: '/tietosuoja', module: 'src/web/routes/privacy-route.tsx', catalogs: COMMON },
  { path: '/saavutettavuus', module: 'src/web/routes/accessibility-route.tsx', catalogs: COMMON },
];

/** Code a voter must never download: admin screens and the chart library with its helpers. */
const FORBIDDEN_MODULES = [
  { label: 'admin code', pattern: /[\\/]src[\\/]web[\\/]features[\\/](admin|statistics)[\\/]/ },
  {
    label: 'admin route',
    pattern: /[\\/]src[\\/]web[\\/]routes[\\/](municipality-)?admin-route\./,
  },
  {
    label: 'chart code',
    pattern: /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+)[\\/]/,
  },
];

function buildWeb() {
  console.log('Building the app (npm run build)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(result.status ?? 1);
  }
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The module scripts index.html starts with, as paths relative to dist/web. */
function entryScripts(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)];
  return scripts.map((match) => match[1].replace(/^\//, ''));
}

/** A manifest chunk and everything it imports statically (what loads before it runs). */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Chunk ${key} is missing from the Vite manifest.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

function cssOf(manifest, keys) {
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const file of chunk?.css ?? []) css.add(file);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return css;
}

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const body = fs.readFileSync(path.join(webDir, file));
    gzipCache.set(file, { raw: body.length, gzip: gzipSync(body).length });
  }
  return gzipCache.get(file);
}

/**
 * The manifest says which chunk a route loads, not which modules a chunk holds. A second,
 * in-memory build with the same configuration gives every chunk's module ids; its file names
 * match dist/web exactly when dist/web is up to date.
 */
async function moduleIdsByFile() {
  const { build } = await import('vite');
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
  const map = new Map();
  for (const item of outputs) if (item.type === 'chunk') map.set(item.fileName, item.moduleIds);
  return map;
}

function measure(manifest, html) {
  const entryFiles = entryScripts(html);
  const entryKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry && entryFiles.includes(manifest[key].file),
  );
  if (entryKeys.length === 0) throw new Error('No entry chunk of index.html in the manifest.');

  return ROUTES.map((route) => {
    if (!manifest[route.module]) {
      throw new Error(`${route.module} is not a lazy chunk in the manifest (route ${route.path}).`);
    }
    const entryOnly = new Set();
    for (const key of entryKeys) staticClosure(manifest, key, entryOnly);
    const files = staticClosure(manifest, route.module, new Set(entryOnly));
    for (const area of route.catalogs) {
      staticClosure(manifest, `src/web/locales/fi/${area}.json`, files);
    }
    const js = [...files].filter((file) => file.endsWith('.js'));
    const css = [...cssOf(manifest, [...entryKeys, route.module])];
    const total = (list, kind) => list.reduce((sum, file) => sum + sizes(file)[kind], 0);
    return {
      ...route,
      js,
      entryGzip: total(
        [...entryOnly].filter((file) => file.endsWith('.js')),
        'gzip',
      ),
      raw: total(js, 'raw'),
      gzip: total(js, 'gzip'),
      cssGzip: total(css, 'gzip'),
    };
  });
}

async function main() {
  if (!fs.existsSync(indexPath) || !fs.existsSync(manifestPath)) buildWeb();
  if (!fs.existsSync(manifestPath)) {
    console.error(
      'dist/web/.vite/manifest.json is missing: set build.manifest: true in vite.config.ts.',
    );
    process.exit(1);
  }

  let results = measure(readJson(manifestPath), fs.readFileSync(indexPath, 'utf8'));
  let modules = await moduleIdsByFile();
  if (results.some((route) => route.js.some((file) => !modules.has(file)))) {
    console.log('dist/web is older than the sources.');
    buildWeb();
    gzipCache.clear();
    results = measure(readJson(manifestPath), fs.readFileSync(indexPath, 'utf8'));
    modules = await moduleIdsByFile();
  }

  const failures = [];
  const rows = results.map((route) => {
    const forbidden = new Set();
    for (const file of route.js) {
      for (const id of modules.get(file) ?? []) {
        for (const rule of FORBIDDEN_MODULES) {
          if (rule.pattern.test(id)) forbidden.add(`${rule.label}: ${path.relative(root, id)}`);
        }
      }
    }
    const kb = route.gzip / KB;
    const problems = [];
    if (kb > BUDGET_KB) problems.push(`over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`);
    if (forbidden.size > 0) problems.push(...forbidden);
    if (problems.length > 0) failures.push({ route: route.path, problems });
    return {
      route: route.path,
      'JS files': route.js.length,
      'JS kB': (route.raw / KB).toFixed(1),
      'JS kB gzip': kb.toFixed(1),
      'CSS kB gzip': (route.cssGzip / KB).toFixed(1),
      [`≤ ${String(BUDGET_KB)} kB, no admin/charts`]: problems.length === 0 ? 'ok' : 'FAIL',
    };
  });

  console.log(
    `\nJavaScript loaded first on each voter page (budget ${String(BUDGET_KB)} kB gzip):`,
  );
  console.table(rows);
  const entryKb = (results[0]?.entryGzip ?? 0) / KB;
  console.log(
    `The entry chunk and its imports, shared by every page: ${entryKb.toFixed(1)} kB gzip.`,
  );
  const journey = new Set(
    results.filter((route) => JOURNEY.includes(route.path)).flatMap((route) => route.js),
  );
  const journeyKb = [...journey].reduce((sum, file) => sum + sizes(file).gzip, 0) / KB;
  const journeyMet = journeyKb <= JOURNEY_BUDGET_KB;
  console.log(
    `Home → municipality → first statement, every file once (${String(journey.size)} files): ` +
      `${journeyKb.toFixed(1)} kB gzip (target ≤ ${String(JOURNEY_BUDGET_KB)} kB: ` +
      `${journeyMet ? 'met' : 'NOT met'}).`,
  );
  if (!journeyMet) {
    failures.push({
      route: JOURNEY.join(' → '),
      problems: [`over the journey target by ${(journeyKb - JOURNEY_BUDGET_KB).toFixed(1)} kB`],
    });
  }
  if (failures.length > 0) {
    for (const failure of failures) {
      console.error(`${failure.route}:\n  ${failure.problems.join('\n  ')}`);
    }
    process.exit(1);
  }
  console.log('All voter pages are within the budget.');
}

await main();
