import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

describe('createSemaphore', () => {
  it('runs at most max tasks at once; the others wait their turn and all finish', async () => {
    const slots = createSemaphore(2);
    const gates: (() => void)[] = [];
    const started: number[] = [];
    const runs = [0, 1, 2, 3, 4].map((i) =>
      slots.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(i);
            gates[i] = () => resolve(i);
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.stats()).toEqual({ active: 2, peak: 2, waiting: 3 });

    gates[1]!();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.stats()).toMatchObject({ active: 2, waiting: 2 });

    for (const i of [0, 2, 3, 4]) {
      while (!gates[i]) await Promise.resolve();
      gates[i]!();
      await runs[i];
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(slots.stats()).toEqual({ active: 0, peak: 2, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const slots = createSemaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('rikki')))).rejects.toThrow('rikki');
    expect(await slots.run(() => Promise.resolve('ok'))).toBe('ok');
    expect(slots.stats().active).toBe(0);
  });
});
