import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, jsonDocument } from './json-api';
import { isServerUnreachable, noteServerReach, subscribeServerReach } from './server-reach';

afterEach(() => noteServerReach(true));

describe('server reach (what the scoring tables say offline)', () => {
  it('is lost when a call finds no network, and back with the next answer of the server', async () => {
    const changes = vi.fn();
    const stop = subscribeServerReach(changes);
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getJson('/api/competitions/c1', jsonDocument)).rejects.toMatchObject({
      status: 0,
    });
    expect(isServerUnreachable()).toBe(true);

    // A server error is still the server's answer.
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ title: 'Erro', status: 503 }, { status: 503 }),
    );
    await getJson('/api/competitions/c1', jsonDocument).catch(() => undefined);
    expect(isServerUnreachable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it("counts the service worker's copy as no answer of the server", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ n: 1 }, { headers: { 'X-Offline-Copy': new Date().toISOString() } }),
    );
    await expect(getJson('/api/config', jsonDocument)).resolves.toEqual({ n: 1 });
    expect(isServerUnreachable()).toBe(true);
  });

  it('tells each listener once per change, and never after it stopped listening', () => {
    const changes = vi.fn();
    const stop = subscribeServerReach(changes);
    noteServerReach(false);
    noteServerReach(false);
    stop();
    noteServerReach(true);
    expect(changes).toHaveBeenCalledOnce();
  });
});
