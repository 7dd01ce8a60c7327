import { describe, expect, it } from 'vitest';
import type { Translate } from '#web/i18n/hooks';
import type { SubmissionDetail } from '../../api/submissions';
import { correctionChanges } from './correction-changes';

// What Hakemukset marks in a correction: each change against the published profile.

const t = ((id: string, values?: Record<string, unknown>) =>
  values ? `${id} ${JSON.stringify(values)}` : id) as unknown as Translate;

const profile = {
  name: 'Kaija Korjaaja',
  age: 70,
  party: 'SDP',
  profession: 'sairaanhoitaja',
  image: '/uploads/a.webp',
  answers: [3, 4],
  answer_justifications: ['', 'Näin on.'],
  voting_number: 12,
};
const texts = [
  { id: 1, text: 'Yksi' },
  { id: 2, text: 'Kaksi' },
];
const submission = (over: Partial<SubmissionDetail>): SubmissionDetail =>
  ({ ...profile, published: profile, ...over }) as SubmissionDetail;

describe('correctionChanges', () => {
  it('is null for first answers', () => {
    expect(correctionChanges(t, submission({ published: null }), texts)).toBeNull();
  });

  it('says no changes when nothing differs', () => {
    expect(correctionChanges(t, submission({}), texts)).toEqual([]);
  });

  it('lists each changed detail, answer, justification and the photo', () => {
    const changes = correctionChanges(
      t,
      submission({
        profession: '',
        image: null,
        answers: [3, 5],
        answer_justifications: ['Uusi perustelu.', 'Näin on.'],
      }),
      texts,
    )!;
    expect(changes.map((c) => c.key)).toEqual([
      'profession',
      'photo',
      'justification-1',
      'answer-2',
    ]);
    expect(changes[0]).toMatchObject({ from: 'sairaanhoitaja', to: 'admin.submissions.notGiven' });
    expect(changes[2]).toMatchObject({ from: 'admin.submissions.notGiven', to: 'Uusi perustelu.' });
  });
});
