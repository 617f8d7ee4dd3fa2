import { useEffect, useRef } from 'react';

/**
 * Whether the page shown may be reloaded without a word when a new version of the app takes over
 * (lib/service-worker.ts, issue 40). A page with nothing to lose says so while it is shown (the
 * scoreboard, a visitor's result list, a judge's phone with an empty keypad); every other page —
 * a form, a scoring table — gets a notice with a button instead (ADR 028: unsaved work).
 */
let check: (() => boolean) | null = null;

/** True when the page shown said it may be reloaded, and still does. */
export function isReloadSafe(): boolean {
  try {
    return check?.() ?? false;
  } catch {
    return false;
  }
}

/**
 * While the calling page is shown (and `enabled`), it may be reloaded whenever `safe()` says so
 * (read at the moment a new version arrives).
 */
export function useReloadSafe(safe: () => boolean = () => true, enabled = true): void {
  const latest = useRef(safe);
  useEffect(() => {
    latest.current = safe;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const mine = () => latest.current();
    check = mine;
    return () => {
      if (check === mine) check = null;
    };
  }, [enabled]);
}
