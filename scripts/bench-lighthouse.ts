// npm run bench:lighthouse: Lighthouse (mobile preset: a mid-range phone, slow 4G, 4× CPU
// slowdown, simulated) on the voter pages of a production build, in the tests' Chromium
// (scripts/test-chromium.ts: CHROMIUM_PATH, else the one from npm).
// Prints performance, accessibility and cumulative layout shift (CLS) per page, the median of
// BENCH_LIGHTHOUSE_RUNS runs (default 3), next to the targets: performance ≥ 95, accessibility
// 100, CLS < 0.1. The server starts on a fresh data directory in demo mode (generated
// candidates). Not part of npm test; lighthouse is a devDependency.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuilt, formatTable, median, startOurServer } from './bench-load-support';
import { CHROMIUM_ARGS, chromiumExecutable } from './test-chromium';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = { performance: 95, accessibility: 100, cls: 0.1 };

/** Answers to all 25 statements on this device, so the results page has something to show. */
const ANSWERS = JSON.stringify({
  answers: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [i + 1, (i % 5) + 1])),
  current: 24,
});

const PAGES: { name: string; path: string; answers?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'statement', path: '/837/kysymykset?kysymys=1' },
  { name: 'results', path: '/837/tulokset', answers: true },
  { name: 'privacy', path: '/tietosuoja' },
];

interface Scores {
  performance: number;
  accessibility: number;
  cls: number;
}

async function audit(port: number, origin: string, page: (typeof PAGES)[number]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  try {
    const tab = await browser.newPage();
    // Lighthouse clears the origin's storage first unless told not to; the results page needs
    // the answers, so they are put in place and kept.
    if (page.answers) {
      await tab.goto(`${origin}/tietosuoja`);
      await tab.evaluate((value) => localStorage.setItem('answers:837', value), ANSWERS);
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: page.answers === true,
    };
    const result = await lighthouse(`${origin}${page.path}`, flags, undefined, tab);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${page.path}: ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(`${origin}${page.path}`).pathname) {
      throw new Error(`${page.path} ended at ${finalDisplayedUrl}`);
    }
    await tab.close();
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    } satisfies Scores;
  } finally {
    await browser.disconnect();
  }
}

ensureBuilt();
const server = await startOurServer();
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumExecutable(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
});
const rows: string[][] = [];
let allMet = true;
try {
  for (const page of PAGES) {
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, server.origin, page));
    const performance = median(runs.map((r) => r.performance));
    const accessibility = median(runs.map((r) => r.accessibility));
    const cls = median(runs.map((r) => r.cls));
    const met =
      performance >= TARGET.performance &&
      accessibility >= TARGET.accessibility &&
      cls < TARGET.cls;
    allMet &&= met;
    rows.push([
      page.name,
      page.path,
      String(performance),
      String(accessibility),
      cls.toFixed(3),
      runs.map((r) => String(r.performance)).join(' '),
      met ? 'ok' : 'MISS',
    ]);
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(
  `\nLighthouse ${String(RUNS)} run(s) per page, mobile preset, median; target: performance ≥ ${String(TARGET.performance)}, accessibility ${String(TARGET.accessibility)}, CLS < ${String(TARGET.cls)}`,
);
console.log(
  formatTable(
    ['page', 'path', 'performance', 'accessibility', 'CLS', 'performance per run', 'target'],
    rows,
  ),
);
if (!allMet) process.exitCode = 1;
