import type { ComponentProps } from 'react';

interface PasswordInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'autoCapitalize' | 'spellCheck'
> {
  /** Shown as plain text (the show-password toggle is pressed). */
  shown: boolean;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input: no capitals, no spell check, plain text while the toggle shows it. */
export function PasswordInput({ shown, ...input }: PasswordInputProps) {
  return (
    <input type={shown ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} {...input} />
  );
}
