import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

interface PageProps {
  /** The action behind "Peru kutsu"; the page closes the dialog when it succeeds. */
  action: () => Promise<void>;
  /** The row (and its button) disappears after the action, as when an invitation is cancelled. */
  removesRow?: boolean;
}

/** A page that uses the dialog the way the admin sections do (controlled, pending, error). */
function InvitationPage({ action, removesRow = false }: PageProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rowShown, setRowShown] = useState(true);

  async function confirm() {
    setPending(true);
    try {
      await action();
      setOpen(false);
      if (removesRow) setRowShown(false);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPending(false);
    }
  }

  return (
    <main>
      <h1>Käyttäjät</h1>
      {rowShown && (
        <button
          type="button"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          Peru kutsu: anna@example.fi
        </button>
      )}
      <ConfirmDialog
        open={open}
        title="Perutaanko kutsu?"
        confirmLabel="Peru kutsu"
        destructive
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
        }}
      >
        <p>Kutsulinkki lakkaa toimimasta.</p>
      </ConfirmDialog>
    </main>
  );
}

function renderPage(props: PageProps) {
  const user = userEvent.setup();
  render(<InvitationPage {...props} />);
  const opener = screen.getByRole('button', { name: 'Peru kutsu: anna@example.fi' });
  return { user, opener };
}

/** A promise the test settles by hand, to look at the dialog while the action runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the confirm dialog', () => {
  it('is not shown until opened; then it is a named dialog with the focus on the safe choice', async () => {
    const { user, opener } = renderPage({ action: vi.fn(() => Promise.resolve()) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Perutaanko kutsu?' });
    expect(dialog).toHaveAccessibleDescription('Kutsulinkki lakkaa toimimasta.');
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape without acting, and focus returns to the button that opened it', async () => {
    const action = vi.fn(() => Promise.resolve());
    const { user, opener } = renderPage({ action });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('closes with "Peruuta" without acting, and focus returns to the opener', async () => {
    const action = vi.fn(() => Promise.resolve());
    const { user, opener } = renderPage({ action });
    await user.keyboard('{Tab}{Enter}'); // opened from the keyboard
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action once however often the button is pressed, and closes when it is done', async () => {
    const running = deferred();
    const action = vi.fn(() => running.promise);
    const { user, opener } = renderPage({ action });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Peru kutsu' }));
    const waiting = screen.getByRole('button', { name: 'Odota hetki...' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await user.click(waiting);
    await user.keyboard('{Escape}'); // not while the action runs
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    running.resolve();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('moves focus to the page heading when the opener is gone', async () => {
    const { user, opener } = renderPage({
      action: () => Promise.resolve(),
      removesRow: true,
    });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Peru kutsu' }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Käyttäjät' })).toHaveFocus();
    });
    expect(opener).not.toBeInTheDocument();
  });

  it('shows the server’s message inside the dialog when the action fails, and stays open', async () => {
    const action = vi.fn(() => Promise.reject(new Error('Kutsu on jo käytetty.')));
    const { user, opener } = renderPage({ action });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Peru kutsu' }));

    const dialog = screen.getByRole('dialog', { name: 'Perutaanko kutsu?' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kutsu on jo käytetty.');
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('button', { name: 'Peru kutsu' })).not.toHaveAttribute('aria-disabled');
  });
});
