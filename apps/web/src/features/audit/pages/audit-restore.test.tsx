import type { AuditEntry } from '@artistic/domain/audit/schema';
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

const counts = (entries: number, scores: number) => ({
  coachCards: entries - 1,
  figureEntries: 1,
  figureResults: scores - 1,
  routineResults: 1,
  startListBlocks: 4,
  entries,
  scores,
});

const replaced: AuditEntry = anAuditEntry({
  id: 21,
  at: '2026-11-24T10:00:00.000Z',
  competitionId: 'c1',
  entityType: 'competition',
  entityId: 'c1',
  action: 'import',
  before: {
    Nome: 'Campeonato Nacional de Inverno',
    version: 4,
    snapshotId: 7,
    counts: counts(8, 9),
  },
  after: { Nome: 'Campeonato Nacional de Inverno', format: 'artistic-export' },
});
const forcedDelete: AuditEntry = anAuditEntry({
  id: 20,
  at: '2026-11-24T09:00:00.000Z',
  competitionId: 'c9',
  entityType: 'competition',
  entityId: 'c9',
  action: 'delete',
  before: { _id: 'c9', Nome: 'Taça Apagada', version: 2, snapshotId: 6, counts: counts(5, 1) },
  after: null,
});
const plainDelete: AuditEntry = {
  ...forcedDelete,
  id: 19,
  competitionId: 'c8',
  entityId: 'c8',
  before: { _id: 'c8', Nome: 'Taça Vazia', version: 1 },
};
const scoreChange: AuditEntry = anAuditEntry({
  id: 18,
  at: '2026-11-24T08:00:00.000Z',
  competitionId: 'c1',
  entityType: 'figureResult',
  entityId: 'r1',
  action: 'update',
  before: { Pontos: 60, version: 1 },
  after: { Pontos: 61, version: 2 },
});

function renderAsAdmin(routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET /api/me': meResponse('admin'),
    'GET /api/competitions': () => jsonResponse([buildCompetition()]),
    'GET /api/audit?limit=50': () =>
      jsonResponse({ items: [replaced, forcedDelete, plainDelete, scoreChange], nextBefore: null }),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="admin/audit" element={<AuditPage />} />
    </Routes>,
    {
      path: '/admin/audit',
      auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin.token' }),
    },
  );
  return calls;
}

async function rowsOfTable() {
  const table = await screen.findByRole('table', { name: 'Registo de alterações' });
  return within(table).getAllByRole('row').slice(1);
}

describe('Restaurar on the audit page (issue 18, finding 5)', () => {
  it('offers it only on rows of a replace or a forced delete', async () => {
    renderAsAdmin({});
    const rows = await rowsOfTable();
    const offers = rows.map(
      (row) => within(row).queryByRole('button', { name: 'Restaurar' }) !== null,
    );
    expect(offers).toEqual([true, true, false, false]);
  });

  it('names the competition and the counts, then restores after confirmation', async () => {
    const calls = renderAsAdmin({
      'GET /api/snapshots?compId=c1': () => jsonResponse({ items: [], current: counts(3, 1) }),
      'POST /api/snapshots/7/restore': () =>
        jsonResponse({
          competitionId: 'c1',
          Nome: 'Campeonato Nacional de Inverno',
          restoredFrom: 7,
          snapshotId: 22,
          counts: counts(8, 9),
        }),
    });
    const [row] = await rowsOfTable();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Restaurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar competição' });
    expect(dialog).toHaveTextContent(
      'A competição «Campeonato Nacional de Inverno» volta a ficar como estava antes desta alteração: voltam 8 inscrições e 9 resultados.',
    );
    expect(
      await within(dialog).findByText(
        'O estado atual (3 inscrições e 1 resultado) fica guardado como cópia «restauro», para que este restauro possa ser desfeito.',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    expect(
      await screen.findByText('Competição «Campeonato Nacional de Inverno» restaurada.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restaurar competição' })).toBeNull(),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/snapshots/7/restore');
    expect(post?.headers.get('Authorization')).toBe('Bearer admin.token');
  });

  it('lists the signed results the restore would change and restores only with a reason (issue 36)', async () => {
    const calls = renderAsAdmin({
      'GET /api/snapshots?compId=c1': () => jsonResponse({ items: [], current: counts(3, 1) }),
      'POST /api/snapshots/7/restore': () =>
        problemResponse(409, 'about:blank#official_results', 'Mudaria resultados oficiais', {
          detail:
            'Isto mudaria os resultados assinados de «Campeonato Nacional de Inverno»: perder-se-iam ou mudariam 1 correção(ões) de resultados (cada um vai listado).',
          official: [
            {
              kind: 'correction',
              id: '0',
              change: 'dropped',
              label: 'Ana Silva (Infantis — Figuras)',
              text: 'a correção…',
              Categoria: 'INF',
              Prova: 'Figuras',
            },
          ],
          officialCount: 1,
        }),
      'POST /api/snapshots/7/restore?confirm=true&reason=Volta%20ao%20assinado': () =>
        jsonResponse({
          competitionId: 'c1',
          Nome: 'Campeonato Nacional de Inverno',
          restoredFrom: 7,
          snapshotId: 22,
          counts: counts(8, 9),
          corrections: 0,
        }),
    });
    const [row] = await rowsOfTable();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Restaurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar competição' });
    await within(dialog).findByText(/O estado atual/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));

    const notice = await within(dialog).findByRole('alert', {
      name: 'Mudaria resultados oficiais',
    });
    expect(
      within(notice).getByRole('list', {
        name: 'Resultados assinados ou respondidos que mudariam',
      }),
    ).toHaveTextContent('Perder-se-ia a correção de Ana Silva (Infantis — Figuras)');
    const restoreButton = within(dialog).getByRole('button', { name: 'Restaurar' });
    expect(restoreButton).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Volta ao assinado');
    await userEvent.click(restoreButton);
    expect(
      await screen.findByText('Competição «Campeonato Nacional de Inverno» restaurada.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/snapshots/7/restore',
      '/api/snapshots/7/restore?confirm=true&reason=Volta%20ao%20assinado',
    ]);
  });

  it('says a deleted competition is created again, and cancel sends nothing', async () => {
    const calls = renderAsAdmin({
      'GET /api/snapshots?compId=c9': () => jsonResponse({ items: [], current: null }),
    });
    const rows = await rowsOfTable();
    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Restaurar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar competição' });
    expect(dialog).toHaveTextContent('«Taça Apagada»');
    expect(dialog).toHaveTextContent('voltam 5 inscrições e 1 resultado.');
    expect(
      await within(dialog).findByText('A competição não existe agora: é criada de novo.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restaurar competição' })).toBeNull(),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal in the dialog", async () => {
    renderAsAdmin({
      'GET /api/snapshots?compId=c9': () => jsonResponse({ items: [], current: null }),
      'POST /api/snapshots/6/restore': () =>
        problemResponse(409, 'about:blank#conflict', 'Conflito', {
          detail: '2 registo(s) do documento têm identificadores que já existem noutra competição.',
        }),
    });
    const rows = await rowsOfTable();
    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Restaurar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar competição' });
    await within(dialog).findByText('A competição não existe agora: é criada de novo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'identificadores que já existem noutra competição',
    );
    expect(screen.getByRole('dialog', { name: 'Restaurar competição' })).toBeVisible();
  });
});
