import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/recovery-pages';

export const Route = createFileRoute('/_site/reset-password')({
  head: () => ({ meta: [{ title: 'Reset password | Karakoram Trails' }] }),
  component: ResetPasswordPage,
});
