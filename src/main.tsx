import './theme/fonts.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/create-app';
import { browserPageData, readPageDataIsland } from './app/page-data';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

// A server-rendered page carries the data it was rendered with (src/entry-server.tsx).
const island = readPageDataIsland(document);
const app = createApp({ pageData: browserPageData(island) });

if (island) {
  // Resolve the route (its code and data) as the server did, then adopt the server's HTML. The
  // router renders its tree as on the server (no root Suspense boundary).
  app.router.ssr = { manifest: undefined };
  void app.router.load().then(() => hydrateRoot(rootElement, app.element));
} else {
  createRoot(rootElement).render(app.element);
}
