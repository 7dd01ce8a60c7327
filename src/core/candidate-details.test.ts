import { describe, expect, it } from 'vitest';
import { fromDetailsFile, readDetailsText } from './candidate-details';
import { serializeDetailsFile, type DetailsFile } from './candidate-list';

const file = (count: number): DetailsFile => ({
  rows: Array.from({ length: count }, (_, i) => [
    i + 1,
    i % 2 ? 'sairaanhoitaja' : '',
    i % 3 ? 'fi' : 'sv',
    // Texts with what JSON must escape: quotes, a line break, a backslash, non-ASCII.
    i % 4 ? [`Perustelu "${String(i)}"\ntoinen rivi \\ äöå`, '', 'Kolmas.'] : [],
  ]),
});

describe('the details file, one row per line', () => {
  it('is one JSON document with each row on a line of its own', () => {
    const details = file(3);
    const text = serializeDetailsFile(details);
    expect(JSON.parse(text)).toEqual(details);
    expect(text.split('\n')).toHaveLength(3 + 2);
    expect(text.split('\n')[0]).toBe('{"rows":[');
  });

  it('reads back into what the whole-file reader gives, an empty file included', async () => {
    for (const count of [0, 1, 5, 1200]) {
      const details = file(count);
      expect(await readDetailsText(serializeDetailsFile(details))).toEqual(
        fromDetailsFile(details),
      );
    }
  });

  it('reads a compact JSON file (another layout) in one piece', async () => {
    const details = file(4);
    expect(await readDetailsText(JSON.stringify(details))).toEqual(fromDetailsFile(details));
  });

  it('pauses between slices of a large file, and not for a small one', async () => {
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    await readDetailsText(serializeDetailsFile(file(3)), pause);
    expect(pauses).toBe(0);
    // Enough rows that reading them takes well over one slice of 8 ms.
    const big = file(60_000);
    const read = await readDetailsText(serializeDetailsFile(big), pause);
    expect(read.size).toBe(60_000);
    expect(pauses).toBeGreaterThan(0);
  });
});
