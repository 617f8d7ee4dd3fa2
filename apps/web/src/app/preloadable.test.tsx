import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Page() {
  return <h1>Página carregada</h1>;
}

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive: (component: typeof Page) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Page>((resolve) => {
        arrive = resolve;
      }),
  );
  return { load, arrive: (component: typeof Page) => arrive(component) };
}

const renderInSuspense = (Component: React.ComponentType) =>
  render(
    <Suspense fallback={<p role="status">A carregar…</p>}>
      <Component />
    </Suspense>,
  );

describe('preloadable (ADR 049)', () => {
  it('renders a preloaded page at once, without its Suspense fallback', async () => {
    const module = deferredModule();
    const Lazy = preloadable(module.load);
    const preloaded = Lazy.preload();
    module.arrive(Page);
    await preloaded;

    renderInSuspense(Lazy);

    // Synchronously: no fallback was ever committed, so nothing waits on React's reveal delay.
    expect(screen.getByRole('heading', { name: 'Página carregada' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('suspends while the code is on its way, then shows it; the code is asked for once', async () => {
    const module = deferredModule();
    const Lazy = preloadable(module.load);

    renderInSuspense(Lazy);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar…');
    void Lazy.preload();

    await act(async () => {
      module.arrive(Page);
      await Promise.resolve();
    });

    expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeVisible();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    const Lazy = preloadable(load);

    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
