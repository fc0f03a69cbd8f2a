// Mounts the app and registers the service worker.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentLanguage, prepareLanguage } from './lib/language';
import { registerServiceWorker } from './lib/pwa';
import './ui/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition: React draws the first screen in slices of a few milliseconds rather than in one
// task that blocks a phone's main thread (issue 26).
const reactRoot = createRoot(root);
const render = () =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// In Hindi or Marathi the first screen waits for its texts and font rather than flash English;
// English, the default, starts at once. If they cannot load (offline, not cached), English it is.
if (currentLanguage() === 'en') render();
else void prepareLanguage(currentLanguage()).then(render, render);

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
