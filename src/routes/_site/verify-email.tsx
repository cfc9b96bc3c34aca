import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/auth/recovery-pages';

export const Route = createFileRoute('/_site/verify-email')({
  head: () => ({ meta: [{ title: 'Verify e-mail | Karakoram Trails' }] }),
  component: VerifyEmailPage,
});
