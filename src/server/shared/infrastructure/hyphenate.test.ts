import { describe, expect, it } from 'vitest';
import { hyphenateFi, SOFT_HYPHEN } from './hyphenate';

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

describe('hyphenateFi', () => {
  it('puts soft hyphens at Finnish syllable boundaries of long words', () => {
    expect(shown(hyphenateFi('Terveyskeskuksessa'))).toBe('Ter|veys|kes|kuk|ses|sa');
    expect(shown(hyphenateFi('eläkeläisjärjestöjä'))).toBe('elä|ke|läis|jär|jes|tö|jä');
  });

  it('leaves short words, numbers and punctuation alone, and changes nothing else', () => {
    const text = 'Kunta maksaa 1 000 euroa, ei enempää.';
    expect(hyphenateFi(text)).toBe(text);
    const long = 'Vanhustenhoidon hoitajapulaa saa helpottaa.';
    expect(hyphenateFi(long).replaceAll(SOFT_HYPHEN, '')).toBe(long);
  });
});
