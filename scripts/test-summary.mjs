// Prints "tests: N passed, N failed" over the Vitest JSON reports written in CI.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/reports';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
