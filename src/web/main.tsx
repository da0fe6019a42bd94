import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

let started = false;
/** Renders the app into #root (once). */
function start() {
  if (started || !root) return;
  started = true;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The server sent the landing page prerendered (decision 0041): let the browser paint it first,
// then render the same page over it. A hidden tab paints no frames, hence the timer as well.
if (root.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 100);
} else {
  start();
}
