import type { AuditEntry, AuditPage as AuditPageData } from '@artistic/domain/audit/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuditPage } from './audit-page';
import { anAuditEntry } from '@artistic/domain/testing/builders';

const sheet = (j1: number, pontos: number, version: number) => ({
  Categoria: 'INF',
  Esquema: 'Figuras',
  Clube: 'Clube Natação Alfa',
  Atleta: { Licenca: 10201, Nome: 'Inês Almeida', Ano: 2015 },
  Resultados_fig: [
    { Name: 'Barracuda', J1: j1, J2: 7 },
    { Name: 'Tower', J1: 6, J2: 6 },
  ],
  Pontos: pontos,
  Extra: false,
  version,
});

const scoreChange: AuditEntry = anAuditEntry({
  id: 12,
  // Summer: Lisbon is UTC+1.
  at: '2026-07-15T10:30:05.000Z',
  competitionId: 'c1',
  entityType: 'figureResult',
  entityId: 'r1',
  action: 'update',
  before: sheet(6.5, 63.7511, 1),
  after: sheet(7, 64.1, 2),
});
const submitted: AuditEntry = {
  id: 11,
  // Winter: Lisbon is UTC.
  at: '2026-01-10T09:00:00.000Z',
  actor: 'u-clube1',
  actorName: 'Ana Costa',
  role: 'clube',
  club: 'Clube Natação Alfa',
  competitionId: 'c1',
  entityType: 'coachCard',
  entityId: 'cc1',
  action: 'stateChange',
  before: {
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Clube: 'Clube Natação Alfa',
    State: 'Rascunho',
  },
  after: {
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Clube: 'Clube Natação Alfa',
    State: 'Submetido',
  },
};
const created: AuditEntry = anAuditEntry({
  id: 10,
  at: '2026-01-09T23:30:00.000Z',
  competitionId: 'c2',
  entityType: 'competition',
  entityId: 'c2',
  action: 'create',
  before: null,
  after: { _id: 'c2', Nome: 'Taça de Primavera', visible: true, version: 1 },
});

const page = (items: AuditEntry[], nextBefore: number | null = null): AuditPageData => ({
  items,
  nextBefore,
});
const competitions = () =>
  jsonResponse([buildCompetition(), buildCompetition({ _id: 'c2', Nome: 'Taça de Primavera' })]);

function renderPage(path = '/admin/audit') {
  return renderWithProviders(
    <Routes>
      <Route path="admin/audit" element={<AuditPage />} />
    </Routes>,
    { path, auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin.token' }) },
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditPage', () => {
  it('shows who changed what, when (Lisbon time), newest first', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?limit=50': () => jsonResponse(page([scoreChange, submitted, created])),
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Registo de alterações' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Registo de alterações' });
    for (const header of ['Quando', 'Quem', 'Papel', 'Ação', 'Entidade']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0] as HTMLElement).slice(0, 5)).toEqual([
      '2026-07-15 11:30:05',
      'Maria Admin',
      'Administrador',
      'Alteração',
      'Resultado de FigurasInês Almeida · INF Figuras · Clube Natação AlfaCampeonato Nacional de Inverno',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(0, 5)).toEqual([
      '2026-01-10 09:00:00',
      'Ana CostaClube Natação Alfa',
      'Clube',
      'Mudança de estado',
      'Coach CardJUV Dueto Livre · Clube Natação AlfaCampeonato Nacional de Inverno',
    ]);
    expect(cells(rows[2] as HTMLElement).slice(0, 5)).toEqual([
      '2026-01-09 23:30:00',
      'Maria Admin',
      'Administrador',
      'Criação',
      'CompetiçãoTaça de Primavera',
    ]);
    const call = calls.find((c) => c.url.startsWith('/api/audit'));
    expect(call?.headers.get('Authorization')).toBe('Bearer admin.token');
    expect(screen.queryByRole('button', { name: 'Mostrar alterações mais antigas' })).toBeNull();
  });

  it('expands a row to show only the fields that changed, before and after', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?limit=50': () => jsonResponse(page([scoreChange, created])),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Registo de alterações' });
    const toggle = within(table).getAllByRole('button', {
      name: 'Ver alterações',
    })[0] as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    const diff = await screen.findByRole('table', { name: 'Campos alterados (registo 12)' });
    const rows = within(diff).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      ['Figura 1 › J1', '6,5', '7'],
      ['Pontos', '63,7511', '64,1'],
      ['Versão', '1', '2'],
    ]);
    // The exact path stays at hand, as the cell's title.
    expect(within(diff).getByText('Figura 1 › J1')).toHaveAttribute(
      'title',
      'Resultados_fig › 1 › J1',
    );
    expect(within(diff).getByText('Versão')).toHaveAttribute('title', 'version');
    expect(within(diff).queryByText('Inês Almeida')).toBeNull();
    expect(within(diff).queryByText('Tower')).toBeNull();
    expect(screen.getByRole('button', { name: 'Esconder alterações' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // A creation has nothing before: every field is new.
    await userEvent.click(within(table).getByRole('button', { name: 'Ver alterações' }));
    const createdDiff = await screen.findByRole('table', { name: 'Campos alterados (registo 10)' });
    expect(within(createdDiff).getByRole('row', { name: /Nome/ })).toHaveTextContent(
      'Nome—Taça de Primavera',
    );
    expect(within(createdDiff).getByRole('row', { name: /Visível/ })).toHaveTextContent(
      'Visível—Sim',
    );

    await userEvent.click(
      screen.getAllByRole('button', { name: 'Esconder alterações' })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Campos alterados (registo 12)' })).toBeNull(),
    );
  });

  it('filters by competition, asking the server for that competition only', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?limit=50': () => jsonResponse(page([scoreChange, created])),
      'GET /api/audit?compId=c2&limit=50': () => jsonResponse(page([created])),
    });
    renderPage();
    await screen.findByText('Inês Almeida · INF Figuras · Clube Natação Alfa');

    await userEvent.click(screen.getByLabelText('Competição', { selector: 'input' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Taça de Primavera', hidden: true }),
    );

    await waitFor(() =>
      expect(screen.queryByText('Inês Almeida · INF Figuras · Clube Natação Alfa')).toBeNull(),
    );
    expect(screen.getByText('Taça de Primavera', { selector: 'p' })).toBeVisible();
    expect(calls.some((c) => c.url === '/api/audit?compId=c2&limit=50')).toBe(true);
  });

  it('opens filtered by the competition of the link', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?compId=c1&limit=50': () => jsonResponse(page([])),
    });
    renderPage('/admin/audit?compId=c1');

    expect(await screen.findByText('Não há alterações registadas nesta competição.')).toBeVisible();
    expect(screen.getByLabelText('Competição', { selector: 'input' })).toHaveValue(
      'Campeonato Nacional de Inverno',
    );
  });

  it('loads older changes page by page', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?limit=50': () => jsonResponse(page([scoreChange], 12)),
      'GET /api/audit?limit=50&before=12': () => jsonResponse(page([submitted, created])),
    });
    renderPage();
    const more = await screen.findByRole('button', { name: 'Mostrar alterações mais antigas' });
    expect(screen.getAllByRole('button', { name: 'Ver alterações' })).toHaveLength(1);

    await userEvent.click(more);

    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Ver alterações' })).toHaveLength(3),
    );
    expect(screen.getByText('2026-01-09 23:30:00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mostrar alterações mais antigas' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/audit?limit=50&before=12')).toBe(true);
  });

  it('says so while loading, and when there is nothing yet', async () => {
    const pending: { answer?: (response: Response) => void } = {};
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?limit=50': () =>
        new Promise<Response>((resolve) => {
          pending.answer = resolve;
        }),
    });
    renderPage();

    // The same text while the rights and then the log load (two loaders, one after the other).
    await waitFor(() => expect(pending.answer).toBeDefined());
    expect(screen.getByText('A carregar o registo de alterações…')).toBeVisible();
    pending.answer?.(jsonResponse(page([])));
    expect(await screen.findByText('Ainda não há alterações registadas.')).toBeVisible();
    expect(screen.queryByText('A carregar o registo de alterações…')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server error when the log cannot be loaded', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': competitions,
      'GET /api/audit?limit=50': () =>
        problemResponse(503, 'about:blank#unavailable', 'Serviço indisponível', {
          detail: 'Base de dados em baixo',
        }),
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o registo de alterações.');
    expect(alert).toHaveTextContent('Base de dados em baixo');
  });

  it('shows "Sem permissão" to anyone but an admin, without asking for the log', async () => {
    const calls = mockApi({ 'GET /api/me': meResponse('referee') });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sem permissão');
    expect(alert).toHaveTextContent(
      'Só a federação (administradores) pode consultar o registo de alterações.',
    );
    expect(calls.some((c) => c.url.startsWith('/api/audit'))).toBe(false);
  });
});
