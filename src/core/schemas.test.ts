import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSENT_VERSION } from './consent';
import {
  ACCESS_CODE_ALPHABET,
  accessCodeValidateSchema,
  answersSchema,
  candidateProfileSchema,
  candidateSubmissionInputSchema,
  createAccessCodesInputSchema,
  customQuestionsSchema,
  loginInputSchema,
  municipalityIdSchema,
  participatingMunicipalityInputSchema,
  questionWeightsSchema,
  rejectSubmissionInputSchema,
  safeMultilineText,
  safeText,
  saveMatchInputSchema,
  UNSAFE_TEXT_MESSAGE,
  systemSettingsInputSchema,
  visitInputSchema,
} from './schemas';

/** The messages of a failed parse; fails the test when the input was accepted. */
function messages(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  expect(result.success, `accepted ${JSON.stringify(input)}`).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

function expectFinnish(list: string[]) {
  expect(list.length).toBeGreaterThan(0);
  for (const message of list) {
    expect(message).not.toMatch(/invalid|expected|received|too (big|small)|required/i);
  }
}

const answers = Array.from({ length: 25 }, (_, i) => (i % 5) + 1);
const profile = {
  name: 'Maija Virtanen',
  age: 67,
  party: 'Keskusta',
  profession: 'eläkeläinen',
  voting_number: 123,
  image: null,
  answers,
  answer_justifications: Array(25).fill(''),
};

describe('municipalityIdSchema', () => {
  it('accepts a 3-digit code or a custom id', () => {
    for (const id of ['091', '837', 'oma-kunta', 'a1', 'x'.repeat(40)]) {
      expect(municipalityIdSchema.parse(id)).toBe(id);
    }
  });

  it('rejects other ids with a Finnish message', () => {
    for (const id of [
      '',
      'a',
      'Helsinki',
      '-kunta',
      'oma kunta',
      'kunta_1',
      'ä-kunta',
      'x'.repeat(41),
    ]) {
      expect(messages(municipalityIdSchema, id)[0]).toMatch(/^Kunnan tunnus on kolminumeroinen/);
    }
    expect(messages(municipalityIdSchema, undefined)).toEqual(['Kunnan tunnus puuttuu.']);
  });
});

describe('answers and questions', () => {
  it('accepts 25 answers 1-5 or null and nothing else', () => {
    expect(answersSchema.parse([...answers.slice(0, 24), null])).toHaveLength(25);
    expect(messages(answersSchema, answers.slice(0, 24))).toEqual(['Vastauksia pitää olla 25.']);
    expectFinnish(messages(answersSchema, [...answers.slice(0, 24), 6]));
    expectFinnish(messages(answersSchema, [...answers.slice(0, 24), 0]));
    expectFinnish(messages(answersSchema, [...answers.slice(0, 24), 2.5]));
    expectFinnish(messages(answersSchema, [...answers.slice(0, 24), '3']));
  });

  it('accepts weight overrides 2 or 3 for questions 1-25', () => {
    expect(questionWeightsSchema.parse({ '1': 2, '25': 3 })).toEqual({ '1': 2, '25': 3 });
    expect(messages(questionWeightsSchema, { '1': 4 })).toEqual(['Painoarvon pitää olla 2 tai 3.']);
    for (const key of ['0', '26', '01', 'a']) {
      expectFinnish(messages(questionWeightsSchema, { [key]: 2 }));
    }
  });

  it('accepts custom texts, trimmed, for distinct ids 1-25', () => {
    expect(customQuestionsSchema.parse([{ id: 3, text: '  Uusi väite.  ' }])).toEqual([
      { id: 3, text: 'Uusi väite.' },
    ]);
    expect(messages(customQuestionsSchema, [{ id: 3, text: '  ab  ' }])).toEqual([
      'Kysymyksen tekstin pitää olla vähintään 5 merkkiä.',
    ]);
    expectFinnish(messages(customQuestionsSchema, [{ id: 26, text: 'Uusi väite.' }]));
    expectFinnish(messages(customQuestionsSchema, [{ id: 1, text: 'x'.repeat(501) }]));
    expect(
      messages(customQuestionsSchema, [
        { id: 3, text: 'Ensimmäinen.' },
        { id: 3, text: 'Toinen teksti.' },
      ]),
    ).toEqual(['Kysymykselle 3 on annettu useampi teksti.']);
  });
});

describe('voter inputs', () => {
  const match = {
    municipality_id: '091',
    user_id: 'anon-4f0c6f0e-8d8e-4d4b-9f4c-2b1a1c0d9e8f',
    match_percentage: 87.5,
    category_matches: { Palvelut: 90, 'Terveys ja hyvinvointi': 70.25 },
    candidate_id: 12,
  };

  it('accepts a match with the categories the voter answered', () => {
    expect(saveMatchInputSchema.parse(match)).toEqual(match);
  });

  it('rejects bad matches in Finnish', () => {
    expect(messages(saveMatchInputSchema, { ...match, candidate_id: -91001 })).toEqual([
      'Esimerkkiehdokkaiden tuloksia ei tallenneta.',
    ]);
    expectFinnish(messages(saveMatchInputSchema, { ...match, match_percentage: 100.1 }));
    expectFinnish(messages(saveMatchInputSchema, { ...match, category_matches: { Urheilu: 5 } }));
    expectFinnish(messages(saveMatchInputSchema, { ...match, user_id: '   ' }));
    expectFinnish(messages(saveMatchInputSchema, {}));
  });

  it('accepts a visit', () => {
    expect(
      visitInputSchema.parse({ p_user_uuid: 'anon-1', p_municipality_id: 'oma-kunta' }),
    ).toEqual({ p_user_uuid: 'anon-1', p_municipality_id: 'oma-kunta' });
    expectFinnish(
      messages(visitInputSchema, { p_user_uuid: 'x'.repeat(101), p_municipality_id: '091' }),
    );
  });
});

describe('access codes and submissions', () => {
  it('uses an unambiguous alphabet', () => {
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(ACCESS_CODE_ALPHABET.length);
  });

  it('normalises a typed code: trims, drops spaces and hyphens, uppercases', () => {
    expect(accessCodeValidateSchema.parse({ code: ' abcd-efgh ' })).toEqual({ code: 'ABCDEFGH' });
    expect(accessCodeValidateSchema.parse({ code: 'xy23 45mn' })).toEqual({ code: 'XY2345MN' });
  });

  it('rejects codes of the wrong length or with unused characters', () => {
    expect(messages(accessCodeValidateSchema, { code: 'ABCDEFG' })).toEqual([
      'Pääsykoodissa pitää olla 8 merkkiä.',
    ]);
    for (const code of ['ABCDEFG0', 'ABCDEFGO', 'ABCDEFG1', 'ABCDEFGI', 'ABCDEFGL', 'ABCDEFGÄ']) {
      expect(messages(accessCodeValidateSchema, { code })[0]).toMatch(/^Pääsykoodissa on merkkejä/);
    }
    expect(messages(accessCodeValidateSchema, {})).toEqual(['Pääsykoodi puuttuu.']);
  });

  it('accepts a complete candidate profile', () => {
    expect(candidateProfileSchema.parse({ ...profile, name: '  Maija Virtanen ' }).name).toBe(
      'Maija Virtanen',
    );
    expect(candidateProfileSchema.safeParse({ ...profile, voting_number: undefined }).success).toBe(
      true,
    );
    expect(candidateProfileSchema.safeParse({ ...profile, voting_number: null }).success).toBe(
      true,
    );
    expect(
      candidateSubmissionInputSchema.parse({
        code: 'abcdefgh',
        form_data: profile,
        consents: { publish: true, open_data: false, version: CONSENT_VERSION },
      }).code,
    ).toBe('ABCDEFGH');
  });

  it('requires every answer from a candidate', () => {
    expectFinnish(
      messages(candidateProfileSchema, { ...profile, answers: [...answers.slice(0, 24), null] }),
    );
    expect(messages(candidateProfileSchema, { ...profile, answers: answers.slice(0, 24) })).toEqual(
      ['Vastaa kaikkiin 25 väittämään.'],
    );
  });

  it('rejects other bad profile fields in Finnish', () => {
    const bad: Record<string, unknown> = {
      name: 'M',
      age: 17,
      party: ' ',
      profession: 'x'.repeat(101),
      voting_number: 1,
      image: 5,
      answer_justifications: [...Array(24).fill(''), 'x'.repeat(1001)],
    };
    for (const [field, value] of Object.entries(bad)) {
      expectFinnish(messages(candidateProfileSchema, { ...profile, [field]: value }));
    }
    expect(messages(candidateProfileSchema, { ...profile, age: 17 })).toEqual([
      'Ehdokkaan pitää olla vähintään 18-vuotias.',
    ]);
    expectFinnish(messages(candidateProfileSchema, {}));
  });
});

describe('admin inputs', () => {
  it('adds a municipality from the reference list with defaults', () => {
    expect(participatingMunicipalityInputSchema.parse({ municipality_id: '091' })).toEqual({
      municipality_id: '091',
      is_custom: false,
      is_hidden: false,
    });
    expect(messages(participatingMunicipalityInputSchema, { municipality_id: '999' })).toEqual([
      'Valitse kunta kuntaluettelosta.',
    ]);
  });

  it('adds a custom municipality only with a name and a non-numeric, unreserved id', () => {
    const custom = { municipality_id: 'oma-kunta', is_custom: true, custom_name: 'Oma kunta' };
    expect(participatingMunicipalityInputSchema.parse(custom)).toMatchObject(custom);
    expect(
      messages(participatingMunicipalityInputSchema, { ...custom, custom_name: undefined }),
    ).toEqual(['Oma kunta tarvitsee nimen.']);
    expect(
      messages(participatingMunicipalityInputSchema, { ...custom, municipality_id: '091' }),
    ).toEqual(['Oman kunnan tunnus ei voi olla kolminumeroinen kuntanumero.']);
    expect(
      messages(participatingMunicipalityInputSchema, { ...custom, municipality_id: 'admin' }),
    ).toEqual(['Tämä tunnus on varattu sovelluksen omaan käyttöön.']);
  });

  it('accepts partial system settings and rejects unknown keys and bad values', () => {
    expect(systemSettingsInputSchema.parse({})).toEqual({});
    expect(systemSettingsInputSchema.parse({ use_mock_data: false, election_date: '' })).toEqual({
      use_mock_data: false,
      election_date: '',
    });
    expect(systemSettingsInputSchema.parse({ election_date: '2025-04-13' }).election_date).toBe(
      '2025-04-13',
    );
    expect(messages(systemSettingsInputSchema, { use_mock: true })).toEqual([
      'Tuntematon asetus: use_mock.',
    ]);
    expectFinnish(messages(systemSettingsInputSchema, { election_date: '2025-02-30' }));
    expectFinnish(messages(systemSettingsInputSchema, { election_date: '13.4.2025' }));
    expectFinnish(messages(systemSettingsInputSchema, { mock_candidates_per_municipality: 101 }));
    expectFinnish(messages(systemSettingsInputSchema, { match_save_limit: 0 }));
    expectFinnish(messages(systemSettingsInputSchema, { mock_data_seed: 1.5 }));
    expectFinnish(messages(systemSettingsInputSchema, { election_name: 'x'.repeat(201) }));
    expectFinnish(messages(systemSettingsInputSchema, { privacy_contact: 'x'.repeat(501) }));
  });

  it('creates access codes for 1-500 emails with defaults', () => {
    expect(createAccessCodesInputSchema.parse({ emails: [' Maija@Example.FI '] })).toEqual({
      emails: ['maija@example.fi'],
      valid_days: 14,
      send_email: true,
    });
    expect(messages(createAccessCodesInputSchema, { emails: ['ei-osoite'] })).toEqual([
      'Tarkista sähköpostiosoite.',
    ]);
    expectFinnish(messages(createAccessCodesInputSchema, { emails: [] }));
    expectFinnish(messages(createAccessCodesInputSchema, { emails: Array(501).fill('a@b.fi') }));
    expectFinnish(messages(createAccessCodesInputSchema, { emails: ['a@b.fi'], valid_days: 91 }));
  });

  it('takes rejection notes and sign-in details', () => {
    // Without a point of the moderation policy the reason is the note alone.
    expect(rejectSubmissionInputSchema.parse({ admin_notes: '' })).toEqual({
      admin_notes: '',
      reason_point: null,
    });
    expectFinnish(messages(rejectSubmissionInputSchema, { admin_notes: 'x'.repeat(2001) }));
    expect(loginInputSchema.parse({ email: 'admin@example.fi', password: 'x' })).toBeTruthy();
    expect(messages(loginInputSchema, { email: 'admin@example.fi', password: '' })).toEqual([
      'Kirjoita salasana.',
    ]);
  });
});

describe('safe text', () => {
  const line = safeText(z.string());
  const area = safeMultilineText(z.string());
  const refused = [
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001bb'],
    ['delete', 'a\u007fb'],
    ['C1 next line', 'a\u0085b'],
    ['left-to-right embedding', 'a\u202Ab'],
    ['right-to-left override', '\u202Eevil'],
    ['first strong isolate', 'a\u2068b'],
    ['pop directional isolate', 'a\u2069b'],
    ['lone high surrogate', 'a\uD800b'],
    ['lone low surrogate', 'a\uDC00b'],
  ] as const;

  it.each(refused)('refuses %s in one-line and multi-line text', (_what, value) => {
    expect(messages(line, value)).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(messages(area, value)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('keeps line breaks and tabs only in multi-line text', () => {
    for (const value of ['rivi\nrivi', 'rivi\r\nrivi', 'sarake\tsarake']) {
      expect(area.parse(value)).toBe(value);
      expect(messages(line, value)).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
  });

  it('accepts Finnish and Swedish letters, emoji, right-to-left scripts and marks', () => {
    for (const value of ['Äänekoski', 'Åbo', '😀 👍🏽', 'שלום', 'مرحبا', 'a\u200Fb', "O'Brien"]) {
      expect(line.parse(value)).toBe(value);
    }
  });

  it('is used by the candidate form, the settings and the rejection notes', () => {
    expect(messages(candidateProfileSchema, { ...profile, party: '\u202Eevil' })).toContain(
      UNSAFE_TEXT_MESSAGE,
    );
    expect(messages(systemSettingsInputSchema, { election_name: 'a\u0000' })).toContain(
      UNSAFE_TEXT_MESSAGE,
    );
    expect(rejectSubmissionInputSchema.parse({ admin_notes: 'Rivi 1\nRivi 2' })).toEqual({
      admin_notes: 'Rivi 1\nRivi 2',
      reason_point: null,
    });
  });

  it('bounds integers that reach 32-bit columns', () => {
    expectFinnish(
      messages(saveMatchInputSchema, {
        municipality_id: '091',
        user_id: 'v',
        match_percentage: 1,
        category_matches: {},
        candidate_id: 2 ** 31,
      }),
    );
    expectFinnish(messages(systemSettingsInputSchema, { mock_data_seed: 2 ** 31 }));
    expect(systemSettingsInputSchema.parse({ mock_data_seed: 2 ** 31 - 1 })).toEqual({
      mock_data_seed: 2 ** 31 - 1,
    });
  });
});
