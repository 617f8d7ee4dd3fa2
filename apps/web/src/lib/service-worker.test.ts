import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReloadSafe } from './reload-guard';
import { onNewVersion, showNewVersionNotice } from './service-worker';

const ENTRY = '/assets/index-Old111.js';
const message = (files: string[]) => ({ type: 'NEW_VERSION' as const, version: 'v2', files });

/** A page's document, loaded with the entry script `entry` (never run here). */
function pageLoadedWith(entry: string): Document {
  const doc = document.implementation.createHTMLDocument('Artistic');
  doc.head.innerHTML = `<script type="module" crossorigin src="${entry}"></script>`;
  return doc;
}

function Page({ safe }: { safe: () => boolean }) {
  useReloadSafe(safe);
  return null;
}

afterEach(() => {
  document.getElementById('artistic-new-version')?.remove();
});

describe('a new version of the app (lib/service-worker.ts, issue 40)', () => {
  it('leaves alone a page that is that version already', () => {
    const doc = pageLoadedWith(ENTRY);
    const reload = vi.fn();
    expect(onNewVersion(message([ENTRY, '/index.html']), { doc, reload })).toBe('current');
    expect(reload).not.toHaveBeenCalled();
    expect(doc.getElementById('artistic-new-version')).toBeNull();
  });

  it('reloads by itself a page with nothing to lose', () => {
    const doc = pageLoadedWith(ENTRY);
    const reload = vi.fn();
    const page = render(createElement(Page, { safe: () => true }));
    expect(onNewVersion(message(['/assets/index-New222.js']), { doc, reload })).toBe('reloaded');
    expect(reload).toHaveBeenCalledOnce();
    page.unmount();
  });

  it('offers a reload on a page with something typed, or one that never said', () => {
    const doc = pageLoadedWith(ENTRY);
    const reload = vi.fn();
    let keypadEmpty = false;
    const page = render(createElement(Page, { safe: () => keypadEmpty }));
    expect(onNewVersion(message(['/assets/index-New222.js']), { doc, reload })).toBe('notice');
    expect(reload).not.toHaveBeenCalled();
    const notice = doc.getElementById('artistic-new-version');
    // (Another document's element: read as text, jest-dom's matchers want this document's.)
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toBe('Nova versão disponívelRecarregar');
    // Once the keypad is empty again, the next version reloads it.
    keypadEmpty = true;
    expect(onNewVersion(message(['/assets/index-New333.js']), { doc, reload })).toBe('reloaded');
    page.unmount();

    // A page that said nothing (a form, a scoring table) gets the notice.
    reload.mockClear();
    doc.getElementById('artistic-new-version')?.remove();
    expect(onNewVersion(message(['/assets/index-New333.js']), { doc, reload })).toBe('notice');
  });

  it('shows one plain notice whose button reloads the page', () => {
    const reload = vi.fn();
    showNewVersionNotice(document, reload);
    showNewVersionNotice(document, reload);
    const notices = document.querySelectorAll('#artistic-new-version');
    expect(notices).toHaveLength(1);
    const button = notices[0]?.querySelector('button');
    expect(button).toHaveTextContent('Recarregar');
    act(() => button?.click());
    expect(reload).toHaveBeenCalledOnce();
  });
});
