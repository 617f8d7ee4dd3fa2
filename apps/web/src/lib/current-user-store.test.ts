import { describe, expect, it, vi } from 'vitest';
import { createCurrentUserStore } from './auth';

const me = { sub: 'user-1', name: 'Ana Costa', email: 'a@b.test', role: 'clube', club: 'CN' };

describe('createCurrentUserStore', () => {
  it('asks GET /api/me once per user with the token, and tells its listeners the answer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(me));
    const store = createCurrentUserStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.load('user-1', 'token-1');
    store.load('user-1', 'token-2');

    expect(store.get('user-1').isPending).toBe(true);
    await vi.waitFor(() => expect(store.get('user-1').isSuccess).toBe(true));
    expect(store.get('user-1').data).toEqual({
      sub: 'user-1',
      name: 'Ana Costa',
      email: 'a@b.test',
      role: 'clube',
      club: 'CN',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer on clear (the OIDC client removed its user) and drops a late one', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const store = createCurrentUserStore();

    store.load('user-1', 'token-1');
    store.clear();
    answer(Response.json(me));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(store.get('user-1')).toMatchObject({ isPending: true, data: undefined });
  });

  it('keeps a refused answer as the error, without asking again', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ ...me, role: null }));
    const store = createCurrentUserStore();

    store.load('user-1', 'token-1');
    await vi.waitFor(() => expect(store.get('user-1').isError).toBe(true));
    store.load('user-1', 'token-1');

    expect(store.get('user-1').error).toBeInstanceOf(Error);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
