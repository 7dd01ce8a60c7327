/**
 * At most `max` holders at a time; the others wait in arrival order (never refused). `active`
 * and `peak` let tests and logs see how many ran at once.
 */
export function createSemaphore(max: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ active, peak, waiting: waiting.length }),
    resetPeak: () => {
      peak = active;
    },
  };
}
