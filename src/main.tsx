import '@fontsource-variable/inter';
import '@fontsource-variable/montserrat';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionActor } from './actors/session';
import { Toaster } from './components/toaster';
import { createAppRouter } from './router';
import { SessionProvider } from './session/session-context';
import { system } from './theme/system';

// The session actor lives for the whole app; the router reads it from context.
const session = createSessionActor({ navigateHome: () => void router.navigate({ to: '/' }) });
const router = createAppRouter(session);
session.start();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <SessionProvider actor={session}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </ChakraProvider>
  </StrictMode>,
);
