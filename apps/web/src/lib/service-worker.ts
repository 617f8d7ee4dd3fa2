import i18n from '../i18n/i18n';
import { isReloadSafe } from './reload-guard';

/**
 * The page's side of the offline shell (issue 40; the worker is sw/service-worker.ts). Loaded
 * by app/main.tsx after the page has loaded, in production builds only, so that it costs the
 * first download nothing.
 */

export const SERVICE_WORKER_URL = '/sw.js';
const NOTICE_ID = 'artistic-new-version';
/** How often an open page asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60_000;

/** What a new version's worker tells the pages it took over. */
interface NewVersionMessage {
  type: 'NEW_VERSION';
  version: string;
  /** The new version's shell files: the page whose entry script is among them is that version. */
  files: readonly string[];
}

function isNewVersion(data: unknown): data is NewVersionMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'NEW_VERSION' &&
    Array.isArray((data as { files?: unknown }).files)
  );
}

/** The entry script this page was loaded with (index.html's `<script type="module">`). */
function entryScriptOf(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/** A small plain notice at the foot of the page: 'Nova versão disponível · Recarregar'. */
export function showNewVersionNotice(doc: Document = document, reload = () => location.reload()) {
  if (doc.getElementById(NOTICE_ID)) return;
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.style.cssText = [
    'position:fixed',
    'left:0.75rem',
    'right:0.75rem',
    'bottom:0.75rem',
    'margin-inline:auto',
    'width:fit-content',
    'max-width:32rem',
    'z-index:1000',
    'display:flex',
    'align-items:center',
    'gap:0.75rem',
    'padding:0.5rem 0.75rem',
    'background:#fff',
    'color:#1a1b1e',
    'border:1px solid #0b6fb0',
    'border-radius:6px',
    'box-shadow:0 2px 8px rgba(0,0,0,0.2)',
    'font-size:0.95rem',
  ].join(';');
  const text = doc.createElement('span');
  text.textContent = i18n.t('app.newVersion');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = i18n.t('app.reloadNewVersion');
  button.style.cssText =
    'font:inherit;font-weight:600;color:#fff;background:#0b6fb0;border:0;border-radius:4px;padding:0.35rem 0.75rem;cursor:pointer';
  button.addEventListener('click', () => reload());
  notice.append(text, button);
  doc.body.append(notice);
}

/**
 * What the page does when a new version took over: nothing when it is that version already
 * (loaded after the deployment); a reload when the page shown has nothing to lose
 * (lib/reload-guard.ts); the notice otherwise.
 */
export function onNewVersion(
  message: NewVersionMessage,
  page: { doc?: Document; reload?: () => void } = {},
): 'current' | 'reloaded' | 'notice' {
  const doc = page.doc ?? document;
  const reload = page.reload ?? (() => location.reload());
  const entry = entryScriptOf(doc);
  if (entry !== null && message.files.includes(entry)) return 'current';
  if (isReloadSafe()) {
    reload();
    return 'reloaded';
  }
  showNewVersionNotice(doc, reload);
  return 'notice';
}

/**
 * The addresses this page fetched before the worker ran (its page's chunks, its public reads):
 * the worker keeps those it would keep (sw/routes.ts decides), so that the next load without
 * network has them.
 */
function fetchedSoFar(): string[] {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return [];
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    try {
      const url = new URL(entry.name);
      if (url.origin === location.origin) urls.add(url.pathname + url.search);
    } catch {
      // Not an address.
    }
  }
  return [...urls];
}

/**
 * Registers /sw.js (scope: the whole app). Never throws: without a worker (an old browser, a
 * private window, http on another host) the app works as before, without the offline shell.
 */
export async function registerServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isNewVersion(event.data)) onNewVersion(event.data);
  });
  try {
    // updateViaCache 'none': each check for a new version asks the server for /sw.js itself.
    const registration = await container.register(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
    // A page left open all day (the scoreboard, a judge's phone) checks now and then too; the
    // browser checks on each page load.
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    const ready = await container.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', urls: fetchedSoFar() });
  } catch {
    // No offline shell here; nothing else changes.
  }
}
