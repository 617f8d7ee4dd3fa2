import type { PublishingStatus } from '@artistic/domain/publication/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PUBLISHING_REFRESH_MS } from '../api';
import { PublishPage } from './publish-page';

/*
 * The venue server's times, shown in Lisbon time whatever the machine's time zone: instants of a
 * winter day (Lisbon = UTC) and of a summer day (UTC+1). No year is asserted.
 */
const DAY = '2026-01-15';
const SUMMER_DAY = '2026-07-15';
const KEY = `pub_p1.${'k'.repeat(43)}`;
const PATH = '/api/competitions/c1/publishing';

function status(overrides: Partial<PublishingStatus> = {}): PublishingStatus {
  return {
    competicao: 'c1',
    siteUrl: 'https://resultados.federacao.pt',
    publicationId: 'p1',
    state: 'synced',
    localSeq: 42,
    ackedSeq: 42,
    pending: 0,
    lastAttemptAt: `${DAY}T12:03:15.000Z`,
    lastSuccessAt: `${DAY}T12:03:15.000Z`,
    nextTryAt: null,
    lastError: null,
    createdAt: `${DAY}T08:00:00.000Z`,
    endedAt: null,
    now: `${DAY}T12:03:16.000Z`,
    ...overrides,
  };
}

function renderPage(routes: Parameters<typeof mockApi>[0], role: 'admin' | 'clube' = 'admin') {
  const calls = mockApi({
    'GET /api/me': meResponse(role),
    'GET /api/competitions/c1': () =>
      jsonResponse(buildCompetition({ _id: 'c1', Nome: 'Campeonato Nacional de Inverno' })),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="admin/publish" element={<PublishPage />} />
    </Routes>,
    {
      path: '/admin/publish?comp=c1',
      auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin.token' }),
    },
  );
  return calls;
}

const statusBox = () => screen.findByTestId('publishing-status');

afterEach(() => {
  vi.useRealTimers();
});

describe('PublishPage', () => {
  it('asks for the site’s address and the key, then publishes with them', async () => {
    let published = false;
    const calls = renderPage({
      [`GET ${PATH}`]: () =>
        published
          ? jsonResponse(status({ state: 'sending', lastSuccessAt: null, pending: 42 }))
          : problemResponse(404, 'about:blank#not_found', 'Não encontrado'),
      [`PUT ${PATH}`]: () => {
        published = true;
        return jsonResponse(status({ state: 'sending', lastSuccessAt: null, pending: 42 }));
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publicar no site da federação' }),
    ).toBeVisible();
    expect(await screen.findByText('Competição: Campeonato Nacional de Inverno')).toBeVisible();
    const address = await screen.findByRole('textbox', { name: /^Endereço do site/ });
    expect(address).toHaveAttribute('placeholder', 'https://resultados.federacao.pt');
    const key = screen.getByLabelText(/^Chave/, { selector: 'input' });
    expect(key).toHaveAttribute('type', 'password');
    expect(screen.queryByTestId('publishing-status')).toBeNull();

    // Checked before it is sent: a whole address, a whole key.
    await user.type(address, 'resultados.federacao.pt');
    await user.type(key, 'pub_abc');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('Escreva o endereço completo do site, começado por https://.'),
    ).toBeVisible();
    expect(
      screen.getByText('Não é uma chave de publicação: cole-a inteira, tal como o site a mostrou.'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(address);
    await user.type(address, 'https://resultados.federacao.pt');
    await user.clear(key);
    await user.click(key);
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await statusBox()).toHaveTextContent('A enviar…');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(PATH);
    expect(put?.body).toEqual({ siteUrl: 'https://resultados.federacao.pt', key: KEY });
    expect(put?.headers.get('Authorization')).toBe('Bearer admin.token');
    // The key is not kept on the page once sent.
    expect(key).toHaveValue('');
  });

  it('says everything was sent and when the site confirmed it (Lisbon time)', async () => {
    renderPage({ [`GET ${PATH}`]: () => jsonResponse(status()) });
    const box = await statusBox();
    expect(box).toHaveTextContent('Tudo enviado · confirmado às 12:03:15');
    expect(box).toHaveTextContent('Site https://resultados.federacao.pt · publicação p1');
    // The stored address is filled in; the key never comes back.
    expect(screen.getByRole('textbox', { name: /^Endereço do site/ })).toHaveValue(
      'https://resultados.federacao.pt',
    );
    expect(screen.getByLabelText(/^Chave/, { selector: 'input' })).toHaveValue('');
    expect(
      screen.getByText('A chave guardada não se mostra: cole outra só para a trocar.'),
    ).toBeVisible();
  });

  it('says the time of Lisbon in summer too (an hour ahead of UTC)', async () => {
    renderPage({
      [`GET ${PATH}`]: () => jsonResponse(status({ lastSuccessAt: `${SUMMER_DAY}T11:03:15.000Z` })),
    });
    expect(await statusBox()).toHaveTextContent('Tudo enviado · confirmado às 12:03:15');
  });

  it('says since when the site is out of reach, what waits and when it tries again, with the last error beneath', async () => {
    renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          status({
            state: 'retrying',
            localSeq: 45,
            ackedSeq: 42,
            pending: 3,
            lastSuccessAt: `${DAY}T12:01:07.000Z`,
            lastAttemptAt: `${DAY}T12:03:12.000Z`,
            nextTryAt: `${DAY}T12:03:20.000Z`,
            lastError: 'O site não responde (ligação recusada).',
          }),
        ),
    });
    const box = await statusBox();
    expect(within(box).getByText(/^Sem ligação/)).toHaveTextContent(
      'Sem ligação ao site desde 12:01:07 · 3 alterações por enviar · nova tentativa às 12:03:20',
    );
    expect(within(box).getByText('O site não responde (ligação recusada).')).toBeVisible();
  });

  it('says one change in the singular, and a link that never reached the site', async () => {
    renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          status({
            state: 'retrying',
            pending: 1,
            lastSuccessAt: null,
            nextTryAt: `${DAY}T12:03:20.000Z`,
            lastError: 'O site não responde.',
          }),
        ),
    });
    expect(await statusBox()).toHaveTextContent(
      'Sem ligação ao site · 1 alteração por enviar · nova tentativa às 12:03:20',
    );
  });

  it('says it stopped, and why', async () => {
    renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          status({
            state: 'stopped',
            pending: 2,
            lastError: 'O site recusou a chave (revogada ou errada).',
          }),
        ),
    });
    expect(await statusBox()).toHaveTextContent(
      'Parado: O site recusou a chave (revogada ou errada).',
    );
  });

  it('says when the publication ended, with nothing left to end', async () => {
    renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(status({ state: 'ended', endedAt: `${DAY}T18:30:05.000Z` })),
    });
    const box = await statusBox();
    expect(box).toHaveTextContent('Publicação terminada às 18:30:05');
    expect(within(box).queryByRole('button', { name: 'Terminar publicação' })).toBeNull();
  });

  it('reads the state again every 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer = status({ state: 'sending', lastSuccessAt: null, pending: 5 });
    renderPage({ [`GET ${PATH}`]: () => jsonResponse(answer) });
    expect(await statusBox()).toHaveTextContent('A enviar…');

    answer = status({ lastSuccessAt: `${DAY}T12:04:00.000Z` });
    await vi.advanceTimersByTimeAsync(PUBLISHING_REFRESH_MS);
    await vi.waitFor(async () =>
      expect(await statusBox()).toHaveTextContent('Tudo enviado · confirmado às 12:04:00'),
    );
  });

  it('ends the publication after asking; a 502 shows why', async () => {
    let ended = false;
    let deleteAnswer = () =>
      problemResponse(502, 'about:blank#bad_gateway', 'Site inacessível', {
        detail: 'O site da federação não respondeu: a publicação continua. Tente mais tarde.',
      });
    const calls = renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          ended ? status({ state: 'ended', endedAt: `${DAY}T18:30:05.000Z` }) : status(),
        ),
      [`DELETE ${PATH}`]: () => deleteAnswer(),
    });
    const user = userEvent.setup();
    const box = await statusBox();
    await user.click(within(box).getByRole('button', { name: 'Terminar publicação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminar publicação' });
    expect(dialog).toHaveTextContent(
      'O portátil envia a competição uma última vez e o site volta a poder alterá-la.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Terminar publicação' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível terminar a publicação.');
    expect(alert).toHaveTextContent(
      'O site da federação não respondeu: a publicação continua. Tente mais tarde.',
    );

    deleteAnswer = () => {
      ended = true;
      return jsonResponse(status({ state: 'ended', endedAt: `${DAY}T18:30:05.000Z` }));
    };
    await user.click(within(dialog).getByRole('button', { name: 'Terminar publicação' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await statusBox()).toHaveTextContent('Publicação terminada às 18:30:05');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('shows why the venue refused the settings', async () => {
    renderPage({
      [`GET ${PATH}`]: () => problemResponse(404, 'about:blank#not_found', 'Não encontrado'),
      [`PUT ${PATH}`]: () =>
        problemResponse(400, 'about:blank#validation', 'Pedido inválido', {
          detail:
            'O endereço do site tem de usar https (http só para este computador ou a rede local).',
        }),
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /^Endereço do site/ }),
      'http://resultados.federacao.pt',
    );
    await user.click(screen.getByLabelText(/^Chave/, { selector: 'input' }));
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível publicar.');
    expect(alert).toHaveTextContent('O endereço do site tem de usar https');
  });

  it('is refused to anyone but an admin', async () => {
    const calls = renderPage({}, 'clube');
    expect(await screen.findByText('Sem permissão')).toBeVisible();
    expect(calls.some((c) => c.url === PATH)).toBe(false);
  });
});
