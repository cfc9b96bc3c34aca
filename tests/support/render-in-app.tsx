import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import { AppProvider } from '../../src/app/app-context';
import { createAppContext } from '../../src/app/create-app';
import { Toaster } from '../../src/components/toaster';
import { appSystem } from '../../src/theme/system';

/**
 * Renders one piece of the app (a My Account tab, say) inside what the composition root gives
 * every view: Chakra, the app's context (its own API client, session and actors) and the
 * toaster, without the router. `navigate` is a spy.
 */
export function renderInApp(element: ReactElement) {
  const navigate = vi.fn(async () => undefined);
  const { context, toaster, dispose } = createAppContext({ navigate });
  onTestFinished(dispose);
  const view = render(
    <StrictMode>
      <ChakraProvider value={appSystem()}>
        <AppProvider value={context}>
          {element}
          <Toaster outlet={toaster.outlet} />
        </AppProvider>
      </ChakraProvider>
    </StrictMode>,
  );
  return { ...view, ...context, navigate };
}
