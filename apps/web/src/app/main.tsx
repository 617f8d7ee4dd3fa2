import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../i18n/i18n';
import { startEarlyReads } from '../lib/early-reads';
import { hasStoredOidcUser } from '../lib/session';
import { App } from './app';

// Mantine's styles load with the page frame (app/page-frame.tsx); the shell has its own
// (app/layout/shell.module.css, ADR 044).
// zod (in the data pages' chunks, ADR 043) never probes for eval, which the CSP forbids:
// public/zod-no-eval.js, a classic script of index.html, sets that before any module runs.

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A visitor's first answers are asked for now, beside the code (ADR 047); a signed-in user's page
// asks with the token, which may see more.
if (!hasStoredOidcUser()) startEarlyReads(window.location);

const root = createRoot(container);
// English loads on demand; render once it is there (Portuguese, the fallback, is bundled).
void i18nReady
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
