import { useCallback, useEffect, useRef } from 'react';
import type { BlockerFunction } from 'react-router';
import { useBlocker } from 'react-router';

/** What a form with unsaved work needs to ask before the page is left. */
export interface UnsavedChangesGuard {
  /** An in-app navigation (link, menu, Back/Forward, `navigate`) waits for an answer. */
  isAsking: boolean;
  /** 'Ficar na página': the navigation is dropped and everything typed stays. */
  stay: () => void;
  /** 'Sair sem gravar': the navigation goes on and what was typed is lost. */
  leave: () => void;
  /**
   * Lets the next navigation through without asking: call it right before the form itself
   * navigates away after a successful save (the form is still dirty in that render).
   */
  allowNextNavigation: () => void;
}

/** A navigation to another page or another record (a change of path or query, not of hash). */
export function isLeavingPage({
  currentLocation,
  nextLocation,
}: Pick<Parameters<BlockerFunction>[0], 'currentLocation' | 'nextLocation'>): boolean {
  return (
    currentLocation.pathname !== nextLocation.pathname ||
    currentLocation.search !== nextLocation.search
  );
}

/**
 * Guards unsaved work while `isDirty`: the browser's own prompt on reload, close or typing
 * another address (beforeunload), and a blocked in-app navigation (react-router's blocker, so
 * Back/Forward are caught too) that the caller answers with `stay` or `leave`, usually through
 * `<UnsavedChangesModal>`. Needs a data router (createBrowserRouter / createMemoryRouter).
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const isDirtyRef = useRef(isDirty);
  const isNextAllowedRef = useRef(false);

  useEffect(() => {
    isDirtyRef.current = isDirty;
    isNextAllowedRef.current = false;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>((args) => {
    if (!isLeavingPage(args)) return false;
    if (isNextAllowedRef.current) {
      isNextAllowedRef.current = false;
      return false;
    }
    return isDirtyRef.current;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowNextNavigation = useCallback(() => {
    isNextAllowedRef.current = true;
  }, []);

  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    allowNextNavigation,
  };
}
