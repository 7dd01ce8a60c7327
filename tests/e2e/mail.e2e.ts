import { describe, expect, inject, it } from 'vitest';
import { firstLink, waitForMail } from './support';

const baseURL = inject('baseURL');

describe('email through a real SMTP server', () => {
  it('delivers a Finnish password-reset message with a working link to the test mailbox', async () => {
    const res = await fetch(`${baseURL}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL },
      body: JSON.stringify({ email: inject('adminEmail') }),
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(inject('mailDir'), inject('adminEmail'), {
      subject: /Salasanan vaihtaminen/,
    });
    expect(mail.text).toContain('Linkki toimii kerran');
    const link = new URL(firstLink(mail.text));
    expect(link.origin).toBe(baseURL);
    expect(link.pathname).toBe('/login/uusi-salasana');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{16,}$/);
  });
});
