import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../i18n/i18n';
import { prepareAnswerCheck } from '../lib/answer-check';
import { preloadAppConfig } from '../lib/app-config';
import { startEarlyReads } from '../lib/early-reads';
import { hasStoredOidcUser } from '../lib/session';
import { App, startFirstPage } from './app';

// Mantine's styles load with the page frame (app/page-frame.tsx); the shell has its own
// (app/layout/shell.module.css, ADR 044).
// zod (in the data pages' chunks, ADR 043) never probes for eval, which the CSP forbids:
// public/zod-no-eval.js, a classic script of index.html, sets that before any module runs.

/** The pages whose answers a visitor checks in the answer-check worker (lib/answer-check.ts). */
const VISITOR_LISTS = new Set(['/competition', '/resultList']);

/** Where the time of the last reload for a missing chunk is kept, and how soon another may come. */
const CHUNK_RELOAD_KEY = 'artistic.chunkReloadAt';
const CHUNK_RELOAD_AFTER_MS = 60_000;

/** How long the first render waits for GET /api/config before it shows the gate's loader. */
const CONFIG_WAIT_MS = 1000;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A visitor's first answers are asked for now, beside the code (ADR 047); a signed-in user's page
// asks with the token, which may see more.
if (!hasStoredOidcUser()) {
  startEarlyReads(window.location);
  // The worker that checks a visitor's lists starts now too: its code and schemas load beside
  // the page's (ADR 050).
  if (VISITOR_LISTS.has(window.location.pathname)) prepareAnswerCheck();
}
startFirstPage(window.location.pathname);

// A chunk of an older build is gone after a deployment (Vite's preload helper says so): one
// reload brings the new build's (not again within a minute, so a page offline never loops).
window.addEventListener('vite:preloadError', (event) => {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (Date.now() - last < CHUNK_RELOAD_AFTER_MS) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

// The offline shell (issue 40): its worker is registered once the page has loaded, by code that
// loads then, in production builds only (the dev server has no sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('../lib/service-worker')
      .then((m) => m.registerServiceWorker())
      .catch(() => undefined);
  const afterLoad = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const root = createRoot(container);
// English loads on demand; render once it is there (Portuguese, the fallback, is bundled), and
// with the configuration when it comes within a second: the first render is then the shell
// itself, not a loader that the shell replaces a round trip later (ADR 050).
// Drawn in a transition: React splits the first render (the shell, and the page when its code
// is there) into short tasks, so a phone's main thread is never held for all of it.
void Promise.all([i18nReady.catch(() => undefined), preloadAppConfig(CONFIG_WAIT_MS)]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
