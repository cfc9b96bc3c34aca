import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/register-form';

export const Route = createFileRoute('/_site/register')({
  head: () => ({ meta: [{ title: 'Create an account | Karakoram Trails' }] }),
  component: RegisterForm,
});
