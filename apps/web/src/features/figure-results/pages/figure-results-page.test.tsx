import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import type { RecordedCall } from '../../../test/mock-api';
import { expectSent, jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse, validationProblem } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FigureResultsPage } from './figure-results-page';
import { aFigureResult } from '@artistic/domain/testing/builders';
import { columnHeaders, judgeColumns } from '../../../test/table-text';

const user = userEvent.setup({ delay: null });

// Rendering Mantine inputs in happy-dom is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const athlete = (Numero: number, Name: string, License: number, Team = 'Clube Naval') => ({
  Numero,
  Atletas: [{ Numero, Name, Team, License, Year: 2014 }],
});

function buildFigureCompetition(overrides: Partial<Competition> = {}): Competition {
  return buildCompetition({
    _id: 'c1',
    Nome: 'Campeonato Nacional de Figuras',
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 },
      { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 10 },
      { Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: false, Price: 20 },
    ],
    Figuras: [
      { Nome: 'Ballet Leg', Valor: 2.2, Category: 'INF' },
      { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' },
      { Nome: 'Swordfish', Valor: 2, Category: 'JUV' },
    ],
    StartList: [
      {
        Ordem: 1,
        Categoria: 'INF',
        Prova: 'Figuras',
        Atletas_start: [
          athlete(1, 'Ana Silva', 101),
          athlete(2, 'Beatriz Costa', 102, 'Clube Alfa'),
          athlete(3, 'Carla Sousa', 103),
        ],
      },
      { Ordem: 2, Categoria: 'JUV', Prova: 'Figuras', Atletas_start: [athlete(1, 'Diana', 201)] },
      {
        Ordem: 3,
        Categoria: 'JUN',
        Prova: 'SOLO LIVRE',
        Atletas_start: [athlete(1, 'Eva', 301)],
      },
    ],
    ...overrides,
  });
}

/** A saved sheet as the server answers it (values worked out by hand in the tests). */
function savedResult(overrides: Partial<FigureResult> = {}): FigureResult {
  return aFigureResult({
    _id: 'r2',
    Clube: 'Clube Alfa',
    Number: 2,
    Atleta: { Licenca: 102, Nome: 'Beatriz Costa', Ano: 2014 },
    Resultados_fig: [
      { Name: 'Ballet Leg', FP_val: 2.2, J1: 8, J2: 8, J3: 8, J4: 8, J5: 8, Penalties: 0 },
      { Name: 'Barracuda', FP_val: 1.8, J1: 7, J2: 7, J3: 7, J4: 7, J5: 7, Penalties: 0 },
    ],
    Pontos: 75.5,
    version: 4,
    ...overrides,
  });
}

interface Setup {
  competition?: Competition;
  results?: () => FigureResult[];
  role?: 'admin' | 'referee' | 'clube';
  path?: string;
  routes?: Parameters<typeof mockApi>[0];
}

function renderPage({
  competition = buildFigureCompetition(),
  results = () => [],
  role = 'admin',
  path = '/resultFiguras?compId=c1',
  routes = {},
}: Setup = {}): RecordedCall[] {
  const calls = mockApi({
    'GET /api/me': meResponse(role, role === 'clube' ? 'Clube Naval' : null),
    'GET /api/competitions/c1': () => jsonResponse(competition),
    'GET /api/resultadoFigura/comp/c1': () => jsonResponse(results()),
    ...routes,
  });
  renderWithProviders(<FigureResultsPage />, {
    path,
    auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' }),
  });
  return calls;
}

/** Chooses a category with the keyboard: type its code, Enter. */
async function chooseCategory(code: string) {
  const input = await screen.findByLabelText(/^Categoria/, { selector: 'input' });
  await user.click(input);
  await screen.findByRole('listbox', { hidden: true });
  await user.keyboard(`${code}{Enter}`);
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Prova' })).toHaveValue('Figuras'),
  );
}

/** Types an order number and presses Enter; the sheet opens with the focus on its first mark. */
async function openOrder(number: number) {
  const order = screen.getByRole('textbox', { name: /^Ordem/ });
  await user.clear(order);
  await user.type(order, `${number}{Enter}`);
}

const cell = (figure: string, judge: string) =>
  screen.getByRole('textbox', { name: `${figure} — ${judge}` });
const computed = (label: string) => screen.getByRole('status', { name: label });
const saveButton = () => screen.getByRole('button', { name: 'Gravar Resultados Figuras' });

/** Opens the sheet of order number 1; the focus waits on its first mark (Ballet Leg, J1). */
async function openFirstSheet() {
  await openOrder(1);
  await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveFocus());
}

/** The answer to the POST of a new sheet: saved as version 1 (id r1) with these points. */
function savedNewSheet(Pontos: number) {
  return (init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as Omit<FigureResult, '_id' | 'version'>;
    return jsonResponse({ ...body, _id: 'r1', version: 1, Pontos, insertedId: 'r1' }, 201);
  };
}

/** Ballet Leg 7,5 7 8 6,5 7 then Barracuda 6 6,5 7 6,5 6, Enter after each mark. */
async function typeWorkedExample() {
  await openFirstSheet();
  await user.keyboard('7,5{Enter}7{Enter}8{Enter}6,5{Enter}7{Enter}');
  expect(cell('Barracuda', 'J1')).toHaveFocus();
  await user.keyboard('6{Enter}6,5{Enter}7{Enter}6,5{Enter}6');
}

/** Renders the page and types the worked example on INF's first sheet, then `mark` into a cell. */
async function typeOverWorkedExample(figure: string, judge: string, mark: string) {
  const calls = renderPage();
  await chooseCategory('INF');
  await typeWorkedExample();
  await user.click(cell(figure, judge));
  await user.keyboard(mark);
  return calls;
}

/** Expects saving to be refused: the button disabled, and Ctrl+S sends nothing. */
async function expectSaveRefused(calls: readonly RecordedCall[]) {
  expect(saveButton()).toBeDisabled();
  await user.keyboard('{Control>}s{/Control}');
  expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FigureResultsPage: choosing the athlete', () => {
  it('offers only the categories with a figures block; choosing one fills Prova and enables Ordem', async () => {
    renderPage();
    expect(await screen.findByText('Campeonato Nacional de Figuras')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    const order = screen.getByRole('textbox', { name: /^Ordem/ });
    expect(order).toBeDisabled();

    const input = screen.getByLabelText(/^Categoria/, { selector: 'input' });
    await user.click(input);
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['INF — Infantil', 'JUV — Juvenil']);
    await user.keyboard('JUV{Enter}');

    expect(screen.getByRole('textbox', { name: 'Prova' })).toHaveValue('Figuras');
    expect(screen.getByRole('textbox', { name: 'Prova' })).toHaveAttribute('readonly');
    expect(order).toBeEnabled();
    await waitFor(() => expect(order).toHaveFocus());
  });

  it('loads the athlete of the start slot and blank tables with exactly the panel’s judges', async () => {
    renderPage({ competition: buildFigureCompetition({ JuizesFiguras: 6 }) });
    await chooseCategory('INF');
    await openOrder(2);

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Beatriz Costa'),
    );
    expect(screen.getByRole('textbox', { name: 'Licença' })).toHaveValue('102');
    expect(screen.getByRole('textbox', { name: 'Ano' })).toHaveValue('2014');
    expect(screen.getByRole('textbox', { name: 'Clube' })).toHaveValue('Clube Alfa');
    expect(screen.getByText('Nova folha')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Figura 1: Ballet Leg' });
    const headers = columnHeaders(table);
    expect(headers).toEqual([
      'Grupo',
      'FP',
      ...judgeColumns(6),
      'Penalizações',
      'Média',
      'Pontuação',
    ]);
    expect(within(table).getByText('2,2000')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Figura 2: Barracuda' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Ballet Leg — J7' })).not.toBeInTheDocument();
    expect(cell('Ballet Leg', 'J1')).toHaveValue('');
    expect(cell('Ballet Leg', 'J1')).toHaveFocus();
    // Once an athlete is open, the category is locked until 'Mudar'.
    expect(screen.getByLabelText(/^Categoria/, { selector: 'input' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mudar' }));
    expect(screen.getByLabelText(/^Categoria/, { selector: 'input' })).toBeEnabled();
    expect(screen.queryByRole('table', { name: 'Figura 1: Ballet Leg' })).not.toBeInTheDocument();
  });

  it('says clearly when an order number is not in the start list', async () => {
    renderPage();
    await chooseCategory('INF');
    await openOrder(9);
    expect(
      await screen.findByText('O nº 9 não existe na ordem de partida desta prova (números 1 a 3).'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides the Penalizações column for JUV', async () => {
    renderPage();
    await chooseCategory('JUV');
    await openOrder(1);
    const table = await screen.findByRole('table', { name: 'Figura 1: Swordfish' });
    expect(within(table).queryByRole('columnheader', { name: 'Penalizações' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Penalizações/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
  });
});

describe('FigureResultsPage: typing marks', () => {
  it('computes Média, Pontuação and the total live while marks are typed with Enter', async () => {
    renderPage();
    await chooseCategory('INF');
    await openFirstSheet();
    await user.keyboard('7,5{Enter}7{Enter}8{Enter}6,5{Enter}');
    // Four of five marks: no mean yet (never a guess).
    expect(computed('Média — Ballet Leg')).toHaveTextContent('—');
    await user.keyboard('7{Enter}');

    // 7,5 7,0 8,0 6,5 7,0: drop 8,0 and 6,5 → (7,5 + 7,0 + 7,0) / 3 = 7,16666… → 7,1667
    expect(computed('Média — Ballet Leg')).toHaveTextContent('7,1667');
    // 2,2 × 7,1667 = 15,76674 → 15,7667
    expect(computed('Pontuação — Ballet Leg')).toHaveTextContent('15,7667');
    expect(computed('Pontuação final')).toHaveTextContent('—');

    expect(cell('Barracuda', 'J1')).toHaveFocus();
    await user.keyboard('6{Enter}6,5{Enter}7{Enter}6,5{Enter}6');
    // 6,0 6,5 7,0 6,5 6,0: drop 7,0 and 6,0 → 19,0 / 3 = 6,3333; 1,8 × 6,3333 = 11,39994 → 11,3999
    expect(computed('Média — Barracuda')).toHaveTextContent('6,3333');
    expect(computed('Pontuação — Barracuda')).toHaveTextContent('11,3999');
    // Σ FP 4,0; Σ points 27,1666; 27,1666 × 10 / 4 = 67,9165
    expect(computed('Total FP')).toHaveTextContent('4,0000');
    expect(computed('Total Pontuação')).toHaveTextContent('27,1666');
    expect(computed('Pontuação final')).toHaveTextContent('67,9165');

    // A penalty of 0,5 comes off the final score: 67.4165
    await user.type(screen.getByRole('textbox', { name: 'Penalizações — Barracuda' }), '0,5');
    expect(computed('Pontuação final')).toHaveTextContent('67,4165');
  });

  it('ArrowDown moves to the same judge of the next figure', async () => {
    renderPage();
    await chooseCategory('INF');
    await openFirstSheet();
    await user.keyboard('{Enter}{Enter}{ArrowDown}');
    expect(cell('Barracuda', 'J3')).toHaveFocus();
  });

  it('blocks saving while a mark is out of range, and says so', async () => {
    const calls = await typeOverWorkedExample('Barracuda', 'J2', '11');

    expect(cell('Barracuda', 'J2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Há 1 valor inválido: corrija-o antes de gravar')).toBeVisible();
    expect(screen.getByText(/Barracuda — J2: Nota entre 1 e 10/)).toBeVisible();
    await expectSaveRefused(calls);
    expect(cell('Barracuda', 'J2')).toHaveFocus();
    expect(computed('Pontuação final')).toHaveTextContent('—');
  });
});

describe('FigureResultsPage: the step of the figure panel', () => {
  it('on a tenths panel, 7,25 is flagged with the step named and nothing is sent', async () => {
    const calls = await typeOverWorkedExample('Ballet Leg', 'J3', '7,25');

    expect(cell('Ballet Leg', 'J3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Ballet Leg — J3: Nota em décimas \(ex\.: 7,5\)/)).toBeVisible();
    await expectSaveRefused(calls);
    expect(computed('Média — Ballet Leg')).toHaveTextContent('—');
  });

  it('on a quarter-point panel, 7,25 counts and is sent; 7,3 is flagged in quarter points', async () => {
    const calls = renderPage({
      competition: buildFigureCompetition({ PassoFiguras: 0.25 }),
      routes: {
        'POST /api/resultadoFigura/add': savedNewSheet(70),
      },
    });
    await chooseCategory('INF');
    await openFirstSheet();
    await user.keyboard('7,3{Enter}');
    expect(cell('Ballet Leg', 'J1')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(/Ballet Leg — J1: Nota em quartos de ponto \(ex\.: 7,25\)/),
    ).toBeVisible();

    await user.click(cell('Ballet Leg', 'J1'));
    await user.keyboard('7,25{Enter}7,5{Enter}7,75{Enter}7{Enter}8{Enter}');
    // 7,25 7,5 7,75 7,0 8,0: drop 8,0 and 7,0 → (7,25 + 7,5 + 7,75) / 3 = 7,5
    expect(computed('Média — Ballet Leg')).toHaveTextContent('7,5000');
    await user.keyboard('6,25{Enter}6,5{Enter}7{Enter}6,5{Enter}6');
    expect(cell('Ballet Leg', 'J1')).not.toHaveAttribute('aria-invalid');
    await user.click(saveButton());

    expect(await screen.findByText('Já gravado (versão 1)')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      Resultados_fig: [
        { Name: 'Ballet Leg', J1: 7.25, J2: 7.5, J3: 7.75, J4: 7, J5: 8 },
        { Name: 'Barracuda', J1: 6.25, J2: 6.5, J3: 7, J4: 6.5, J5: 6 },
      ],
    });
  });
});

describe('FigureResultsPage: saving', () => {
  it('POSTs a new sheet with comp_id and the marks, offers the next athlete, then PUTs with the version', async () => {
    const calls = renderPage({
      routes: {
        'POST /api/resultadoFigura/add': savedNewSheet(67.9165),
        'PUT /api/resultadoFigura/r1': (init) => {
          const body = JSON.parse(String(init?.body)) as FigureResult;
          return jsonResponse({ ...body, _id: 'r1', version: 2, Pontos: 67.4165 });
        },
      },
    });
    await chooseCategory('INF');
    await typeWorkedExample();
    await user.keyboard('{Control>}s{/Control}');

    expect(
      await screen.findByText(
        'Resultados Figuras gravados com sucesso: nº 1, Ana Silva — 67,9165.',
      ),
    ).toBeVisible();
    const post = expectSent(calls, 'POST', '/api/resultadoFigura/add', 'admin-token');
    expect(post?.body).toEqual({
      Categoria: 'INF',
      Esquema: 'Figuras',
      Clube: 'Clube Naval',
      Number: 1,
      Atleta: { Licenca: 101, Nome: 'Ana Silva', Ano: 2014 },
      Extra: false,
      comp_id: 'c1',
      Resultados_fig: [
        { Name: 'Ballet Leg', FP_val: 2.2, J1: 7.5, J2: 7, J3: 8, J4: 6.5, J5: 7, Penalties: 0 },
        { Name: 'Barracuda', FP_val: 1.8, J1: 6, J2: 6.5, J3: 7, J4: 6.5, J5: 6, Penalties: 0 },
      ],
    });
    expect(screen.getByText('Já gravado (versão 1)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Seguinte: nº 2' })).toHaveFocus();

    // A correction on the same sheet goes out as a PUT with the version read.
    await user.type(screen.getByRole('textbox', { name: 'Penalizações — Barracuda' }), '0,5');
    await user.click(screen.getByRole('checkbox', { name: 'Extra-Competição' }));
    await user.click(saveButton());
    expect(await screen.findByText('Já gravado (versão 2)')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/resultadoFigura/r1');
    expect(put?.body).toMatchObject({
      version: 1,
      comp_id: 'c1',
      Number: 1,
      Extra: true,
      Resultados_fig: [{ Penalties: 0 }, { Name: 'Barracuda', Penalties: 0.5 }],
    });

    // Enter on 'Seguinte' opens the next athlete with the focus on its first mark.
    screen.getByRole('button', { name: 'Seguinte: nº 2' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Beatriz Costa'),
    );
    await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveFocus());
    expect(cell('Ballet Leg', 'J1')).toHaveValue('');
  });

  it('opens a saved result from the list, with its marks and totals', async () => {
    renderPage({ results: () => [savedResult()] });
    await chooseCategory('INF');
    await openOrder(2);

    await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveValue('8'));
    expect(cell('Barracuda', 'J5')).toHaveValue('7');
    expect(screen.getByText('Já gravado (versão 4)')).toBeVisible();
    // 8 × 2,2 = 17,6; 7 × 1,8 = 12,6; (30,2 × 10) / 4 = 75.5
    expect(computed('Pontuação — Ballet Leg')).toHaveTextContent('17,6000');
    expect(computed('Pontuação final')).toHaveTextContent('75,5000');
  });

  it('keeps every mark on screen and shows the server’s message after a 400', async () => {
    renderPage({
      routes: {
        'POST /api/resultadoFigura/add': () =>
          validationProblem('Dados inválidos', {
            detail: 'Este número de ordem não corresponde a este atleta na ordem de partida.',
            errors: [
              { path: 'Number', message: 'errors.startSlotMismatch' },
              { path: 'Resultados_fig.1.J5', message: 'errors.judgeNotInPanel' },
            ],
          }),
      },
    });
    await chooseCategory('INF');
    await typeWorkedExample();
    await user.click(saveButton());

    const alert = (await screen.findByText('Os resultados não foram gravados')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(
      within(alert).getByText(
        'Este número de ordem não corresponde a este atleta na ordem de partida.',
      ),
    ).toBeVisible();
    expect(
      within(alert).getByText('Barracuda — J5: A competição não tem este juiz (número de juízes).'),
    ).toBeVisible();
    expect(cell('Ballet Leg', 'J1')).toHaveValue('7,5');
    expect(cell('Barracuda', 'J5')).toHaveValue('6');
    expect(computed('Pontuação final')).toHaveTextContent('67,9165');
    expect(screen.getByText('Alterações por gravar')).toBeVisible();
  });

  it('explains a 409 and reloads the server’s version on request', async () => {
    let serverResults: FigureResult[] = [];
    const calls = renderPage({
      results: () => serverResults,
      routes: {
        'POST /api/resultadoFigura/add': () => {
          // Another admin saved this athlete first.
          serverResults = [
            savedResult({
              _id: 'r9',
              Number: 1,
              Clube: 'Clube Naval',
              Atleta: { Licenca: 101, Nome: 'Ana Silva', Ano: 2014 },
              version: 3,
            }),
          ];
          return problemResponse(
            409,
            'about:blank#conflict',
            'Conflito: o registo foi alterado entretanto',
            {
              detail:
                'Este atleta já tem resultado nesta prova: abra-o e grave por cima (com a versão atual).',
            },
          );
        },
      },
    });
    await chooseCategory('INF');
    await typeWorkedExample();
    await user.click(saveButton());

    const title = await screen.findByText('O resultado foi alterado entretanto');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/substitui as notas que estão no ecrã/)).toBeVisible();
    expect(cell('Ballet Leg', 'J1')).toHaveValue('7,5');

    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveValue('8'));
    expect(screen.getByText('Já gravado (versão 3)')).toBeVisible();
    expect(screen.queryByText('O resultado foi alterado entretanto')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/resultadoFigura/comp/c1').length).toBe(2);
  });

  it('asks before discarding unsaved marks when another order number is opened', async () => {
    renderPage();
    await chooseCategory('INF');
    await openFirstSheet();
    await user.keyboard('7');
    await openOrder(3);

    const dialog = await screen.findByRole('dialog', { name: 'Descartar as notas por gravar?' });
    // The safe answer has the focus: Enter keeps the marks.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continuar a editar' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Silva');
    expect(cell('Ballet Leg', 'J1')).toHaveValue('7');

    await openOrder(3);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carla Sousa'),
    );
    expect(cell('Ballet Leg', 'J1')).toHaveValue('');
  });
});

describe('FigureResultsPage: access and states', () => {
  it('tells a non-admin that only administrators enter results', async () => {
    const calls = renderPage({ role: 'referee' });
    expect(await screen.findByText('Só administradores podem lançar resultados')).toBeVisible();
    expect(screen.queryByLabelText(/^Categoria/, { selector: 'input' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/resultadoFigura'))).toBe(false);
  });

  it('says when the competition is missing from the address', async () => {
    renderPage({ path: '/resultFiguras' });
    expect(await screen.findByText('Falta indicar a competição')).toBeVisible();
  });

  it('says when there is no figures start list yet', async () => {
    renderPage({ competition: buildFigureCompetition({ StartList: [] }) });
    expect(await screen.findByText('Ainda não há ordem de partida de figuras')).toBeVisible();
  });

  it('shows a load error', async () => {
    renderPage({
      routes: {
        'GET /api/competitions/c1': () => problemResponse(500, 'about:blank', 'Erro interno'),
      },
    });
    expect(await screen.findByText('Não foi possível carregar a competição')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

describe("FigureResultsPage: the judges' phones (issue 21)", () => {
  it('opens the panel, puts the open sheet in the water and fills the judges’ marks in as they arrive; a typed mark wins', async () => {
    let version = 0;
    let pointed: string | null = null;
    let open = false;
    const stored: {
      key: string;
      seat: number;
      entry: string;
      row: string;
      value: number;
      at: string;
      accepted: null;
    }[] = [];
    const now = () => jsonResponse({ panel: 'figuras', open, version, entry: null });
    const calls = renderPage({
      routes: {
        'GET /api/competitions/c1/panel/figuras': now,
        'PUT /api/competitions/c1/panel/figuras/pointer': (init) => {
          const body = JSON.parse(String(init?.body)) as { open: boolean; entry: string | null };
          open = body.open;
          pointed = body.entry;
          version += 1;
          return jsonResponse({ panel: 'figuras', open, version, entry: null });
        },
        'GET /api/competitions/c1/panel/figuras/marks?entry=fig%3AINF%3AFiguras%3A101': () =>
          jsonResponse({ panel: 'figuras', entry: 'fig:INF:Figuras:101', marks: stored }),
      },
    });
    await chooseCategory('INF');
    const toggle = await screen.findByRole('switch', {
      name: 'Receber as notas dos telemóveis dos juízes',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());

    await openFirstSheet();
    // The sheet opened at the table is now the one in the water on the phones.
    await waitFor(() => expect(pointed).toBe('fig:INF:Figuras:101'));
    expect(
      calls
        .filter((c) => c.method === 'PUT')
        .map((c) => (c.body as { entry: string | null }).entry),
    ).toEqual([null, 'fig:INF:Figuras:101']);

    // The table types J2's first mark itself; then the judges' marks arrive.
    await user.click(cell('Ballet Leg', 'J2'));
    await user.keyboard('6');
    const mark = (seat: number, row: string, value: number) => ({
      key: `k-${seat}-${row}`,
      seat,
      entry: 'fig:INF:Figuras:101',
      row,
      value,
      at: '2026-11-28T10:00:00Z',
      accepted: null,
    });
    stored.push(mark(1, '0', 7.5), mark(2, '0', 9), mark(3, '0', 8), mark(1, '1', 6.5));
    await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveValue('7,5'), { timeout: 4000 });
    expect(cell('Ballet Leg', 'J3')).toHaveValue('8');
    expect(cell('Barracuda', 'J1')).toHaveValue('6,5');
    // The table wins: J2's mark typed at the table stays.
    expect(cell('Ballet Leg', 'J2')).toHaveValue('6');
    expect(screen.getByText('Faltam notas de J2, J3, J4, J5.')).toBeVisible();
  });

  it('leaves the athlete in the water where she is when a sheet scored before is opened (a correction); only an unscored one or ‘Pôr esta na água’ moves her (issue 38)', async () => {
    // The panel is open with Ana Silva (nº 1) in the water; Beatriz Costa (nº 2) swam and was scored.
    let version = 3;
    let pointed = 'fig:INF:Figuras:101';
    const names: Record<string, string> = {
      'fig:INF:Figuras:101': 'Ana Silva',
      'fig:INF:Figuras:102': 'Beatriz Costa',
      'fig:INF:Figuras:103': 'Carla Sousa',
    };
    const now = () =>
      jsonResponse({
        panel: 'figuras',
        open: true,
        version,
        entry: {
          entry: pointed,
          heading: 'Infantis — Figuras',
          startNumber: null,
          name: names[pointed] ?? '',
          club: 'Clube Naval',
          rows: [],
        },
      });
    const calls = renderPage({
      results: () => [savedResult()],
      routes: {
        'GET /api/competitions/c1/panel/figuras': now,
        'PUT /api/competitions/c1/panel/figuras/pointer': (init) => {
          const body = JSON.parse(String(init?.body)) as { entry: string };
          pointed = body.entry;
          version += 1;
          return now();
        },
        ...Object.fromEntries(
          Object.keys(names).map((entry) => [
            `GET /api/competitions/c1/panel/figuras/marks?entry=${encodeURIComponent(entry)}`,
            () => jsonResponse({ panel: 'figuras', entry, marks: [] }),
          ]),
        ),
      },
    });
    const moves = () =>
      calls
        .filter((c) => c.method === 'PUT')
        .map((c) => (c.body as { entry: string | null }).entry);
    await chooseCategory('INF');
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Receber as notas dos telemóveis dos juízes' }),
      ).toBeChecked(),
    );

    // Beatriz's sheet, scored before, is opened to correct it: Ana stays in the water.
    await openOrder(2);
    await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveValue('8'));
    expect(
      await screen.findByText('Correção de uma folha já pontuada: na água continua Ana Silva.'),
    ).toBeVisible();
    expect(moves()).toEqual([]);

    // Carla's sheet, not scored yet: she is the next in the water.
    await openOrder(3);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carla Sousa'),
    );
    await waitFor(() => expect(moves()).toEqual(['fig:INF:Figuras:103']));

    // Back to Beatriz's: nothing moves, until the table asks for it.
    await openOrder(2);
    await waitFor(() => expect(cell('Ballet Leg', 'J1')).toHaveValue('8'));
    await user.click(await screen.findByRole('button', { name: 'Pôr esta na água' }));
    await waitFor(() => expect(moves()).toEqual(['fig:INF:Figuras:103', 'fig:INF:Figuras:102']));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pôr esta na água' })).not.toBeInTheDocument(),
    );
  });
});
