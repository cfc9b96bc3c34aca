import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/auth/recovery-pages';

export const Route = createFileRoute('/_site/forgot-password')({
  head: () => ({ meta: [{ title: 'Forgot password | Karakoram Trails' }] }),
  component: ForgotPasswordPage,
});
