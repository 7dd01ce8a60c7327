/** Every query key of the sign-in pages; `me` is the signed-in user everyone reads. */
export const authKeys = {
  me: () => ['me'] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
  setupLink: (token: string) => ['auth', 'setup-link', token] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
