import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/login-form';
import { safeRedirect } from '../../lib/route-params';

export const Route = createFileRoute('/_site/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  head: () => ({ meta: [{ title: 'Sign in | Karakoram Trails' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const email = useRouterState({ select: (s) => s.location.state.registeredEmail });
  return <LoginForm redirect={redirect} email={email} />;
}
