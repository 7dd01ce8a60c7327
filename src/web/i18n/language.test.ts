import { describe, expect, it } from 'vitest';
import { pathsIn } from '../paths';
import { languageOfPath, withLanguage, withoutLanguage } from './language';

describe('the language in the URL', () => {
  it('is Swedish under /sv and Finnish everywhere else', () => {
    expect(languageOfPath('/sv')).toBe('sv');
    expect(languageOfPath('/sv/091/kysymykset')).toBe('sv');
    expect(languageOfPath('/')).toBe('fi');
    expect(languageOfPath('/091')).toBe('fi');
    expect(languageOfPath('/svx')).toBe('fi');
  });

  it('adds and removes the prefix, keeping the query', () => {
    expect(withLanguage('/', 'sv')).toBe('/sv');
    expect(withLanguage('/?x=1', 'sv')).toBe('/sv?x=1');
    expect(withLanguage('/091/tulokset?nakyma=puolueet', 'sv')).toBe(
      '/sv/091/tulokset?nakyma=puolueet',
    );
    expect(withLanguage('/091', 'fi')).toBe('/091');
    expect(withoutLanguage('/sv')).toBe('/');
    expect(withoutLanguage('/sv/091/kartta')).toBe('/091/kartta');
    expect(withoutLanguage('/091')).toBe('/091');
  });

  it('builds the translated pages in Swedish and leaves the Finnish-only ones', () => {
    const sv = pathsIn('sv');
    expect(sv.home()).toBe('/sv');
    expect(sv.questions('091')).toBe('/sv/091/kysymykset');
    expect(sv.compare('091', [1, 2])).toBe('/sv/091/vertailu?ehdokkaat=1,2');
    expect(sv.candidateSubmission('ABC')).toBe('/sv/candidate-submission/ABC');
    expect(sv.privacy()).toBe('/sv/tietosuoja');
    expect(sv.login()).toBe('/login');
    expect(sv.adminSection('kunnat')).toBe('/admin/kunnat');
    expect(pathsIn('fi').questions('091')).toBe('/091/kysymykset');
  });
});
