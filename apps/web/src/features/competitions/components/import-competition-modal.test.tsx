import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import type { RecordedCall } from '../../../test/mock-api';
import { problemResponse, validationProblem } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CompetitionListPage } from '../pages/competition-list-page';
import { stubDownload } from '../../../test/download';
import { uploadJsonFile } from '../../../test/upload';

const exportDocument = {
  format: 'artistic-export',
  version: 1,
  exportedAt: '2026-11-23T10:00:00.000Z',
  competition: buildCompetition(),
  startListSeeds: [],
  startListVersion: 0,
  coachCards: [],
  figureEntries: [],
  figureResults: [],
  routineResults: [],
};

const summary = {
  competitionId: 'c1',
  Nome: 'Campeonato Nacional de Inverno',
  format: 'artistic-export',
  replaced: false,
  counts: {
    coachCards: 3,
    figureEntries: 4,
    figureResults: 7,
    routineResults: 1,
    startListBlocks: 11,
  },
};

function renderAsAdmin(routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET /api/me': meResponse('admin'),
    'GET /api/competitions': () => jsonResponse([buildCompetition()]),
    ...routes,
  });
  renderWithProviders(<CompetitionListPage />, {
    auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' }),
  });
  return calls;
}

/** Opens the dialog and picks a file, as a person does. */
async function chooseFile(content: string, name = 'campeonato.json'): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Importar competição' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar competição' });
  await uploadJsonFile(dialog, content, name);
  expect(within(dialog).getByText(name)).toBeVisible();
  return dialog;
}

/** Expects the dialog to say the competition was replaced, once the server had these POSTs. */
async function expectReplaced(
  dialog: HTMLElement,
  calls: readonly RecordedCall[],
  posts: string[],
) {
  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'Competição «Campeonato Nacional de Inverno» substituída.',
  );
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(posts);
}

/** The server's 409 when the file's competition already exists: confirmation needed. */
const competitionExists = (detail: string, more: Record<string, unknown> = {}) =>
  problemResponse(409, 'about:blank#has_dependents', 'Há dados associados: é precisa confirmação', {
    detail,
    ...more,
  });

describe('export and import on the competition list (admin)', () => {
  it('shows neither action to a club', async () => {
    mockApi({
      'GET /api/me': meResponse('clube', 'Clube Naval'),
      'GET /api/competitions': () => jsonResponse([buildCompetition()]),
    });
    renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });
    await screen.findByText('Campeonato Nacional de Inverno');
    await screen.findByRole('link', { name: 'Criar Coach Card' });
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar competição' })).not.toBeInTheDocument();
  });

  it('Exportar downloads the JSON document named from the competition', async () => {
    const calls = renderAsAdmin({
      'GET /api/competitions/c1/export': () => jsonResponse(exportDocument),
    });
    const download = stubDownload('blob:export');

    const row = await screen.findByRole('group', {
      name: 'Ações de Campeonato Nacional de Inverno',
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Exportar' }));

    const link = await download.downloaded();
    expect(link.download).toBe('campeonato-nacional-de-inverno-2099-12-20.json');
    const exportCall = calls.find((c) => c.url === '/api/competitions/c1/export');
    expect(exportCall?.headers.get('Authorization')).toBe('Bearer admin-token');
    const blob = download.blob();
    expect(JSON.parse(await blob.text())).toEqual(exportDocument);
  });

  it('imports a file and says what was imported', async () => {
    const calls = renderAsAdmin({ 'POST /api/import': () => jsonResponse(summary, 201) });
    const dialog = await chooseFile(JSON.stringify(exportDocument));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Importação concluída');
    expect(status).toHaveTextContent('Competição «Campeonato Nacional de Inverno» importada.');
    expect(status).toHaveTextContent(
      'Coach Cards: 3 · Inscrições em figuras/elementos: 4 · Resultados de figuras: 7 · Resultados de esquemas: 1 · Provas na ordem de partida: 11',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/import');
    expect(post?.body).toEqual(exportDocument);
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  });

  it('lists each value the ruleset corrected and each code no table knows', async () => {
    renderAsAdmin({
      'POST /api/import': () =>
        jsonResponse(
          {
            ...summary,
            valueChanges: [
              {
                path: 'coachCards.0.Elementos.0.Dificuldade_declarada.0.Valor',
                Ordem: 1,
                Codigo_cc: 'T1',
                from: 7.77,
                to: 0.45,
              },
            ],
            unknownCodes: [
              {
                path: 'coachCards.1.Elementos.0.Dificuldade_declarada.0.Codigo_cc',
                message: 'Elemento 1: o código TRE_DT_1 não existe nas tabelas do regulamento.',
              },
            ],
          },
          201,
        ),
    });
    const dialog = await chooseFile(JSON.stringify(exportDocument));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('1 valor declarado foi corrigido pela tabela do regulamento:');
    expect(status).toHaveTextContent(
      'Elemento 1, T1: 7,7700 → 0,4500 (coachCards.0.Elementos.0.Dificuldade_declarada.0.Valor)',
    );
    expect(status).toHaveTextContent(
      '1 código não existe nas tabelas: ficou como declarado, a corrigir na lista de Coach Cards.',
    );
    expect(status).toHaveTextContent(
      'coachCards.1.Elementos.0.Dificuldade_declarada.0.Codigo_cc: Elemento 1: o código TRE_DT_1 não existe nas tabelas do regulamento.',
    );
  });

  it("shows the server's errors in Portuguese, each bad field by its path", async () => {
    renderAsAdmin({
      'POST /api/import': () =>
        validationProblem('Dados inválidos', {
          detail:
            'O documento não pode ser importado: 2 problema(s). Primeiro: coachCards.3.Elementos.0.Elemento — Opção inválida.',
          errors: [
            { path: 'coachCards.3.Elementos.0.Elemento', message: 'errors.invalidOption' },
            { path: 'figureResults.0.Number', message: 'errors.startSlotMismatch' },
          ],
        }),
    });
    const dialog = await chooseFile('{"competition": {}}');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A importação falhou');
    expect(alert).toHaveTextContent('O documento não pode ser importado: 2 problema(s).');
    expect(alert).toHaveTextContent('coachCards.3.Elementos.0.Elemento: Opção inválida.');
    expect(alert).toHaveTextContent(
      'figureResults.0.Number: Este número de ordem não corresponde a este atleta na ordem de partida.',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers to replace a competition that exists, and replaces it on confirmation', async () => {
    const calls = renderAsAdmin({
      'POST /api/import': () =>
        competitionExists(
          'Já existe uma competição com o identificador c1 («Campeonato Nacional de Inverno»). Para a trocar pela do ficheiro, com as suas inscrições e resultados, escolha «Substituir».',
        ),
      'POST /api/import?replace=true': () => jsonResponse({ ...summary, replaced: true }, 201),
    });
    const dialog = await chooseFile(JSON.stringify(exportDocument));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A competição já existe');
    expect(alert).toHaveTextContent('Já existe uma competição com o identificador c1');
    expect(alert).toHaveTextContent('escolha «Substituir»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substituir' }));

    await expectReplaced(dialog, calls, ['/api/import', '/api/import?replace=true']);
  });

  it('says how many entries and scores a replace removes, then lists what an older file would lose and replaces anyway on confirmation', async () => {
    const counts = {
      coachCards: 5,
      figureEntries: 3,
      figureResults: 8,
      routineResults: 1,
      startListBlocks: 11,
      entries: 8,
      scores: 9,
    };
    const calls = renderAsAdmin({
      'POST /api/import': () =>
        competitionExists(
          'Já existe uma competição com o identificador c1 («Campeonato Nacional de Inverno»), com 8 inscrição(ões) e 9 resultado(s). Para a trocar pela do ficheiro, com as suas inscrições e resultados, escolha «Substituir».',
          { counts },
        ),
      'POST /api/import?replace=true': () =>
        problemResponse(
          409,
          'about:blank#stale_import',
          'O ficheiro é mais antigo do que os dados guardados',
          {
            detail:
              'O ficheiro é mais antigo do que os dados guardados de «Campeonato Nacional de Inverno»: substituir perderia 1 resultado alterado, 1 inscrição nova.',
            lost: [
              {
                kind: 'figureEntry',
                id: 'e9',
                change: 'new',
                label: 'Beatriz Nova (INF)',
                text: 'Inscrição nova em figuras: Beatriz Nova (INF)',
              },
              {
                kind: 'figureResult',
                id: 'r1',
                change: 'changed',
                label: 'Ana Silva (Figuras JUV)',
                text: 'Resultado de Ana Silva (Figuras JUV) alterado depois da exportação',
              },
            ],
            lostCount: 2,
          },
        ),
      'POST /api/import?replace=true&confirm=true': () =>
        jsonResponse({ ...summary, replaced: true }, 201),
    });
    const dialog = await chooseFile(JSON.stringify(exportDocument));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const exists = await within(dialog).findByRole('alert');
    expect(exists).toHaveTextContent(
      '«Substituir» apaga a competição existente, com 8 inscrições e 9 resultados, e grava a do ficheiro.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substituir' }));

    const stale = await within(dialog).findByRole('alert', {
      name: /O ficheiro é mais antigo do que os dados guardados/,
    });
    expect(stale).toHaveTextContent('substituir perderia 1 resultado alterado, 1 inscrição nova');
    const list = within(stale).getByRole('list', { name: 'O que se perderia' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Inscrição nova em figuras: Beatriz Nova (INF)',
      'Resultado de Ana Silva (Figuras JUV) alterado depois da exportação',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Substituir' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substituir mesmo assim' }));

    await expectReplaced(dialog, calls, [
      '/api/import',
      '/api/import?replace=true',
      '/api/import?replace=true&confirm=true',
    ]);
  });

  it('lists the signed results a replace would change and asks for the reason (issue 36)', async () => {
    const calls = renderAsAdmin({
      'POST /api/import': () =>
        competitionExists('Já existe uma competição com o identificador c1.'),
      'POST /api/import?replace=true': () =>
        problemResponse(409, 'about:blank#official_results', 'Mudaria resultados oficiais', {
          detail:
            'Isto mudaria os resultados assinados de «Campeonato Nacional de Inverno»: perder-se-iam ou mudariam a assinatura ou os totais de 1 prova(s) oficial(is) e 1 reclamação(ões) ou as suas respostas (cada um vai listado).',
          official: [
            {
              kind: 'event',
              id: 'INF|Figuras',
              change: 'totals',
              label: 'Infantis — Figuras',
              text: 'Infantis — Figuras: oficial…',
              Categoria: 'INF',
              Prova: 'Figuras',
              entries: [{ entry: 'fig:123', label: 'Ana Silva', before: 61.68, after: 100 }],
            },
            {
              kind: 'inquiry',
              id: 'q1',
              change: 'dropped',
              label: 'Clube Natação Alfa: Ana Silva (Infantis — Figuras)',
              text: 'a reclamação…',
              Categoria: 'INF',
              Prova: 'Figuras',
            },
          ],
          officialCount: 2,
        }),
      'POST /api/import?replace=true&confirm=true&reason=Folha%20original%20reencontrada': () =>
        jsonResponse({ ...summary, replaced: true, corrections: 1 }, 201),
    });
    const dialog = await chooseFile(JSON.stringify(exportDocument));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substituir' }));

    const notice = await within(dialog).findByRole('alert', {
      name: 'Mudaria resultados oficiais',
    });
    expect(notice).toHaveTextContent('perder-se-iam ou mudariam a assinatura ou os totais');
    const list = within(notice).getByRole('list', {
      name: 'Resultados assinados ou respondidos que mudariam',
    });
    expect(list).toHaveTextContent(
      'Infantis — Figuras: prova oficial cujos totais mudariam — perde a assinatura e fica «Provisório — corrigido», com uma correção por inscrição:',
    );
    expect(list).toHaveTextContent('Ana Silva: 61,6800 → 100,0000');
    expect(list).toHaveTextContent(
      'Perder-se-ia a reclamação de Clube Natação Alfa: Ana Silva (Infantis — Figuras) e a sua resposta',
    );
    const go = within(dialog).getByRole('button', { name: 'Substituir mesmo assim' });
    expect(go).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Motivo/ }),
      'Folha original reencontrada',
    );
    expect(go).toBeEnabled();
    await userEvent.click(go);
    await expectReplaced(dialog, calls, [
      '/api/import',
      '/api/import?replace=true',
      '/api/import?replace=true&confirm=true&reason=Folha%20original%20reencontrada',
    ]);
  });

  it('says when the file is not JSON, without calling the server', async () => {
    const calls = renderAsAdmin({});
    const dialog = await chooseFile('isto não é json', 'notas.json');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O ficheiro «notas.json» não é JSON válido.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
