import { describe, expect, it } from 'vitest';
import { accessCodeMail } from './candidate-templates';
import { codeDatesText } from './code-dates';
import { letterTexts } from './letter-texts';

const deadline = new Date('2026-03-20T14:00:00Z'); // 20.3. klo 16.00 Helsinki
const later = new Date('2026-04-01T09:00:00Z');
const earlier = new Date('2026-03-10T09:00:00Z');

describe('the dates a candidate is told', () => {
  it('gives only the deadline when the code lasts until then', () => {
    const fi = codeDatesText('fi', later, deadline);
    expect(fi).toMatch(/^Vastaa viimeistään 20\. maaliskuuta 2026 klo 16\.00\./);
    expect(fi).toContain('Voit korjata vastauksiasi samalla koodilla siihen asti.');
    expect(fi).not.toContain('huhtikuuta');
    expect(codeDatesText('sv', later, deadline)).toMatch(/^Svara senast 20 mars 2026/);
  });

  it('gives the expiry for the first answers when the code ends before the deadline', () => {
    const fi = codeDatesText('fi', earlier, deadline);
    expect(fi).toMatch(/^Koodi on voimassa 10\. maaliskuuta 2026 .*lähetä vastauksesi/);
    expect(fi).toContain('20. maaliskuuta 2026');
    expect(codeDatesText('sv', earlier, deadline)).toContain('20 mars 2026');
  });

  it('without a deadline, sending and corrections last until the code expires', () => {
    expect(codeDatesText('fi', later, null)).toMatch(
      /^Koodi on voimassa 1\. huhtikuuta 2026 .*asti\. Voit lähettää ja korjata/,
    );
    expect(codeDatesText('sv', later, null)).toMatch(/^Koden gäller till 1 april 2026/);
  });

  it('the code email, the reminder and the letter say the same', () => {
    const input = {
      to: 'a@example.com',
      code: 'ABCD2345',
      publicUrl: 'https://vaalikone.example',
      names: { name: 'Turku', name_sv: 'Åbo' },
      expires: later,
      deadline,
      languages: ['fi', 'sv'] as const,
      contact: 'Maija, 040 123',
    };
    const mail = accessCodeMail({ ...input, languages: [...input.languages] });
    const reminder = accessCodeMail({ ...input, languages: ['fi'], reminder: true });
    const letter = letterTexts('fi', {
      municipality: input.names,
      party: 'SDP',
      number: 12,
      expires: later,
      deadline,
      contact: input.contact,
      reminder: false,
    });
    const sentence = codeDatesText('fi', later, deadline);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(codeDatesText('sv', later, deadline));
    expect(mail.text).not.toContain('vastausajan loppuun');
    expect(reminder.text).toContain(sentence);
    expect(letter.until).toBe(sentence);
  });
});
