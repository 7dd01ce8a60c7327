import { describe, expect, it } from 'vitest';
import { checkTranscript, parseTranscript } from './transcript';

const statements = [
  'Ter\u00ADveys\u00ADkes\u00ADkuk\u00ADses\u00ADsa pitää päästä lääkärille.',
  'Asiakasmaksuja saa korottaa.',
  'Hammashoidon jonoja pitää lyhentää.',
];

const rules = (text: string) =>
  checkTranscript(parseTranscript(text), { statements }).map((problem) => problem.rule);

describe('screen-reader transcript checks', () => {
  it('reads steps, keys, checks and utterances without the voice-language markers', () => {
    const steps = parseTranscript(
      [
        '### 4l S2: Return  [keys: Return]  [expect: page]',
        '  > [lang=fi]',
        '  > return ',
        '  > Hammashoidon jonoja pitää lyhentää. heading level 1.',
      ].join('\n'),
    );
    expect(steps).toEqual([
      {
        label: '4l S2: Return',
        keys: ['Return'],
        expect: ['page'],
        said: ['return', 'Hammashoidon jonoja pitää lyhentää. heading level 1.'],
      },
    ]);
  });

  it('passes a statement read as the one announced', () => {
    const text = [
      '### next  [keys: Return]  [expect: page]',
      '  > Hammashoidon jonoja pitää lyhentää. heading level 1.',
      '  > Väittämä 3, yhteensä 25.',
      '### H  [keys: h]',
      '  > 1. sija\u00A0Elina Koskinen, Yhteensopivuus 84 % heading level 3.',
    ].join('\n');
    expect(rules(text)).toEqual([]);
  });

  it('fails on the previous statement read under the new number (also in Swedish)', () => {
    expect(
      rules(
        [
          '### next  [keys: Return]',
          '  > Asiakasmaksuja saa korottaa. heading level 1.',
          '  > Väittämä 3, yhteensä 25.',
        ].join('\n'),
      ),
    ).toEqual([
      'Statement 3 was announced, but statement 2 was read.',
      'Statement 3 was announced, but its text was not read.',
    ]);
    expect(
      rules(
        [
          '### nästa  [keys: Return]',
          '  > Aihe: Terveyskeskuksessa pitää päästä lääkärille. panel.',
          '  > Asiakasmaksuja saa korottaa. heading level 1',
          '  > Påstående 2 av 25',
        ].join('\n'),
      ),
    ).toEqual(['Statement 2 was announced, but statement 1 was read.']);
  });

  it('in the voter’s own order (Lyhyempi versio) takes any one statement under a place number', () => {
    const anyOrder = (text: string) =>
      checkTranscript(parseTranscript(text), { statements, anyOrder: true }).map((p) => p.rule);
    expect(
      anyOrder(
        [
          '### next  [keys: Return]  [expect: page]',
          '  > Hammashoidon jonoja pitää lyhentää. heading level 1.',
          '  > Väittämä 2, yhteensä 25.',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      anyOrder(
        [
          '### next  [keys: Return]  [expect: page]',
          '  > Asiakasmaksuja saa korottaa. heading level 1.',
          '  > Hammashoidon jonoja pitää lyhentää.',
          '  > Väittämä 2, yhteensä 25.',
        ].join('\n'),
      ),
    ).toEqual(['Statement 2 was announced, but statement 3 was read.']);
  });

  it('fails on words run together, but not on Finnish case endings or addresses', () => {
    for (const said of [
      '1. sijaElina Koskinen',
      'Väittämä 1:Terveyskeskuksessa',
      'Terveys ja hyvinvointi84 %',
      'Elina KoskinenVihreä liitto',
    ]) {
      expect(rules(`### H  [keys: h]\n  > ${said}`), said).toContain(
        'Two words are read as one (no space between blocks).',
      );
    }
    expect(
      rules('### a  [keys: k]\n  > Vastasit 3 väittämään 25:stä.\n  > 127.0.0.1:4401 selected'),
    ).toEqual([]);
  });

  it('fails on a bare "statusbar", focus mode on arrival, a silent page change and H finding nothing', () => {
    expect(rules('### a  [keys: Down]\n  > statusbar.')).toEqual([
      'An empty live region is read as "statusbar".',
    ]);
    expect(
      rules(
        [
          '### results  [keys: Return]  [expect: page]',
          '  > Tuloksesi heading level 1.',
          '  > Näytä ehdokkaat puolueittain combo box collapsed',
          '  > Focus mode',
        ].join('\n'),
      ),
    ).toEqual(['Arriving at a page switched Orca to focus mode.']);
    expect(rules('### home link  [keys: Return]  [expect: page]\n  > return ')).toEqual([
      "A page change did not speak the new page's heading.",
    ]);
    expect(rules('### H  [keys: h]\n  > Wrapping to top.\n  > No more headings.')).toEqual([
      'H found no heading on the page.',
    ]);
  });
});

describe('a full page load', () => {
  it('is announced by Orca itself, and must not end in focus mode', () => {
    expect(
      rules(
        '### home  [keys: Return]  [expect: load]\n  > Finished loading Eläkeläisten vaalikone.',
      ),
    ).toEqual([]);
    expect(rules('### home  [keys: Return]  [expect: load]\n  > return ')).toEqual([
      'A page load was not announced.',
    ]);
  });

  it('fails a focused heading read as clickable', () => {
    const text = [
      '### start  [keys: Return]  [expect: page]',
      '  > Hammashoidon jonoja pitää lyhentää. heading level 1 clickable.',
      '  > Väittämä 3, yhteensä 25.',
    ].join('\n');
    expect(rules(text)).toEqual(['A heading is read as "clickable".']);
    expect(rules(text.replace(' clickable', ''))).toEqual([]);
  });

  it('does not take the access code for words run together', () => {
    const text = ['### say all  [keys: KP_Add]', '  > 824Y TRPP', '  > Koodi 824YTRPP.'].join('\n');
    expect(rules(text)).toEqual([
      'Two words are read as one (no space between blocks).',
      'Two words are read as one (no space between blocks).',
    ]);
    expect(checkTranscript(parseTranscript(text), { statements, notWords: ['824YTRPP'] })).toEqual(
      [],
    );
  });
});
