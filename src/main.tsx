import './theme/fonts.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/create-app';
import { browserPageData, readPageDataIsland } from './app/page-data';
import { serverStylesCache } from './theme/server-styles';
import { appSystem, globalCssAlreadyInPage } from './theme/system';

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each a task of its own rather than one long task (issue 16: total
 * blocking time on a phone): the modules load, then the Chakra system is built, then the app
 * and its route, then React adopts the server's HTML (in slices: its Suspense boundaries).
 */
async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');

  // A server-rendered page carries the data it was rendered with (src/entry-server.tsx).
  const island = readPageDataIsland(document);
  await nextTask();
  const system = appSystem();
  if (island) globalCssAlreadyInPage(system);
  await nextTask();
  const app = createApp({
    pageData: browserPageData(island),
    ...(island ? { styleCache: serverStylesCache(document) } : {}),
  });

  if (island) {
    // Resolve the route (its code and data) as the server did, then adopt the server's HTML. The
    // router renders its tree as on the server (no root Suspense boundary).
    app.router.ssr = { manifest: undefined };
    await nextTask();
    await app.router.load();
    await nextTask();
    // A transition: React adopts the page in slices of a few milliseconds and yields between
    // them, instead of one long task (input and paint wait less on a slow phone).
    startTransition(() => {
      hydrateRoot(rootElement, app.element);
    });
  } else {
    createRoot(rootElement).render(app.element);
  }
}

void start();
