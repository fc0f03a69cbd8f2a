// Mounts the app and registers the service worker.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/pwa';
import './ui/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition: React draws the first screen in slices of a few milliseconds rather than in one
// task that blocks a phone's main thread (issue 26).
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
