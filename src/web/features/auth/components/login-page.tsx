import { Route, Routes } from 'react-router';
import { NotFound } from '#web/components/not-found';
import { ForgotPasswordPage } from './forgot-password-page';
import { InvitationPage } from './invitation-page';
import { NewPasswordPage } from './new-password-page';
import { SignInPage } from './sign-in-page';

/**
 * Everything under /login: sign-in, forgotten password, new password (from the email link) and
 * accepting an invitation. One small chunk, so moving between them needs no loading.
 */
export function LoginPage() {
  return (
    <Routes>
      <Route index element={<SignInPage />} />
      <Route path="unohtunut-salasana" element={<ForgotPasswordPage />} />
      <Route path="uusi-salasana" element={<NewPasswordPage />} />
      <Route path="kutsu/:invitationId" element={<InvitationPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
