import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { disableSchemaCodeGeneration } from '@artistic/domain/core/common-schemas';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../i18n/i18n';
import { App } from './app';

// Before any schema parses: the CSP forbids eval, so zod must not even probe for it.
disableSchemaCodeGeneration();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
