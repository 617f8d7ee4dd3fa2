import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerReach } from '../lib/server-reach';
import { renderWithProviders } from '../test/render-with-providers';
import { REACH_PROBE_MS, ServerUnreachableNotice } from './server-unreachable-notice';

afterEach(() => {
  vi.useRealTimers();
  noteServerReach(true);
});

describe('ServerUnreachableNotice (the scoring tables offline, issue 40)', () => {
  it('says plainly what is safe and what waits while the server cannot be reached, and goes once it answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const health = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Response.json({ status: 'ok' }));
    renderWithProviders(<ServerUnreachableNotice text="offline.scoringTable" />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => noteServerReach(false));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sem ligação ao servidor');
    expect(notice).toHaveTextContent(
      'As folhas já gravadas estão no servidor; o que escrever agora fica nesta página e só é gravado quando a ligação voltar (carregue então em Gravar).',
    );

    // Still no network at the first probe; the server answers the second.
    await act(() => vi.advanceTimersByTimeAsync(REACH_PROBE_MS));
    expect(screen.getByRole('status')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(REACH_PROBE_MS));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(health).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
  });
});
