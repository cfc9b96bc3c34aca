import '@fontsource-variable/inter';
import '@fontsource-variable/montserrat';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/create-app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(createApp().element);
