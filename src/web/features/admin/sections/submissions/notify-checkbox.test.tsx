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

  it("is not offered for a printed letter's code, nor without email, and says why", () => {
    const { unmount } = render(<NotifyCheckbox id="notify" email={null} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(
      screen.getByText(
        'Ehdokas sai koodinsa kirjeellä, eikä hänen sähköpostiosoitettaan ole tiedossa. Kerro päätöksestä hänelle itse.',
      ),
    ).toBeInTheDocument();
    unmount();
    for (const email of ['helmi@example.fi', null]) {
      const view = render(<NotifyCheckbox id="notify" email={email} emailEnabled={false} />);
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.getByText(/Sähköposti ei ole käytössä/)).toBeInTheDocument();
      view.unmount();
    }
  });
});
