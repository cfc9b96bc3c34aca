import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createSessionActor } from './actors/session';
import { Toaster } from './components/toaster';
import { createAppRouter } from './router';
import { SessionProvider } from './session/session-context';
import { system } from './theme/system';

/** Assembles the app: the session actor, the router reading it, and the providers. */
export function createApp(options: { history?: RouterHistory } = {}) {
  const session = createSessionActor({ navigateHome: () => void router.navigate({ to: '/' }) });
  const router = createAppRouter(session, options.history);
  session.start();

  const element = (
    <StrictMode>
      <ChakraProvider value={system}>
        <SessionProvider actor={session}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>
  );
  return { session, router, element };
}
