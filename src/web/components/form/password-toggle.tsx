interface PasswordToggleProps {
  /** True while the password is shown as plain text. */
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  /** Space-separated ids of the password inputs it controls. */
  controls: string;
  /** "Näytä salasana", or "Näytä salasanat" for a password and its confirmation. */
  label: string;
}

/**
 * A toggle button (aria-pressed) that shows the password as plain text. The name stays the same;
 * the state is told by aria-pressed and, visually, by a check box drawn beside the text.
 */
export function PasswordToggle({ pressed, onChange, controls, label }: PasswordToggleProps) {
  return (
    <button
      type="button"
      className="password-toggle"
      aria-pressed={pressed}
      aria-controls={controls}
      onClick={() => {
        onChange(!pressed);
      }}
    >
      <span className="password-toggle__box" aria-hidden="true" />
      {label}
    </button>
  );
}
