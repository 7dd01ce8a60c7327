import { describe, expect, it } from 'vitest';
import { failuresOf, parseStressArgs, tally } from './test-stress-report';

describe('test:stress options', () => {
  it('runs the unit and component projects 5 times beside 2 busy processes by default', () => {
    expect(parseStressArgs([])).toEqual({ runs: 5, busy: 2, projects: ['unit', 'web'], files: [] });
  });

  it('takes runs and busy processes from the environment, and the command line over it', () => {
    expect(parseStressArgs([], { STRESS_RUNS: '20', STRESS_BUSY: '0' })).toMatchObject({
      runs: 20,
      busy: 0,
    });
    expect(parseStressArgs(['--runs', '3', '--busy=1'], { STRESS_RUNS: '20' })).toMatchObject({
      runs: 3,
      busy: 1,
    });
  });

  it('picks projects and test files', () => {
    expect(
      parseStressArgs(['--project', 'web', 'src/web/i18n', '--project=unit', 'voter']),
    ).toEqual({ runs: 5, busy: 2, projects: ['web', 'unit'], files: ['src/web/i18n', 'voter'] });
  });

  it('refuses what it cannot run', () => {
    expect(() => parseStressArgs(['--runs', '0'])).toThrow('--runs must be a whole number');
    expect(() => parseStressArgs(['--runs'])).toThrow('--runs must be a whole number');
    expect(() => parseStressArgs([], { STRESS_RUNS: 'many' })).toThrow('STRESS_RUNS');
    expect(() => parseStressArgs(['--busy', '-1'])).toThrow('--busy must be a whole number');
    expect(() => parseStressArgs(['--project'])).toThrow('--project needs a project name');
    expect(() => parseStressArgs(['--run', '3'])).toThrow('Unknown option --run');
  });
});

describe("test:stress reading Vitest's JSON report", () => {
  const root = '/repo';

  it('names each failed test with its file, and a file that failed outside its tests', () => {
    const report = {
      numPassedTests: 7,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/src/web/i18n/language-switch.test.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'the language switch shows Swedish', title: 'x', status: 'passed' },
            {
              fullName: 'the language switch opens the same page',
              title: 'opens the same page',
              status: 'failed',
            },
          ],
        },
        {
          name: '/repo/src/core/matching.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing\n  at somewhere',
          assertionResults: [],
        },
        { name: '/repo/src/core/ok.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(failuresOf(report, root)).toEqual({
      passed: 7,
      failures: [
        'src/web/i18n/language-switch.test.tsx › the language switch opens the same page',
        'src/core/matching.test.ts (Failed to load url ./missing)',
      ],
    });
  });

  it('counts a green report as no failures', () => {
    expect(failuresOf({ numPassedTests: 3, testResults: [] }, root)).toEqual({
      passed: 3,
      failures: [],
    });
  });

  it('counts in how many runs each test failed, most frequent first', () => {
    expect(
      tally([
        { passed: 1, failures: ['b', 'a'] },
        { passed: 2, failures: [] },
        { passed: 1, failures: ['a', 'a'] },
      ]),
    ).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
