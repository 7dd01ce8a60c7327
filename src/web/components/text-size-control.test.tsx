import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyStoredTextSize } from '../lib/text-size';
import { TextSizeControl } from './text-size-control';

// The accessible name starts with the visible symbol. (jsdom's name computation drops the space
// between the symbol and the visually hidden words that a browser keeps, hence `\s?`.)
const NAMES = {
  normal: /^A\s?Normaali tekstikoko$/,
  large: /^A\+\s?Suuri tekstikoko$/,
  xLarge: /^A\+\+\s?Erittäin suuri tekstikoko$/,
};

function renderControl() {
  const user = userEvent.setup();
  const view = render(<TextSizeControl />);
  const group = screen.getByRole('group', { name: 'Tekstin koko' });
  const button = (name: RegExp) => within(group).getByRole('button', { name });
  return { ...view, user, button };
}

const pageTextSize = () => document.documentElement.dataset.textSize;

describe('the text-size control', () => {
  it('offers A, A+ and A++ with the normal size pressed at first', () => {
    const { button } = renderControl();
    expect(button(NAMES.normal)).toHaveAttribute('aria-pressed', 'true');
    expect(button(NAMES.large)).toHaveAttribute('aria-pressed', 'false');
    expect(button(NAMES.xLarge)).toHaveAttribute('aria-pressed', 'false');
  });

  it('sets the page’s text size and shows which size is on', async () => {
    const { user, button } = renderControl();
    await user.click(button(NAMES.large));
    expect(pageTextSize()).toBe('large');
    expect(button(NAMES.large)).toHaveAttribute('aria-pressed', 'true');
    expect(button(NAMES.normal)).toHaveAttribute('aria-pressed', 'false');

    await user.click(button(NAMES.xLarge));
    expect(pageTextSize()).toBe('x-large');
    expect(button(NAMES.xLarge)).toHaveAttribute('aria-pressed', 'true');
    expect(button(NAMES.large)).toHaveAttribute('aria-pressed', 'false');

    await user.click(button(NAMES.normal));
    expect(pageTextSize()).toBe('normal');
    expect(button(NAMES.normal)).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard', async () => {
    const { user, button } = renderControl();
    await user.tab();
    expect(button(NAMES.normal)).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button(NAMES.large)).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(button(NAMES.xLarge)).toHaveAttribute('aria-pressed', 'true');
    expect(pageTextSize()).toBe('x-large');
  });

  it('remembers the choice on this device and restores it on the next visit', async () => {
    const first = renderControl();
    await first.user.click(first.button(NAMES.xLarge));
    first.unmount();
    delete document.documentElement.dataset.textSize;

    // A new page load: main.tsx applies the stored size before the first render.
    applyStoredTextSize();
    expect(pageTextSize()).toBe('x-large');
    const second = renderControl();
    expect(second.button(NAMES.xLarge)).toHaveAttribute('aria-pressed', 'true');
    expect(second.button(NAMES.normal)).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem('text_size', 'huge');
    applyStoredTextSize();
    expect(pageTextSize()).toBe('normal');
    const { button } = renderControl();
    expect(button(NAMES.normal)).toHaveAttribute('aria-pressed', 'true');
  });
});
