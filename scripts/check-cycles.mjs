// Fails when modules under src/ import each other in a cycle (runtime imports only; `import type`
// is erased). Part of `npm run lint`. A small script instead of import-x/no-cycle: that plugin's
// native resolver cannot be installed from every registry mirror (see docs/decisions/0010).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(root, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

// `#core/x`, `#server/x` and `#web/x` are the package's subpath imports (package.json "imports").
function resolve(from, spec) {
  const base = spec.startsWith('#')
    ? path.join(srcDir, spec.slice(1))
    : path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    ...EXTENSIONS.map((x) => base + x),
    ...EXTENSIONS.map((x) => path.join(base, 'index' + x)),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Static imports and re-exports, minus type-only ones.
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

const graph = new Map();
for (const file of listFiles(srcDir)) {
  const text = fs.readFileSync(file, 'utf8');
  const deps = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[2]) continue; // import type / export type
    const clause = m[3] ?? '';
    if (
      /^\{[^}]*\}$/.test(clause.trim()) &&
      clause
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((s) => s.startsWith('type'))
    )
      continue;
    const spec = m[4] ?? m[5];
    if (!spec?.startsWith('.') && !spec?.startsWith('#')) continue;
    const target = resolve(file, spec);
    if (target && /\.(ts|tsx)$/.test(target)) deps.push(target);
  }
  graph.set(file, deps);
}

// Tarjan's strongly connected components: any component with more than one module is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function strongConnect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!meta.has(w)) {
      strongConnect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!meta.has(v)) strongConnect(v);

if (cycles.length) {
  console.error(`Import cycles found (${cycles.length}):`);
  for (const c of cycles)
    console.error(`  ${c.map((f) => path.relative(root, f)).join('\n    ↔ ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${graph.size} modules.`);
