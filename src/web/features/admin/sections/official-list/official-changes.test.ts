import { describe, expect, it } from 'vitest';
import { changesOf } from './official-changes';
import { readTextFile } from './read-text-file';

const candidate = {
  first_name: 'Åsa',
  last_name: 'Käsin',
  party: 'SDP',
  candidate_number: 4,
  age: null,
  profession: '',
  language: 'fi' as const,
};

describe('the confirmation of a correction', () => {
  it('lists only the changed fields, in form order, with an empty value as empty', () => {
    expect(
      changesOf(candidate, { ...candidate, age: 70, last_name: 'Korjattu', candidate_number: 4 }),
    ).toEqual([
      { field: 'last_name', label: 'admin.official.field.lastName', from: 'Käsin', to: 'Korjattu' },
      { field: 'age', label: 'admin.official.field.age', from: '', to: '70' },
    ]);
    expect(changesOf(candidate, { ...candidate })).toEqual([]);
  });
});

describe('reading the codes file', () => {
  it('reads UTF-8 with a BOM, and falls back to Windows-1252 as Excel saves it', async () => {
    const utf8 = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), '12;åke@example.fi']);
    expect(await readTextFile(utf8)).toBe('12;åke@example.fi');
    const ansi = new Blob([new Uint8Array([0x31, 0x3b, 0xe5, 0x6b, 0x65])]); // "1;åke", å = E5
    expect(await readTextFile(ansi)).toBe('1;åke');
  });
});
