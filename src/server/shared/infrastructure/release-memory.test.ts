import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryLater } from './release-memory';

afterEach(() => {
  vi.useRealTimers();
});

describe('releaseMemoryLater', () => {
  it('collects once, 2 s after the last of a burst of builds', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    releaseMemoryLater(collect);
    vi.advanceTimersByTime(1500);
    releaseMemoryLater(collect);
    vi.advanceTimersByTime(1500);
    releaseMemoryLater(collect);
    vi.advanceTimersByTime(1999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("runs V8's full collection without a command-line flag", () => {
    expect(process.execArgv).not.toContain('--expose-gc');
    vi.useFakeTimers();
    releaseMemoryLater();
    // The default collector takes `gc` at run time and runs it here; it must not throw.
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
  });
});
