import { describe, expect, it } from 'vitest';
import { candidateProfileSchema } from '#core/schemas';
import { emptyDraft, OTHER_PARTY, type CandidateDraft } from './draft';
import {
  checkProfile,
  detailsFormSchema,
  PARTY_LABELS,
  partyOf,
  statementErrors,
} from './validation';

const details = {
  name: ' Aino Ehdokas ',
  age: '68',
  party: 'Kokoomus',
  otherParty: '',
  profession: 'Eläkeläinen',
  votingNumber: '',
};

function complete(): CandidateDraft {
  return {
    ...emptyDraft(),
    ...details,
    answers: Array.from({ length: 25 }, (_, i) => ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5),
  };
}

const messages = (values: Partial<typeof details>) => {
  const result = detailsFormSchema.safeParse({ ...details, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the basic details step', () => {
  it('offers the ten parties by their labels', () => {
    expect(PARTY_LABELS).toHaveLength(10);
    expect(PARTY_LABELS).toContain('Kokoomus');
  });

  it('turns typed text into the values the server expects', () => {
    expect(detailsFormSchema.parse(details)).toEqual({
      name: 'Aino Ehdokas',
      age: 68,
      party: 'Kokoomus',
      profession: 'Eläkeläinen',
      voting_number: null,
    });
    expect(
      detailsFormSchema.parse({
        ...details,
        party: OTHER_PARTY,
        otherParty: ' Sitoutumaton ',
        votingNumber: ' 123 ',
      }),
    ).toMatchObject({ party: 'Sitoutumaton', voting_number: 123 });
  });

  it('says in plain Finnish what is missing or wrong, with the core rules', () => {
    expect(messages({ name: '', age: '', party: '' })).toEqual({
      name: 'Kirjoita nimesi.',
      age: 'Kirjoita ikäsi.',
      party: 'Valitse puolue.',
    });
    expect(messages({ name: 'A' }).name).toBe('Nimessä pitää olla vähintään 2 merkkiä.');
    expect(messages({ age: '16' }).age).toBe('Ehdokkaan pitää olla vähintään 18-vuotias.');
    expect(messages({ age: 'kuusikymmentä' }).age).toBe('Kirjoita ikä numeroina, esimerkiksi 67.');
    expect(messages({ votingNumber: '1' }).votingNumber).toBe('Ehdokasnumero on vähintään 2.');
    expect(messages({ votingNumber: 'nro 5' }).votingNumber).toMatch(/numeroina/);
    expect(messages({ party: OTHER_PARTY, otherParty: '  ' }).otherParty).toMatch(
      /Kirjoita puolueen tai valitsijayhdistyksen nimi/,
    );
  });

  it('shows the chosen or typed party', () => {
    expect(partyOf({ party: 'SDP', otherParty: 'x' })).toBe('SDP');
    expect(partyOf({ party: OTHER_PARTY, otherParty: ' Sitoutumaton ' })).toBe('Sitoutumaton');
  });
});

describe('the statements step', () => {
  it('needs an answer and allows a justification of at most 1000 characters', () => {
    expect(statementErrors(null, '')).toEqual({ answer: 'Valitse yksi vaihtoehto.' });
    expect(statementErrors(3, '')).toBeNull();
    expect(statementErrors(3, 'x'.repeat(1000))).toBeNull();
    expect(statementErrors(3, 'x'.repeat(1001))).toEqual({
      justification: 'Perustelu saa olla enintään 1000 merkkiä.',
    });
  });
});

describe('the whole form before sending', () => {
  it('gives a profile that passes the core schema', () => {
    const checked = checkProfile(complete());
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(candidateProfileSchema.safeParse(checked.profile).success).toBe(true);
      expect(checked.profile.answer_justifications).toHaveLength(25);
      expect(checked.profile.image).toBeNull();
    }
  });

  it('names the parts that still need work', () => {
    const draft = complete();
    draft.name = '';
    draft.answers[6] = null;
    draft.justifications[9] = 'x'.repeat(1001);
    expect(checkProfile(draft)).toEqual({ ok: false, details: true, statements: [7, 10] });
  });
});
