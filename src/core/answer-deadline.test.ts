import { describe, expect, it } from 'vitest';
import { answeringEnded, helsinkiTimeToDate } from './answer-deadline';

describe('helsinkiTimeToDate', () => {
  it('reads winter time as UTC+2 and summer time as UTC+3', () => {
    expect(helsinkiTimeToDate('2026-01-15T16:00')?.toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(helsinkiTimeToDate('2026-04-01T16:00')?.toISOString()).toBe('2026-04-01T13:00:00.000Z');
  });

  it('handles the nights the clocks change', () => {
    // 25 Oct 2026: 04:00 summer time becomes 03:00 winter time; 03:30 happens twice.
    expect(helsinkiTimeToDate('2026-10-25T02:30')?.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(helsinkiTimeToDate('2026-10-25T05:00')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    // 29 Mar 2026: 03:00 winter time becomes 04:00 summer time.
    expect(helsinkiTimeToDate('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(helsinkiTimeToDate('2026-03-29T05:00')?.toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('gives null for no deadline or a malformed one', () => {
    expect(helsinkiTimeToDate('')).toBeNull();
    expect(helsinkiTimeToDate('2026-04-01')).toBeNull();
    expect(helsinkiTimeToDate('huomenna')).toBeNull();
  });
});

describe('answeringEnded', () => {
  it('is false without a deadline and turns true at the deadline itself', () => {
    expect(answeringEnded('')).toBe(false);
    const deadline = '2026-04-01T16:00';
    expect(answeringEnded(deadline, new Date('2026-04-01T12:59:59.999Z'))).toBe(false);
    expect(answeringEnded(deadline, new Date('2026-04-01T13:00:00.000Z'))).toBe(true);
  });
});
