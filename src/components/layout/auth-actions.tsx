import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSessionActor, useSessionRole, useSessionStatus } from '../../session/use-session';

/** Guest: Login + Register. User: My Account + Logout. Admin: Admin Dashboard + Logout (SPEC 2, 6). */
export function AuthActions({ onHero }: { onHero: boolean }) {
  const session = useSessionActor();
  const status = useSessionStatus();
  const role = useSessionRole();
  const ghostColor = onHero ? 'white' : 'fg';

  if (status === 'loading') return null; // the bar shows its centred spinner instead
  return (
    <HStack gap="2">
      {status === 'signedOut' ? (
        <>
          <Button
            asChild
            variant="ghost"
            size="sm"
            color={ghostColor}
            _hover={{ bg: 'blackAlpha.100' }}
          >
            <Link to="/login">Login</Link>
          </Button>
          <Button asChild variant="outline" size="sm" color={ghostColor} borderColor="currentColor">
            <Link to="/register">Register</Link>
          </Button>
        </>
      ) : (
        <>
          {role === 'admin' ? (
            <Button asChild variant="ghost" size="sm" color={ghostColor}>
              <Link to="/admin">Admin Dashboard</Link>
            </Button>
          ) : (
            <Button asChild variant="ghost" size="sm" color={ghostColor}>
              <Link to="/dashboard">My Account</Link>
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            color={ghostColor}
            borderColor="currentColor"
            onClick={() => session.send({ type: 'session.logout' })}
          >
            Logout
          </Button>
        </>
      )}
    </HStack>
  );
}
