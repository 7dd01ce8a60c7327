import { describe, expect, it } from 'vitest';
import { parseStepLocation, screenKey, stepNumber, stepUrl } from './steps';

const parse = (query: string) => parseStepLocation(new URLSearchParams(query));

describe('the steps in the URL', () => {
  it('builds step URLs under the code', () => {
    expect(stepUrl(undefined, { step: 'koodi' })).toBe('/candidate-submission');
    expect(stepUrl('ABCD2345', { step: 'koodi' })).toBe('/candidate-submission/ABCD2345');
    expect(stepUrl('ABCD2345', { step: 'perustiedot' })).toBe(
      '/candidate-submission/ABCD2345?vaihe=perustiedot',
    );
    expect(stepUrl('ABCD2345', { step: 'vastaukset', page: 1 })).toBe(
      '/candidate-submission/ABCD2345?vaihe=vastaukset',
    );
    expect(
      stepUrl('ABCD2345', { step: 'vastaukset', page: 3, returnToCheck: true, focus: 'answer-7' }),
    ).toBe('/candidate-submission/ABCD2345?vaihe=vastaukset&sivu=3&palaa=tarkista&kohta=answer-7');
  });

  it('reads back what it wrote', () => {
    const url = stepUrl('ABCD2345', {
      step: 'perustiedot',
      returnToCheck: true,
      focus: 'candidate-age',
    });
    expect(parse(url.split('?')[1]!)).toEqual({
      step: 'perustiedot',
      page: 1,
      returnToCheck: true,
      focus: 'candidate-age',
    });
  });

  it('falls back to the code step and page 1 on anything unexpected', () => {
    expect(parse('vaihe=jotain&sivu=x&kohta=<script>')).toEqual({
      step: 'koodi',
      page: 1,
      returnToCheck: false,
      focus: null,
    });
    expect(parse('vaihe=vastaukset&sivu=0').page).toBe(1);
  });

  it('numbers the four steps and keys every screen', () => {
    expect(stepNumber('koodi')).toBe(1);
    expect(stepNumber('tarkista')).toBe(4);
    expect(screenKey(parse('vaihe=vastaukset&sivu=2'))).toBe('vastaukset-2');
    expect(screenKey(parse('vaihe=tarkista'))).toBe('tarkista');
  });
});
