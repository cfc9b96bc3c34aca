import { Navigate, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AdminGuardActorRef } from '../../../../machines/admin-guard-machine';
import { adminGuardOf } from '../../../app/admin-guard';
import { useApp } from '../../../app/app-context';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { FullPageSpinner } from '../../../components/page-states';
import { PasswordExpired } from './password-expired';

/** The one /admin page an admin who must set up two-factor may open. */
const ENROLMENT_PATH = '/admin/two-factor';

type Access = 'open' | 'passwordChange' | 'twoFactorSetup' | 'verifying' | 'unverified';

const accessOf = (guard: ReturnType<AdminGuardActorRef['getSnapshot']>): Access =>
  guard.hasTag('passwordChange')
    ? 'passwordChange'
    : guard.hasTag('twoFactorSetup')
      ? 'twoFactorSetup'
      : guard.hasTag('verifying')
        ? 'verifying'
        : guard.hasTag('error')
          ? 'unverified'
          : 'open';

/**
 * Every /admin page, inside the admin layout (issue 18): what the admin guard found the server
 * asks of this admin first. An expired password: the change form instead of the page, whatever
 * the address, until it is changed; two-factor required and not set up: the enrolment page,
 * whatever the address; the question not answered: why, with a retry. Otherwise the page.
 */
export function AdminAccessGate({ children }: { children: ReactNode }) {
  const guard = adminGuardOf(useApp().routeActors);
  return guard ? <Gate guard={guard}>{children}</Gate> : children;
}

function Gate({ guard, children }: { guard: AdminGuardActorRef; children: ReactNode }) {
  const access = useSelector(guard, accessOf);
  const failure = useSelector(guard, (s) => s.context.failure);
  const onEnrolmentPage = useLocation({ select: (l) => l.pathname === ENROLMENT_PATH });
  const recheck = () => guard.send({ type: 'access.recheck' });

  if (access === 'passwordChange') return <PasswordExpired onChanged={recheck} />;
  if (access === 'twoFactorSetup' && !onEnrolmentPage) {
    return <Navigate to={ENROLMENT_PATH} replace />;
  }
  // The enrolment page keeps its recovery codes on screen while the guard asks again.
  if (access === 'verifying' && !onEnrolmentPage) {
    return <FullPageSpinner label="Checking access..." />;
  }
  if (access === 'unverified') {
    return (
      <LoadFailedAlert
        title="We couldn't check your admin access"
        description={failure}
        onRetry={recheck}
      />
    );
  }
  return children;
}
