import type { Publication, PublicationWithKey } from '@artistic/domain/publication/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse, validationProblem } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PublicationsPage } from './publications-page';

/*
 * Times are instants whose Lisbon clock is known whatever the machine's time zone (a winter day:
 * Lisbon = UTC); no year is asserted.
 */
const DAY = '2026-01-15';
const KEY = `pub_p9.${'k'.repeat(43)}`;

function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 'p1',
    competicao: 'c1',
    competitionName: 'Campeonato Nacional de Inverno',
    venue: 'Piscina Municipal de Coimbra',
    state: 'live',
    lastSeq: 42,
    createdAt: `${DAY}T08:00:00.000Z`,
    createdBy: 'admin',
    receivedAt: `${DAY}T12:03:15.000Z`,
    contactAt: `${DAY}T12:03:20.000Z`,
    revokedAt: null,
    endedAt: null,
    ...overrides,
  };
}

const list = [
  publication(),
  publication({
    id: 'p2',
    competicao: 'c2',
    competitionName: 'Taça de Primavera',
    venue: 'Piscina do Jamor',
    state: 'waiting',
    lastSeq: 0,
    receivedAt: null,
    contactAt: null,
  }),
  publication({
    id: 'p3',
    competicao: 'c3',
    competitionName: 'Torneio de Outono',
    venue: 'Piscina de Braga',
    state: 'lost',
    lastSeq: 17,
    receivedAt: `${DAY}T09:41:07.000Z`,
  }),
  publication({
    id: 'p4',
    competicao: 'c4',
    competitionName: null,
    venue: 'Piscina de Faro',
    state: 'revoked',
    lastSeq: 3,
    receivedAt: `${DAY}T10:00:00.000Z`,
    revokedAt: `${DAY}T11:00:00.000Z`,
  }),
  publication({
    id: 'p5',
    competicao: 'c5',
    competitionName: 'Meeting de Verão',
    venue: 'Piscina de Setúbal',
    state: 'ended',
    lastSeq: 120,
    receivedAt: `${DAY}T18:30:00.000Z`,
    endedAt: `${DAY}T18:31:00.000Z`,
  }),
];

function renderAs(role: 'admin' | 'referee', routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/me': meResponse(role),
    'GET /api/publications': () => jsonResponse({ items: list }),
    'GET /api/competitions': () =>
      jsonResponse([
        buildCompetition({ _id: 'c1', Nome: 'Campeonato Nacional de Inverno' }),
        buildCompetition({ _id: 'c6', Nome: 'Taça Regional de Figuras' }),
      ]),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="admin/publications" element={<PublicationsPage />} />
    </Routes>,
    {
      path: '/admin/publications',
      auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin.token' }),
    },
  );
  return calls;
}

/** The row of a publication in the table, by its competition's name. */
async function rowOf(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table');
  return within(table).getByRole('row', {
    name: (accessibleName) => accessibleName.includes(name),
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PublicationsPage', () => {
  it('lists the publications with their state in Portuguese, the last change in Lisbon time and the sequence', async () => {
    const calls = renderAs('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publicações' })).toBeVisible();
    expect(
      screen.getByText(
        'Uma publicação deixa o portátil da piscina enviar uma competição para este site. Enquanto está ativa, a competição só se altera na piscina.',
      ),
    ).toBeVisible();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Competição',
      'Piscina',
      'Estado',
      'Última alteração recebida',
      'Sequência',
      'Ações',
    ]);
    expect(cells(await rowOf('Campeonato Nacional de Inverno')).slice(0, 5)).toEqual([
      'Campeonato Nacional de Inverno',
      'Piscina Municipal de Coimbra',
      'Em direto',
      '12:03:15',
      '42',
    ]);
    expect(cells(await rowOf('Taça de Primavera')).slice(0, 5)).toEqual([
      'Taça de Primavera',
      'Piscina do Jamor',
      'À espera da piscina',
      '—',
      '0',
    ]);
    expect(cells(await rowOf('Torneio de Outono')).slice(2, 4)).toEqual([
      'Sem ligação',
      '09:41:07',
    ]);
    // A competition deleted on the site keeps its id in the list.
    expect(cells(await rowOf('c4 (já não existe)')).slice(1, 3)).toEqual([
      'Piscina de Faro',
      'Chave revogada',
    ]);
    const ended = await rowOf('Meeting de Verão');
    expect(cells(ended)[2]).toBe('Terminada');
    // An ended publication has nothing left to do; a revoked key can be replaced, not revoked.
    expect(within(ended).queryByRole('button')).toBeNull();
    const revoked = await rowOf('c4 (já não existe)');
    expect(within(revoked).getByRole('button', { name: 'Nova chave' })).toBeVisible();
    expect(within(revoked).queryByRole('button', { name: 'Revogar' })).toBeNull();
    expect(within(revoked).getByRole('button', { name: 'Terminar' })).toBeVisible();

    expect(calls.find((c) => c.url === '/api/publications')?.headers.get('Authorization')).toBe(
      'Bearer admin.token',
    );
  });

  it('says when there is no publication yet', async () => {
    renderAs('admin', { 'GET /api/publications': () => jsonResponse({ items: [] }) });
    expect(await screen.findByText('Nenhuma publicação')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message when the list cannot be read', async () => {
    renderAs('admin', {
      'GET /api/publications': () =>
        problemResponse(503, 'about:blank#unavailable', 'Serviço indisponível', {
          detail: 'A base de dados não responde.',
        }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as publicações.');
    expect(alert).toHaveTextContent('A base de dados não responde.');
  });

  it('is refused to anyone but the federation', async () => {
    const calls = renderAs('referee');
    expect(await screen.findByText('Sem permissão')).toBeVisible();
    expect(screen.getByText('Só a federação (administradores) gere as publicações.')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/publications')).toBe(false);
  });

  it('creates a publication and shows its key once, with Copiar and the words to paste it at the pool', async () => {
    const created: PublicationWithKey = {
      publication: publication({
        id: 'p9',
        competicao: 'c6',
        competitionName: 'Taça Regional de Figuras',
        venue: 'Piscina de Leiria',
        state: 'waiting',
        lastSeq: 0,
        receivedAt: null,
        contactAt: null,
      }),
      key: KEY,
    };
    const calls = renderAs('admin', {
      'POST /api/publications': () => jsonResponse(created, 201),
    });
    const user = userEvent.setup();
    await screen.findByRole('table');

    // Nothing is sent without a competition and a pool.
    await user.click(screen.getByRole('button', { name: 'Criar publicação' }));
    expect(await screen.findByText('Escolha a competição.')).toBeVisible();
    expect(screen.getByText('Escreva o nome da piscina.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByLabelText(/^Competição/, { selector: 'input' }));
    await user.click(
      await screen.findByRole('option', { name: 'Taça Regional de Figuras', hidden: true }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Nome da piscina/ }), 'Piscina de Leiria');
    await user.click(screen.getByRole('button', { name: 'Criar publicação' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chave da publicação' });
    const field = within(dialog).getByRole('textbox', { name: 'Chave' });
    expect(field).toHaveValue(KEY);
    expect(field).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent(
      'Mostrada só esta vez: cole-a no portátil da piscina, em «Publicar no site da federação».',
    );
    expect(dialog).toHaveTextContent('Taça Regional de Figuras · piscina «Piscina de Leiria»');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      competicao: 'c6',
      venue: 'Piscina de Leiria',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(await within(dialog).findByRole('button', { name: 'Copiada' })).toBeVisible();

    // Closed, the key is gone for good: the page never shows it again.
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('shows why the site refused a new publication', async () => {
    renderAs('admin', {
      'POST /api/publications': () =>
        problemResponse(409, 'about:blank#conflict', 'Conflito', {
          detail:
            'A competição «Campeonato Nacional de Inverno» já é publicada a partir de outra piscina.',
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByLabelText(/^Competição/, { selector: 'input' }));
    await user.click(
      await screen.findByRole('option', { name: 'Campeonato Nacional de Inverno', hidden: true }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Nome da piscina/ }), 'Piscina Nova');
    await user.click(screen.getByRole('button', { name: 'Criar publicação' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível criar a publicação.');
    expect(alert).toHaveTextContent('já é publicada a partir de outra piscina');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each field the server refused', async () => {
    renderAs('admin', {
      'POST /api/publications': () =>
        validationProblem('Pedido inválido', {
          errors: [{ path: 'venue', message: 'Texto demasiado longo.' }],
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByLabelText(/^Competição/, { selector: 'input' }));
    await user.click(
      await screen.findByRole('option', { name: 'Taça Regional de Figuras', hidden: true }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Nome da piscina/ }), 'Piscina X');
    await user.click(screen.getByRole('button', { name: 'Criar publicação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('venue: Texto demasiado longo.');
  });

  it('asks before a new key (the old one stops working), then shows the new key once', async () => {
    const renewed: PublicationWithKey = { publication: publication({ lastSeq: 42 }), key: KEY };
    const calls = renderAs('admin', {
      'POST /api/publications/p1/key': () => jsonResponse(renewed),
    });
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Campeonato Nacional de Inverno')).getByRole('button', {
        name: 'Nova chave',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Nova chave' });
    expect(confirm).toHaveTextContent(
      'A chave antiga deixa de funcionar: a piscina «Piscina Municipal de Coimbra» só volta a enviar depois de colar a nova.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Criar nova chave' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chave da publicação' });
    expect(within(dialog).getByRole('textbox', { name: 'Chave' })).toHaveValue(KEY);
    expect(dialog).toHaveTextContent('Mostrada só esta vez');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/publications/p1/key',
    ]);
  });

  it('revokes a key after asking, and nothing when cancelled', async () => {
    const calls = renderAs('admin', {
      'POST /api/publications/p1/revoke': () =>
        jsonResponse(publication({ state: 'revoked', revokedAt: `${DAY}T12:10:00.000Z` })),
    });
    const user = userEvent.setup();
    const row = await rowOf('Campeonato Nacional de Inverno');

    await user.click(within(row).getByRole('button', { name: 'Revogar' }));
    let confirm = await screen.findByRole('dialog', { name: 'Revogar a chave' });
    expect(confirm).toHaveTextContent(
      'A chave deixa de funcionar: a piscina «Piscina Municipal de Coimbra» deixa de poder enviar.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Revogar' }));
    confirm = await screen.findByRole('dialog', { name: 'Revogar a chave' });
    await user.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    expect(
      await screen.findByText(
        'Chave revogada: a piscina «Piscina Municipal de Coimbra» já não pode enviar.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/publications/p1/revoke',
    ]);
    // The list is read again after the change.
    expect(calls.filter((c) => c.url === '/api/publications').length).toBeGreaterThan(1);
  });

  it('ends a publication after saying the competition is changed on the site again; a refusal is shown in the dialog', async () => {
    let answer = () =>
      problemResponse(409, 'about:blank#conflict', 'Conflito', {
        detail: 'A publicação já terminou.',
      });
    const calls = renderAs('admin', { 'POST /api/publications/p3/end': () => answer() });
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Torneio de Outono')).getByRole('button', { name: 'Terminar' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Terminar a publicação' });
    expect(confirm).toHaveTextContent(
      'A competição volta a ser alterada neste site, com tudo o que a piscina enviou.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Terminar' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'A publicação já terminou.',
    );

    answer = () =>
      jsonResponse(
        publication({
          id: 'p3',
          competicao: 'c3',
          competitionName: 'Torneio de Outono',
          venue: 'Piscina de Braga',
          state: 'ended',
          endedAt: `${DAY}T12:10:00.000Z`,
        }),
      );
    await user.click(within(confirm).getByRole('button', { name: 'Terminar' }));
    expect(
      await screen.findByText(
        'Publicação terminada: Torneio de Outono volta a alterar-se neste site.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/publications/p3/end',
      '/api/publications/p3/end',
    ]);
  });
});
