import { describe, expect, it } from 'vitest';
import {
  addressFor,
  formatTable,
  median,
  resultTable,
  summarize,
  summarizeOutput,
  targetMet,
  type Round,
  type Row,
} from './bench-load-support';

const round = (okPerSecond: number, p99Ms: number, errors = 0): Round => ({
  okPerSecond,
  p99Ms,
  total: okPerSecond * 10,
  errors,
  statusCounts: errors ? { '200': okPerSecond * 10, '429': errors } : { '200': okPerSecond * 10 },
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives median req/s and p99 of the rounds and sums errors and statuses', () => {
    const side = summarize([round(100, 30, 1), round(300, 10), round(200, 90, 2)]);
    expect(side).toEqual({
      okPerSecond: 200,
      p99Ms: 30,
      errors: 3,
      statusCounts: { '200': 6000, '429': 3 },
    });
  });
});

describe('targetMet', () => {
  const row = (ours: Round, floor: Round): Row => ({
    path: 'GET /x',
    ours: summarize([ours]),
    floor: summarize([floor]),
  });
  const target = { minRatio: 0.5, minPerSecond: 3000, maxP99Ms: 50, maxErrors: 0 };

  it('is met when every bound holds', () => {
    expect(targetMet(row(round(4000, 50), round(8000, 5)), target)).toEqual({
      met: true,
      misses: [],
    });
  });

  it('names every bound that is missed', () => {
    expect(targetMet(row(round(2000, 51, 4), round(8000, 5)), target).misses).toEqual([
      'ratio < 50 %',
      '< 3,000/s',
      'p99 > 50 ms',
      '4 errors',
    ]);
  });
});

describe('tables', () => {
  it('pads columns, left-aligns the first and right-aligns the rest', () => {
    expect(formatTable(['path', 'n'], [['/a', '1,000']])).toBe(
      ['path      n', '----  -----', '/a    1,000'].join('\n'),
    );
  });

  it('prints ours next to the floor with the ratio and the verdict', () => {
    const table = resultTable(
      [{ path: 'GET /x', ours: summarize([round(1500, 20)]), floor: summarize([round(6000, 4)]) }],
      { minRatio: 0.5, minPerSecond: 1000 },
      false,
    );
    expect(table.split('\n')[2]).toBe(
      'GET /x       1,500     20 ms        6,000       4 ms   25 %  no (ratio < 50 %)',
    );
  });
});

describe('addressFor', () => {
  it('gives a different private IPv4 address to each request number', () => {
    expect(addressFor(1)).toBe('10.0.0.2');
    expect(addressFor(255)).toBe('10.0.1.0');
    const seen = new Set(Array.from({ length: 70_000 }, (_, i) => addressFor(i)));
    expect(seen.size).toBe(70_000);
  });
});

describe('summarizeOutput', () => {
  it('counts log lines by level and repeats only error messages', () => {
    const output = [
      JSON.stringify({ level: 40, msg: 'setup link http://x/asennus?token=secret' }),
      JSON.stringify({ level: 50, msg: 'request failed' }),
      JSON.stringify({ level: 50, msg: 'request failed' }),
      'plain text',
    ].join('\n');
    expect(summarizeOutput(output)).toBe('output 1 warn, 2 error, 1 other; errors: request failed');
    expect(summarizeOutput('')).toBe('no output');
  });
});
