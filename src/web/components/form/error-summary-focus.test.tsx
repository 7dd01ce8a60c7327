import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#server/errors';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp, screen } from '../../testing/render-app';

// The error summary as readers meet it: on the sign-in form (/login), after a failed submit.

const WRONG_PASSWORD: ErrorBody = {
  error: {
    code: 'invalid_credentials',
    message: 'Sähköpostiosoite tai salasana on väärin. Tarkista ne ja yritä uudelleen.',
  },
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({
    'GET /api/me': () => apiError(401, 'unauthorized', 'Kirjaudu sisään, jotta voit jatkaa.'),
    'POST /api/auth/sign-in/email': () => json(WRONG_PASSWORD, 401),
  });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

async function openSignIn() {
  const app = await renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Kirjaudu sisään' });
  return {
    ...app,
    email: screen.getByLabelText('Sähköpostiosoite'),
    password: screen.getByLabelText('Salasana'),
    submit: screen.getByRole('button', { name: 'Kirjaudu sisään' }),
  };
}

const summary = () => screen.getByRole('alert', { name: 'Tarkista seuraavat kohdat' });

/** Validation is asynchronous: wait until the summary has appeared and taken the focus. */
async function summaryFocused() {
  await waitFor(() => {
    expect(summary()).toHaveFocus();
  });
}

describe('the error summary', () => {
  it('is not there before the first submit', async () => {
    await openSignIn();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gets the focus after a failed submit and lists every error in form order', async () => {
    const { user, submit, email } = await openSignIn();
    await user.click(submit);
    await summaryFocused();
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Kirjoita sähköpostiosoite.',
      'Kirjoita salasana.',
    ]);
    // The same message stays beside the field.
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Kirjoita sähköpostiosoite.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('moves focus to the field when its error is followed, without changing the page', async () => {
    const { user, submit, password, email, router } = await openSignIn();
    await user.click(submit);
    await summaryFocused();

    await user.click(within(summary()).getByRole('link', { name: 'Kirjoita salasana.' }));
    expect(password).toHaveFocus();

    // From the keyboard as well: back to the summary, Tab to the first link, Enter.
    await user.click(submit);
    await summaryFocused();
    await user.tab();
    expect(
      within(summary()).getByRole('link', { name: 'Kirjoita sähköpostiosoite.' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(email).toHaveFocus();
    expect(router.state.location.hash).toBe('');
  });

  it('takes the focus again on every failed submit, also for the server’s answer', async () => {
    const { user, submit, email, password } = await openSignIn();
    await user.type(email, 'anna@example.fi');
    await user.click(submit);
    await summaryFocused();
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kirjoita salasana.']);

    await user.type(password, 'väärä-salasana');
    await user.click(submit);
    // The summary now holds the server's message, which leads to the email field.
    await screen.findByRole('link', { name: WRONG_PASSWORD.error.message });
    await summaryFocused();
    await user.click(within(summary()).getByRole('link', { name: WRONG_PASSWORD.error.message }));
    expect(email).toHaveFocus();
    expect(api.calls('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'anna@example.fi',
      password: 'väärä-salasana',
    });
  });
});
