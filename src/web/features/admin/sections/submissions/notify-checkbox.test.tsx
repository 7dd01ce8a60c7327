import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotifyCheckbox } from './notify-checkbox';

describe('the "notify the candidate" checkbox', () => {
  it('is named by its label and described by the address the message goes to', async () => {
    render(<NotifyCheckbox id="notify" email="helmi@example.fi" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleName('Ilmoita ehdokkaalle sähköpostilla');
    expect(box).toHaveAccessibleDescription('Viesti lähetetään osoitteeseen helmi@example.fi.');
    expect(box).toBeEnabled();
    await userEvent.setup().click(screen.getByText('Ilmoita ehdokkaalle sähköpostilla'));
    expect(box).toBeChecked();
  });

  it('cannot be ticked without an address, and says why', () => {
    render(<NotifyCheckbox id="notify" email={null} />);
    const box = screen.getByRole('checkbox', { name: 'Ilmoita ehdokkaalle sähköpostilla' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'Ehdokkaan sähköpostiosoite ei ole tiedossa, joten viestiä ei voi lähettää.',
    );
  });
});
