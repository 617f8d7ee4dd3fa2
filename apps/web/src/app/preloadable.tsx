import type { ComponentType } from 'react';
import { lazy } from 'react';

/** A component loaded on demand that can be asked for before it renders. */
export type Preloadable = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Like React.lazy, but once its code has arrived it renders at once instead of suspending.
 *
 * React.lazy suspends on its first render even when the module is already loaded (it learns so
 * a microtask later), and React reveals a boundary's content at the earliest 300 ms after the
 * last fallback it showed: a page preloaded beside the page frame was still drawn 300 ms after
 * the frame's own loader, and later still when each waited for the other (ADR 049). `preload`
 * starts loading (once; a failure lets the next call try again); the component renders the
 * loaded one directly, or suspends through React.lazy while it is not there yet.
 */
export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Component, { preload });
}
