import fs from 'node:fs';
import { acquireDataDirLock, DataDirLockedError } from '#server/db/data-dir-lock';

// A separate process for the DATA_DIR lock tests: node --import tsx tests/data-dir-lock-holder.ts
// DATA_DIR RESULT_FILE [GO_FILE]. Waits for GO_FILE (when given) to exist, tries to take the lock
// and writes "won" or "locked" to RESULT_FILE. A winner keeps the lock until it is killed.

const [dataDir, resultFile, goFile] = process.argv.slice(2) as [string, string, string?];
const pause = new Int32Array(new SharedArrayBuffer(4));
/** Written aside, then renamed: the reader never sees the file half-written. */
const report = (outcome: string) => {
  fs.writeFileSync(`${resultFile}.tmp`, outcome);
  fs.renameSync(`${resultFile}.tmp`, resultFile);
};
if (goFile) {
  fs.writeFileSync(`${resultFile}.ready`, '');
  while (!fs.existsSync(goFile)) Atomics.wait(pause, 0, 0, 2);
}
try {
  acquireDataDirLock(dataDir);
  report('won');
  setInterval(() => {}, 60_000); // hold the lock until killed
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  report('locked');
}
