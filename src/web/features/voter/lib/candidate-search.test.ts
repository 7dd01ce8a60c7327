import { describe, expect, it } from 'vitest';
import { searchMatcher } from './candidate-search';

const people = [
  { name: 'Maija Virtanen', voting_number: 12 },
  { name: 'Matti Mäkinen', voting_number: 123 },
  { name: 'Åsa Öberg', voting_number: null },
];
const found = (query: string) => people.filter(searchMatcher(query)).map((p) => p.name);

describe('searchMatcher', () => {
  it('finds by a part of the name, any case, words in any order', () => {
    expect(found('virtanen')).toEqual(['Maija Virtanen']);
    expect(found('VIRTANEN maija')).toEqual(['Maija Virtanen']);
    expect(found('ma')).toEqual(['Maija Virtanen', 'Matti Mäkinen']);
  });

  it('ignores accents either way', () => {
    expect(found('makinen')).toEqual(['Matti Mäkinen']);
    expect(found('Mäkinen')).toEqual(['Matti Mäkinen']);
    expect(found('asa oberg')).toEqual(['Åsa Öberg']);
  });

  it('takes a number alone as the candidate number, exactly', () => {
    expect(found('12')).toEqual(['Maija Virtanen']);
    expect(found(' 123 ')).toEqual(['Matti Mäkinen']);
    expect(found('1')).toEqual([]);
  });

  it('matches everyone when empty and no one when nothing fits', () => {
    expect(found('  ')).toHaveLength(3);
    expect(found('Korhonen')).toEqual([]);
  });
});
