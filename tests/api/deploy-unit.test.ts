import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #38: the systemd unit of docs/deploy.md is hardened, and `systemd-analyze security` (run
// offline on the documented text, where systemd's tools are installed) rates it low.

const root = path.resolve(import.meta.dirname, '../..');

/** The highest overall exposure accepted (systemd's scale: 0 safe … 10 unsafe; ≤ 2.0 is "OK"). */
const MAX_EXPOSURE = 2;

function documentedUnit(): string {
  const doc = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
  const m = /```ini\n# \/etc\/systemd\/system\/vaalikone@\.service\n([\s\S]*?)```/.exec(doc);
  if (!m) throw new Error('docs/deploy.md has no vaalikone@.service block');
  return m[1]!;
}

const analyzer = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
const hasAnalyzer = analyzer.status === 0;

describe('the documented systemd unit', () => {
  it('runs the server unprivileged, read-only outside its data folder', () => {
    const unit = documentedUnit();
    for (const line of [
      'User=vaalikone',
      'NoNewPrivileges=true',
      'ProtectSystem=strict',
      'ProtectHome=true',
      'PrivateTmp=true',
      'ReadWritePaths=/var/lib/vaalikone',
      'StateDirectoryMode=0700',
      'CapabilityBoundingSet=',
      'SystemCallFilter=@system-service',
    ]) {
      expect(unit.split('\n')).toContain(line);
    }
    // Node's JIT and WebAssembly (the embedded database) need writable executable memory.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=/m);
  });

  it.runIf(hasAnalyzer)(`is rated at most ${MAX_EXPOSURE} by systemd-analyze security`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaalikone-unit-'));
    try {
      // An instance of the template, as `systemctl enable vaalikone@3001` makes it.
      const file = path.join(dir, 'vaalikone@3001.service');
      fs.writeFileSync(file, documentedUnit());
      const run = spawnSync(
        'systemd-analyze',
        ['security', '--offline=yes', '--no-pager', `--threshold=${MAX_EXPOSURE * 10}`, file],
        { encoding: 'utf8' },
      );
      const overall = /Overall exposure level for \S+: (\d+(?:\.\d+)?)/.exec(run.stdout);
      expect(overall, run.stderr || run.stdout).not.toBeNull();
      expect(Number(overall![1])).toBeLessThanOrEqual(MAX_EXPOSURE);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
