import type { PublicationStatus } from '@artistic/domain/publication/schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/mock-api';
import { problemResponse } from '../../test/problem-responses';
import { renderWithProviders } from '../../test/render-with-providers';
import { VENUE_LIVE_REFRESH_MS, VENUE_LIVE_UNPUBLISHED_REFRESH_MS, VenueLive } from './venue-live';

const PATH = 'GET /api/competitions/c1/publication';

/*
 * Times are instants whose Lisbon clock is known, whatever the machine's time zone: a winter day
 * (Lisbon = UTC) and a summer day (UTC+1). No year is asserted; only the clock is shown.
 */
const WINTER_DAY = '2026-01-15';
const SUMMER_DAY = '2026-07-15';

function status(overrides: Partial<PublicationStatus> = {}): PublicationStatus {
  return {
    venue: 'Piscina Municipal de Coimbra',
    state: 'live',
    receivedAt: `${WINTER_DAY}T12:03:15.000Z`,
    contactAt: `${WINTER_DAY}T12:03:20.000Z`,
    seq: 42,
    now: `${WINTER_DAY}T12:03:25.000Z`,
    ...overrides,
  };
}

function renderBanner(tone?: 'dark') {
  return renderWithProviders(
    <main>
      <p>Campeonato Nacional de Inverno</p>
      <VenueLive competitionId="c1" tone={tone} />
    </main>,
    { frame: false },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VenueLive', () => {
  it('says the results come live from the pool, with the last change received in Lisbon time', async () => {
    const calls = mockApi({ [PATH]: () => jsonResponse(status()) });
    renderBanner();

    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent('Em direto da piscina · atualizado às 12:03:15');
    expect(banner).toHaveAttribute('data-state', 'live');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveAttribute('title', 'Piscina: Piscina Municipal de Coimbra');
    // A visitor's read: no token.
    expect(calls.every((c) => c.headers.get('Authorization') === null)).toBe(true);
  });

  it('shows the clock of Lisbon in summer too (an hour ahead of UTC)', async () => {
    mockApi({
      [PATH]: () =>
        jsonResponse(
          status({
            receivedAt: `${SUMMER_DAY}T11:03:15.000Z`,
            contactAt: `${SUMMER_DAY}T11:03:20.000Z`,
            now: `${SUMMER_DAY}T11:03:25.000Z`,
          }),
        ),
    });
    renderBanner();
    expect(await screen.findByTestId('venue-live')).toHaveTextContent(
      'Em direto da piscina · atualizado às 12:03:15',
    );
  });

  it('says since when the pool is out of reach, from the last contact (hours and minutes)', async () => {
    mockApi({
      [PATH]: () =>
        jsonResponse(
          status({
            state: 'lost',
            receivedAt: `${WINTER_DAY}T11:58:40.000Z`,
            contactAt: `${WINTER_DAY}T12:01:09.000Z`,
            now: `${WINTER_DAY}T12:05:00.000Z`,
          }),
        ),
    });
    renderBanner();
    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent('Sem ligação à piscina desde 12:01');
    expect(banner).not.toHaveTextContent('12:01:09');
    expect(banner).toHaveAttribute('data-state', 'lost');
  });

  it('trusts the site’s state, not the phone’s clock: live stays live with an old receivedAt', async () => {
    // The phone's clock is a day ahead; the site (its own clock) still says live.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${WINTER_DAY}T12:03:25.000Z`).getTime() + 86_400_000);
    mockApi({ [PATH]: () => jsonResponse(status()) });
    renderBanner();
    expect(await screen.findByTestId('venue-live')).toHaveTextContent(
      'Em direto da piscina · atualizado às 12:03:15',
    );
  });

  it('says it waits for the pool before the first change arrives', async () => {
    mockApi({
      [PATH]: () => jsonResponse(status({ state: 'waiting', receivedAt: null, contactAt: null })),
    });
    renderBanner();
    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent('À espera da piscina');
    expect(banner).toHaveAttribute('data-state', 'waiting');
  });

  it('shows nothing once the publication has ended', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer = status();
    mockApi({ [PATH]: () => jsonResponse(answer) });
    renderBanner();
    expect(await screen.findByTestId('venue-live')).toHaveTextContent('Em direto da piscina');

    answer = status({ state: 'ended', seq: 43 });
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_REFRESH_MS);
    await vi.waitFor(() => expect(screen.queryByTestId('venue-live')).toBeNull());
    expect(screen.getByText('Campeonato Nacional de Inverno')).toBeVisible();
  });

  it('shows nothing for a competition that was never published (null), nor once it is gone (404)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer = () => jsonResponse(null);
    const calls = mockApi({ [PATH]: () => answer() });
    renderBanner();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('venue-live')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // Asked again later (less often): a publication may start while the page is open.
    answer = () => jsonResponse(status({ state: 'waiting', receivedAt: null, contactAt: null }));
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_UNPUBLISHED_REFRESH_MS);
    expect(await screen.findByTestId('venue-live')).toHaveTextContent('À espera da piscina');

    answer = () => problemResponse(404, 'about:blank#not_found', 'Não encontrado');
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_REFRESH_MS);
    await vi.waitFor(() => expect(screen.queryByTestId('venue-live')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads again every 10 s: live turns lost, and a failed read keeps what the site said last', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer: () => Response = () => jsonResponse(status());
    const calls = mockApi({ [PATH]: () => answer() });
    renderBanner();
    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent('Em direto da piscina · atualizado às 12:03:15');

    answer = () =>
      jsonResponse(status({ state: 'lost', contactAt: `${WINTER_DAY}T12:04:00.000Z`, seq: 43 }));
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_REFRESH_MS);
    await vi.waitFor(() =>
      expect(screen.getByTestId('venue-live')).toHaveTextContent(
        'Sem ligação à piscina desde 12:04',
      ),
    );

    // The visitor's own connection drops: the banner keeps the site's last word.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_REFRESH_MS);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(before));
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByTestId('venue-live')).toHaveTextContent('Sem ligação à piscina desde 12:04');

    answer = () => jsonResponse(status({ receivedAt: `${WINTER_DAY}T12:06:30.000Z`, seq: 44 }));
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_REFRESH_MS);
    await vi.waitFor(() =>
      expect(screen.getByTestId('venue-live')).toHaveTextContent(
        'Em direto da piscina · atualizado às 12:06:30',
      ),
    );
  });

  it('never shows the service worker’s kept copy as the site’s word (no connection)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let offline = false;
    const calls = mockApi({
      [PATH]: () => {
        const response = jsonResponse(
          offline
            ? status({ receivedAt: `${WINTER_DAY}T11:00:00.000Z` })
            : status({ state: 'lost' }),
        );
        if (offline) response.headers.set('X-Offline-Copy', `${WINTER_DAY}T11:00:05.000Z`);
        return response;
      },
    });
    renderBanner();
    expect(await screen.findByTestId('venue-live')).toHaveTextContent(
      'Sem ligação à piscina desde 12:03',
    );

    offline = true;
    await vi.advanceTimersByTimeAsync(VENUE_LIVE_REFRESH_MS);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByTestId('venue-live')).toHaveTextContent('Sem ligação à piscina desde 12:03');
    expect(screen.getByTestId('venue-live')).not.toHaveTextContent('Em direto');
  });

  it('draws on the scoreboard’s dark board too', async () => {
    mockApi({ [PATH]: () => jsonResponse(status()) });
    renderBanner('dark');
    const banner = await screen.findByTestId('venue-live');
    expect(banner.className).toMatch(/dark/);
    expect(banner).toHaveTextContent('Em direto da piscina');
  });
});
