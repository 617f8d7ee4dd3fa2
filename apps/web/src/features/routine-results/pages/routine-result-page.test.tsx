import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import {
  aFigureResult,
  aHybrid,
  aRoutineResult,
  anElement,
} from '@artistic/domain/testing/builders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoachCard } from '../../../test/coach-card-fixture';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import type { RecordedCall } from '../../../test/mock-api';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse, validationProblem } from '../../../test/problem-responses';
import {
  buildRulesetDocument,
  buildStoredRuleset,
  rulesetRoutes,
} from '../../../test/ruleset-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RoutineResultPage } from './routine-result-page';
import { columnHeaders, judgeColumns } from '../../../test/table-text';

const user = userEvent.setup({ delay: null });

// Typing dozens of marks into Mantine inputs in happy-dom is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' });

/** JUV free duet: ACR 2.1 (CD 1), HIB 2.1 (CD 0.5), ChoHy 1 (CD 0.5), TRA (not judged). */
function buildCard(overrides: Partial<CoachCard> = {}): CoachCard {
  return buildCoachCard({
    Categoria: 'JUV',
    Tema_esquema: 'Ondas do Atlântico',
    Atletas: [
      { Licenca: 101, Nome: 'Beatriz Santos', Ano: 2012 },
      { Licenca: 102, Nome: 'Carolina Pires', Ano: 2012 },
    ],
    Reservas: [{ Licenca: 103, Nome: 'Diana Lopes', Ano: 2013 }],
    Elementos: [
      anElement('ACR', 1, 2.1, {
        Grupo: 'A',
        Nota_base: 0.5,
        Dificuldade_declarada: [{ Codigo_cc: 'A-Bal', Valor: 1.6 }],
      }),
      aHybrid(2),
      anElement('ChoHy', 3, 1),
      anElement('TRA', 4, 0),
    ],
    State: 'Submetido',
    Total_declarado: 5.2,
    version: 2,
    ...overrides,
  });
}

const figureResult = (licence: number, points: number) =>
  aFigureResult({
    _id: `f${licence}`,
    Categoria: 'JUV',
    Clube: 'Clube Naval',
    Atleta: { Licenca: licence, Nome: `Atleta ${licence}`, Ano: 2012 },
    Resultados_fig: [],
    Pontos: points,
  });

function buildScoringCompetition(overrides: Partial<Competition> = {}): Competition {
  return buildCompetition({
    _id: 'c1',
    Nome: 'Campeonato Nacional',
    JuizesCoachCard: 7,
    Ordem: [
      { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25 },
      // The JUV figures whose points the duet adds (ADR 062).
      { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 12 },
    ],
    StartList: [
      {
        Ordem: 1,
        Categoria: 'JUV',
        Prova: 'DUETO LIVRE',
        Atletas_start: [
          {
            Numero: 3,
            CoachCardId: 'cc1',
            Atletas: [
              { Numero: 3, Name: 'Beatriz Santos', Team: 'Clube Naval', License: 101, Year: 2012 },
            ],
          },
        ],
      },
    ],
    Resultados: {
      ResultadosCC: [],
      ResultadosFiguras: [figureResult(101, 63.7511), figureResult(102, 60.1234)],
    },
    ...overrides,
  });
}

type Routes = Parameters<typeof mockApi>[0];

function renderPage(
  options: {
    card?: CoachCard;
    competition?: Competition;
    results?: () => Response;
    role?: 'admin' | 'referee' | 'clube';
    path?: string;
    routes?: Routes;
  } = {},
): RecordedCall[] {
  const card = options.card ?? buildCard();
  const calls = mockApi({
    ...rulesetRoutes(),
    'GET /api/me': meResponse(options.role ?? 'admin', options.role === 'clube' ? 'Clube' : null),
    'GET /api/coachCard/cc1': () => jsonResponse(card),
    'GET /api/competitions/c1': () =>
      jsonResponse(options.competition ?? buildScoringCompetition()),
    'GET /api/resultadoCoachCard/comp/c1': options.results ?? (() => jsonResponse([])),
    ...options.routes,
  });
  renderWithProviders(<RoutineResultPage />, {
    path: options.path ?? '/resultCoachCard?id=cc1',
    auth: signedIn(),
  });
  return calls;
}

const cell = (name: string) => screen.getByRole('textbox', { name });
const shown = (name: string) => screen.getByRole('status', { name });

/** Types the marks into a row from its J1 with the keyboard only: each mark then Enter. */
async function typeRow(firstCell: string, marks: readonly string[]) {
  await user.click(cell(firstCell));
  await user.keyboard(marks.map((m) => `${m}{Enter}`).join(''));
}

const sevens = ['7', '7', '7', '7', '7', '7', '7'];

/** Renders the sheet and types these marks into the ACR's row from its J1; answers the calls. */
async function typeFirstRow(marks: readonly string[]) {
  const calls = renderPage();
  await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });
  await typeRow('Elemento 1 (ACR), J1', marks);
  return calls;
}

/** Expects saving to be refused: the button disabled, and Ctrl+S posts nothing. */
async function expectSaveRefused(calls: readonly RecordedCall[]) {
  expect(screen.getByRole('button', { name: 'Gravar Resultados' })).toBeDisabled();
  await user.keyboard('{Control>}s{/Control}');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
}

/** A server answer for a saved sheet: what was sent, with an id and a version. */
function savedFrom(body: unknown, id: string, version: number): RoutineResult {
  return { ...(body as Omit<RoutineResult, '_id' | 'version'>), _id: id, version };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RoutineResultPage sheet', () => {
  it("shows the header and the card's elements with exactly the competition's seven judge columns", async () => {
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' })).toBeVisible();

    const header = screen.getByRole('region', { name: 'Esquema pontuado' });
    for (const text of [
      'Campeonato Nacional',
      'JUV — Juvenil',
      'Dueto Livre',
      'Clube Naval',
      'Ondas do Atlântico',
      'Beatriz Santos (101), Carolina Pires (102)',
      'Diana Lopes (103)',
    ]) {
      expect(within(header).getByText(text)).toBeInTheDocument();
    }
    // Start number from the start list slot of this card.
    expect(within(header).getByText('3')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Notas dos juízes' });
    const headers = columnHeaders(table);
    expect(headers.slice(0, 11)).toEqual([
      'N.º',
      'Elemento',
      'Grupo',
      'DD / FP',
      ...judgeColumns(7),
    ]);
    expect(within(table).queryByText('J8')).not.toBeInTheDocument();
    expect(within(table).getByText('T1 S2 + 2PC')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Elemento 3 (ChoHy), J7' })).toBeInTheDocument();
    // TRA has no CD: no judge cells, 0 points.
    expect(screen.queryByRole('textbox', { name: 'Elemento 4 (TRA), J1' })).not.toBeInTheDocument();
    expect(within(table).getByText(/Não avaliado pelos juízes/)).toBeInTheDocument();
    // Free routine, not Masters: three artistic rows and major errors.
    for (const row of ['Coreografia & Musicalidade', 'Desempenho', 'Transições']) {
      expect(screen.getByRole('textbox', { name: `${row}, J1` })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Erros maiores' })).toBeInTheDocument();
  });

  it('names every score cell by its row and judge, once, and never skips a heading level', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });

    const cells = Array.from(document.querySelectorAll('input[data-score-cell]'));
    const names = cells.map((input) => input.getAttribute('aria-label') ?? '');
    // The name a screen reader reads is that label: each one finds its own cell.
    cells.forEach((input, index) => {
      expect(screen.getByRole('textbox', { name: names[index] })).toBe(input);
    });
    // 3 judged elements and 3 artistic rows × 7 judges, then the deduction counts.
    expect(names.filter((name) => /^(Elemento \d \(\w+\)|[^,]+), J[1-7]$/.test(name))).toHaveLength(
      6 * 7,
    );
    expect(names).toContain('Transições, J7');
    expect(names).toContain('Erros simples');
    expect(names.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(names.length);

    // Each heading is at most one level below the one before it (the deduction boxes are h2).
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level).toBeLessThanOrEqual((levels[index] ?? 0) + 1);
    });
  });

  it('has only five judge columns when the competition has five coach card judges', async () => {
    renderPage({ competition: buildScoringCompetition({ JuizesCoachCard: 5 }) });
    expect(await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J5' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Elemento 1 (ACR), J6' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'J6' })).not.toBeInTheDocument();
  });

  it('computes Média, Pontos and every total live while marks are typed with Enter', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });

    await typeRow('Elemento 1 (ACR), J1', sevens);
    // Enter walked judge by judge, then to the next row.
    expect(cell('Elemento 2 (HIB), J1')).toHaveFocus();
    // By hand (docs/scoring.md §5): mean of seven 7s = 7; points = 7 × 2.1 × CD 1 = 14.7.
    expect(shown('Média (Elemento 1 (ACR))')).toHaveTextContent('7,0000');
    expect(shown('Pontos (Elemento 1 (ACR))')).toHaveTextContent('14,7000');
    // Other rows are still empty: no totals yet.
    expect(shown('Valor total')).toHaveTextContent('—');

    // HIB: 6 7 7 7.5 8 6.5 7 → drop 8 and 6 → 35 / 5 = 7; 7 × 2.1 × 0.5 = 7.35.
    await user.keyboard('6{Enter}7{Enter}7{Enter}7,5{Enter}8{Enter}6,5{Enter}7{Enter}');
    expect(shown('Pontos (Elemento 2 (HIB))')).toHaveTextContent('7,3500');
    // ChoHy: 7 × 1 × 0.5 = 3.5; then the artistic rows (factors 1.6, 1.5, 1.6).
    await user.keyboard(sevens.map((m) => `${m}{Enter}`).join(''));
    expect(cell('Coreografia & Musicalidade, J1')).toHaveFocus();
    await user.keyboard([...sevens, ...sevens, ...sevens].map((m) => `${m}{Enter}`).join(''));
    // After the last judge of the last row, Enter goes on to the error counts.
    expect(cell('Erros simples')).toHaveFocus();
    await user.keyboard('2{Enter}1{Enter}0{Enter}1{Enter}1{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Desfile' }));

    // 14.7 + 7.35 + 3.5 = 25.55
    expect(shown('Total Elementos')).toHaveTextContent('25,5500');
    // 2 × 0.1 + 1 × 0.5 = 0.7
    expect(shown('Total Erros')).toHaveTextContent('0,7000');
    expect(shown('Penalização extra')).toHaveTextContent('0,5000');
    // 3 × 7 × (1.6 + 1.5 + 1.6) = 33.6 + 31.5 + 33.6 = 98.7
    expect(shown('Pontos (Desempenho)')).toHaveTextContent('31,5000');
    expect(shown('Total Impressão')).toHaveTextContent('98,7000');
    // max(25.55 − 0.7, 0) − 0.5 + 98.7 = 123.05
    expect(shown('Valor do esquema')).toHaveTextContent('123,0500');
    // 'Número de elementos' 1 × 0.5 + 'Desfile' 8 = 8.5
    expect(shown('Penalizações')).toHaveTextContent('8,5000');
    // JUV adds the mean of the athletes' figure scores: (63.7511 + 60.1234) / 2 → 61.9373.
    expect(shown('Pontos de figuras')).toHaveTextContent('61,9373');
    // 123.05 − 8.5 + 61.9373 = 176.4873
    expect(shown('Valor total')).toHaveTextContent('176,4873');
  });

  it('says which athletes have no figure points yet and leaves the total pending (never a 0)', async () => {
    const all7 = { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7, J6: 7, J7: 7 };
    const saved: RoutineResult = aRoutineResult({
      _id: 'r1',
      Clube: 'Clube Naval',
      Resultados_el: [
        { Elemento: 'ACR', FP_val: 2.1, ...all7 },
        { Elemento: 'HIB', FP_val: 2.1, ...all7 },
        { Elemento: 'ChoHy', FP_val: 1, ...all7 },
        { Elemento: 'TRA', FP_val: 0 },
      ],
      Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
        (Name) => ({ Name, ...all7 }),
      ),
      Valor_total: null,
    });
    renderPage({
      results: () => jsonResponse([saved]),
      // Carolina Pires (102) has no figure result yet.
      competition: buildScoringCompetition({
        Resultados: { ResultadosCC: [], ResultadosFiguras: [figureResult(101, 63.7511)] },
      }),
    });

    // 14.7 + 7.35 + 3.5 + 98.7: the sheet itself is complete.
    expect(await screen.findByRole('status', { name: 'Valor do esquema' })).toHaveTextContent(
      '124,2500',
    );
    expect(shown('Pontos de figuras')).toHaveTextContent('—');
    expect(shown('Valor total')).toHaveTextContent('—');
    expect(screen.getByRole('note')).toHaveTextContent(
      /pontos de figuras em falta: Carolina Pires \(102\)/i,
    );
  });

  it("without JUV figures in the competition the total is the routine's own, and says so", async () => {
    const all7 = { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7, J6: 7, J7: 7 };
    const saved: RoutineResult = aRoutineResult({
      _id: 'r1',
      Clube: 'Clube Naval',
      Resultados_el: [
        { Elemento: 'ACR', FP_val: 2.1, ...all7 },
        { Elemento: 'HIB', FP_val: 2.1, ...all7 },
        { Elemento: 'ChoHy', FP_val: 1, ...all7 },
        { Elemento: 'TRA', FP_val: 0 },
      ],
      Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
        (Name) => ({ Name, ...all7 }),
      ),
      Valor_total: null,
    });
    renderPage({
      results: () => jsonResponse([saved]),
      // INF figures only (the competition); Carolina Pires (102) has no figure result.
      competition: buildScoringCompetition({
        Ordem: [
          { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25 },
          { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 12 },
        ],
        Resultados: { ResultadosCC: [], ResultadosFiguras: [figureResult(101, 63.7511)] },
      }),
    });

    expect(await screen.findByRole('status', { name: 'Valor do esquema' })).toHaveTextContent(
      '124,2500',
    );
    // No figure points wait: the total is the scheme value less the listed penalties.
    expect(shown('Penalizações')).toHaveTextContent('0,0000');
    expect(shown('Valor total')).toHaveTextContent('124,2500');
    expect(screen.queryByRole('status', { name: 'Pontos de figuras' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sem figuras de JUV nesta competição: os pontos de figuras não contam e o total é o da rotina.',
    );
    expect(screen.queryByText(/pontos de figuras em falta/i)).not.toBeInTheDocument();
  });

  it("shows the lower value and totals at once when the controllers call 'Nota base' on the hybrid", async () => {
    const calls = renderPage({
      routes: {
        'POST /api/resultadoCoachCard/add': (init) =>
          jsonResponse(
            { ...savedFrom(JSON.parse(String(init?.body)), 'r1', 1), insertedId: 'r1' },
            201,
          ),
      },
    });
    await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });
    await typeRow('Elemento 1 (ACR), J1', sevens);
    await user.keyboard(
      Array.from({ length: 5 }, () => sevens)
        .flat()
        .map((m) => `${m}{Enter}`)
        .join(''),
    );
    // Declared: 7 × 2.1 × 1 + 7 × 2.1 × 0.5 + 7 × 1 × 0.5 = 14.7 + 7.35 + 3.5 = 25.55;
    // + artistic 98.7 = 124.25; + figure points 61.9373 = 186.1873.
    expect(shown('Pontos (Elemento 2 (HIB))')).toHaveTextContent('7,3500');
    expect(shown('Total Elementos')).toHaveTextContent('25,5500');
    expect(shown('Valor total')).toHaveTextContent('186,1873');

    // Only HIB and ACR may get the base mark (TRE may be 'Omitido'); ChoHy and TRA have no call.
    const hybridCall = screen.getByRole('combobox', {
      name: 'Decisão dos controladores técnicos (Elemento 2 (HIB))',
    });
    expect(
      within(hybridCall)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Como declarado', 'Nota base']);
    expect(screen.queryByRole('combobox', { name: /Elemento 3 \(ChoHy\)/ })).toBeNull();
    // Reached with Tab from the last judge of the row above.
    await user.click(cell('Elemento 1 (ACR), J7'));
    await user.tab();
    expect(hybridCall).toHaveFocus();

    await user.selectOptions(hybridCall, 'Nota base');
    // Base mark 0.5: 7 × 0.5 × 0.5 = 1.75; elements 19.95; total 186.1873 − 5.6 = 180.5873.
    expect(shown('Valor pontuado (Elemento 2 (HIB))')).toHaveTextContent('0,5000');
    expect(screen.getByText('declarado 2,1000')).toBeInTheDocument();
    expect(shown('Pontos (Elemento 2 (HIB))')).toHaveTextContent('1,7500');
    expect(shown('Total Elementos')).toHaveTextContent('19,9500');
    expect(shown('Valor total')).toHaveTextContent('180,5873');

    await user.click(screen.getByRole('button', { name: 'Gravar Resultados' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as RoutineResult;
    expect(body.Resultados_el.map((e) => [e.FP, e.FP_val])).toEqual([
      ['Declarado', 2.1],
      ['NB', 0.5],
      ['Declarado', 1],
      ['Declarado', 0],
    ]);
  });

  it("gives Masters the single 'Impressão Artística' row and no major errors", async () => {
    renderPage({
      card: buildCard({
        Categoria: 'MAS',
        Esquema: 'SOLO LIVRE',
        Atletas: [{ Licenca: 301, Nome: 'Teresa Costa', Ano: 1980 }],
        Reservas: [],
        Elementos: [anElement('Execução', 1, 1, { Nota_base: 1 })],
      }),
    });
    expect(await screen.findByRole('textbox', { name: 'Elemento 1 (Execução), J1' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Impressão Artística, J1' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Coreografia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Desempenho/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Erros maiores' })).not.toBeInTheDocument();
    expect(screen.getByText('Masters: sem erros maiores.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Pontos de figuras' })).not.toBeInTheDocument();

    // docs/scoring.md §5 Masters: 6 6.5 7 7.5 8 (+ 7 7) → mean 7, points 7; artistic all 7 → 21.
    await typeRow('Elemento 1 (Execução), J1', ['6', '6,5', '7', '7,5', '8', '7', '7']);
    await user.keyboard(sevens.map((m) => `${m}{Enter}`).join(''));
    await user.keyboard('1{Enter}');
    expect(shown('Pontos (Elemento 1 (Execução))')).toHaveTextContent('7,0000');
    expect(shown('Pontos (Impressão Artística)')).toHaveTextContent('21,0000');
    // 7 − 0.1 + 21 = 27.9
    expect(shown('Valor do esquema')).toHaveTextContent('27,9000');
  });
});

describe('RoutineResultPage saving', () => {
  it('creates the result with POST, then updates it with PUT and the version (Ctrl+S)', async () => {
    const calls = renderPage({
      routes: {
        'POST /api/resultadoCoachCard/add': (init) => {
          const body = JSON.parse(String(init?.body)) as unknown;
          return jsonResponse({ ...savedFrom(body, 'r1', 1), insertedId: 'r1' }, 201);
        },
        'PUT /api/resultadoCoachCard/r1': (init) =>
          jsonResponse(savedFrom(JSON.parse(String(init?.body)), 'r1', 2)),
      },
    });
    await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });
    await typeRow('Elemento 1 (ACR), J1', ['7', '7,5', '8', '6,5', '7', '7', '7,2']);
    await user.click(screen.getByRole('button', { name: 'Gravar Resultados' }));

    expect(await screen.findByText('Resultados Coach Card gravado com sucesso')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/resultadoCoachCard/add');
    expect(post?.headers.get('Authorization')).toBe('Bearer admin-token');
    const body = post?.body as RoutineResult;
    expect(body).toMatchObject({ comp_id: 'c1', coach_card_id: 'cc1', Extra: false });
    expect(body).not.toHaveProperty('version');
    expect(body.Resultados_el.map((e) => e.Elemento)).toEqual(['ACR', 'HIB', 'ChoHy', 'TRA']);
    expect(body.Resultados_el[0]).toMatchObject({
      FP_val: 2.1,
      J1: 7,
      J2: 7.5,
      J3: 8,
      J4: 6.5,
      J5: 7,
      J6: 7,
      J7: 7.2,
    });
    expect(body.Resultados_el[1]).toMatchObject({ J1: null, J7: null });
    expect(body.Resultados_el[3]).not.toHaveProperty('J1');
    expect(body.Resultado_Coreografia.map((r) => r.Name)).toEqual([
      'Coreografia & Musicalidade',
      'Desempenho',
      'Transições',
    ]);
    expect(body.Penalties).toHaveLength(10);
    expect(screen.getByText(/Resultado gravado \(versão 1\)/)).toBeInTheDocument();

    // The next save updates the same result, with the version the server gave.
    await user.click(cell('Elemento 2 (HIB), J1'));
    await user.keyboard('6,8');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/resultadoCoachCard/r1');
    expect(put?.body).toMatchObject({ version: 1, comp_id: 'c1', coach_card_id: 'cc1' });
    expect((put?.body as RoutineResult).Resultados_el[1]).toMatchObject({ J1: 6.8 });
    expect(await screen.findByText(/Resultado gravado \(versão 2\)/)).toBeInTheDocument();
  });

  it("keeps every typed mark when the server refuses the sheet, and shows the server's message", async () => {
    renderPage({
      routes: {
        'POST /api/resultadoCoachCard/add': () =>
          validationProblem('Pedido inválido', {
            detail: 'A competição não tem este juiz (número de juízes).',
            errors: [{ path: 'Resultados_el.0.J7', message: 'errors.judgeNotInPanel' }],
          }),
      },
    });
    await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });
    await typeRow('Elemento 1 (ACR), J1', ['7', '7,5', '8']);
    await user.click(screen.getByRole('button', { name: 'Gravar Resultados' }));

    const alert = await screen.findByRole('alert', {
      name: /Não foi possível gravar os resultados/,
    });
    expect(within(alert).getAllByText(/A competição não tem este juiz/)).toHaveLength(2);
    expect(within(alert).getByText(/^Elemento 1 \(ACR\), J7:/)).toBeInTheDocument();
    expect(cell('Elemento 1 (ACR), J1')).toHaveValue('7');
    expect(cell('Elemento 1 (ACR), J2')).toHaveValue('7,5');
    expect(cell('Elemento 1 (ACR), J3')).toHaveValue('8');
  });

  it('explains a 409 and reloads the saved result on request', async () => {
    const savedResult = (version: number, mark: number): RoutineResult =>
      aRoutineResult({
        _id: 'r1',
        version,
        Clube: 'Clube Naval',
        Resultados_el: [
          { Elemento: 'ACR', FP_val: 2.1, J1: mark },
          { Elemento: 'HIB', FP_val: 2.1 },
          { Elemento: 'ChoHy', FP_val: 1 },
          { Elemento: 'TRA', FP_val: 0 },
        ],
        Resultado_Coreografia: [],
        Valor_total: null,
      });
    let current = savedResult(4, 6);
    const calls = renderPage({
      results: () => jsonResponse([current]),
      routes: {
        'PUT /api/resultadoCoachCard/r1': () => {
          current = savedResult(5, 9);
          return problemResponse(409, 'about:blank#conflict', 'Conflito', {
            detail:
              'O resultado foi alterado entretanto por outra pessoa. Recarregue antes de gravar.',
          });
        },
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' })).toHaveValue('6');
    await user.clear(cell('Elemento 1 (ACR), J1'));
    await user.keyboard('7');
    await user.click(screen.getByRole('button', { name: 'Gravar Resultados' }));

    const alert = await screen.findByRole('alert', { name: /alterado por outra pessoa/ });
    expect(within(alert).getByText(/substitui o que está no ecrã/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 4 });
    // Nothing is replaced until the person asks.
    expect(cell('Elemento 1 (ACR), J1')).toHaveValue('7');

    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(cell('Elemento 1 (ACR), J1')).toHaveValue('9'));
    expect(screen.getByText(/Resultado gravado \(versão 5\)/)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /alterado por outra pessoa/ })).toBeNull();
  });

  it('blocks saving while a mark is out of range, and says so', async () => {
    const calls = await typeFirstRow(['7', '11']);

    expect(cell('Elemento 1 (ACR), J2')).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert', { name: 'Não é possível gravar' });
    expect(within(alert).getByText('Elemento 1 (ACR), J2: Nota entre 1 e 10')).toBeInTheDocument();
    await expectSaveRefused(calls);

    await user.clear(cell('Elemento 1 (ACR), J2'));
    await user.keyboard('8');
    expect(screen.queryByRole('alert', { name: 'Não é possível gravar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gravar Resultados' })).toBeEnabled();
  });

  it('on a tenths panel, 7,25 is flagged with the step named and nothing is sent', async () => {
    const calls = await typeFirstRow(['7', '7,25']);

    expect(cell('Elemento 1 (ACR), J2')).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert', { name: 'Não é possível gravar' });
    expect(
      within(alert).getByText('Elemento 1 (ACR), J2: Nota em décimas (ex.: 7,5)'),
    ).toBeInTheDocument();
    await expectSaveRefused(calls);
  });

  it('on a quarter-point panel, 7,25 counts and is sent; 7,3 is flagged in quarter points', async () => {
    const calls = renderPage({
      competition: buildScoringCompetition({ PassoCoachCard: 0.25 }),
      routes: {
        'POST /api/resultadoCoachCard/add': (init) => {
          const body = JSON.parse(String(init?.body)) as unknown;
          return jsonResponse({ ...savedFrom(body, 'r1', 1), insertedId: 'r1' }, 201);
        },
      },
    });
    await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' });
    await typeRow('Elemento 1 (ACR), J1', ['7,3']);
    const alert = screen.getByRole('alert', { name: 'Não é possível gravar' });
    expect(
      within(alert).getByText('Elemento 1 (ACR), J1: Nota em quartos de ponto (ex.: 7,25)'),
    ).toBeInTheDocument();

    await typeRow('Elemento 1 (ACR), J1', ['7,25', '7,5', '7,75', '7,25', '7,5', '7,75', '7,25']);
    expect(screen.queryByRole('alert', { name: 'Não é possível gravar' })).toBeNull();
    // Seven judges: 7,75 and 7,25 dropped, (7,5 + 7,25 + 7,5 + 7,75 + 7,25) / 5 = 7,45
    expect(shown('Média (Elemento 1 (ACR))')).toHaveTextContent('7,4500');
    await user.click(screen.getByRole('button', { name: 'Gravar Resultados' }));

    expect(await screen.findByText('Resultados Coach Card gravado com sucesso')).toBeVisible();
    const body = calls.find((c) => c.method === 'POST')?.body as RoutineResult;
    expect(body.Resultados_el[0]).toMatchObject({ J1: 7.25, J2: 7.5, J3: 7.75, J7: 7.25 });
  });

  it("takes 'Número de elementos' from 0 to 4 and refuses 5", async () => {
    renderPage();
    const count = await screen.findByRole('textbox', { name: 'Número de elementos' });
    expect(count).toHaveValue('0');
    await user.clear(count);
    await user.keyboard('4');
    // 4 × 0.5 = 2
    expect(shown('Penalizações')).toHaveTextContent('2,0000');
    expect(screen.queryByRole('alert', { name: 'Não é possível gravar' })).toBeNull();

    await user.clear(count);
    await user.keyboard('5');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert', { name: 'Não é possível gravar' });
    expect(
      within(alert).getByText('Número de elementos: Tem de ser um número inteiro entre 0 e 4'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gravar Resultados' })).toBeDisabled();
  });
});

describe('RoutineResultPage access and states', () => {
  it('tells a club it may not see scoring sheets', async () => {
    const calls = renderPage({ role: 'clube' });
    expect(await screen.findByRole('alert', { name: 'Sem acesso' })).toHaveTextContent(
      /Só administradores e juízes-árbitros/,
    );
    expect(calls.some((c) => c.url.startsWith('/api/coachCard/'))).toBe(false);
  });

  it('says a draft card cannot be scored yet and offers no save', async () => {
    renderPage({ card: buildCard({ State: 'Rascunho' }) });
    expect(
      await screen.findByRole('alert', { name: 'Este Coach Card ainda não pode ser pontuado' }),
    ).toBeVisible();
    expect(cell('Elemento 1 (ACR), J1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Gravar Resultados' })).not.toBeInTheDocument();
  });

  it('asks for a coach card when the address has no id', async () => {
    renderPage({ path: '/resultCoachCard' });
    expect(await screen.findByRole('alert', { name: 'Falta o Coach Card' })).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    renderPage({
      routes: {
        'GET /api/competitions/c1': () =>
          problemResponse(500, 'about:blank', 'Erro', { detail: 'Falhou' }),
      },
    });
    const alert = await screen.findByRole('alert', {
      name: 'Não foi possível carregar a folha de pontuação',
    });
    expect(alert).toHaveTextContent('Falhou');
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});

describe('RoutineResultPage provisional factors (issue 16)', () => {
  /** The built-in ruleset with every DUETO LIVRE JUV factor confirmed but the ones named. */
  function rulesetWithProvisional(keep: Record<string, number>) {
    return buildStoredRuleset(
      buildRulesetDocument((d) => {
        d.id = 'fpn-2027';
        const tables = [...Object.entries(d.cdFactors), ...Object.entries(d.artisticFactors)] as [
          string,
          Record<string, Record<string, { value: number; provisional: boolean }>>,
        ][];
        for (const [row, byRoutine] of tables) {
          const cell = byRoutine['DUETO LIVRE']?.JUV;
          if (!cell) continue;
          const kept = keep[row];
          cell.provisional = kept !== undefined;
          if (kept !== undefined) cell.value = kept;
        }
      }),
    );
  }

  it('names the provisional factors the routine is scored with, in decimal comma', async () => {
    const calls = renderPage({
      competition: buildScoringCompetition({ Regras: 'fpn-2027' }),
      routes: rulesetRoutes(
        rulesetWithProvisional({ HIB: 0.5, 'Coreografia & Musicalidade': 1.8 }),
      ),
    });
    expect(
      await screen.findByText('Fatores provisórios: HIB 0,5 · Coreografia & Musicalidade 1,8'),
    ).toBeVisible();
    expect(calls.some((c) => c.url === '/api/rulesets/fpn-2027')).toBe(true);
  });

  it('says nothing when every factor of the routine is confirmed', async () => {
    renderPage({
      competition: buildScoringCompetition({ Regras: 'fpn-2027' }),
      routes: rulesetRoutes(rulesetWithProvisional({})),
    });
    expect(await screen.findByRole('textbox', { name: 'Elemento 1 (ACR), J1' })).toBeVisible();
    expect(screen.queryByText(/Fatores provisórios/)).not.toBeInTheDocument();
  });

  it('shows an error, not a sheet, when the ruleset cannot be loaded', async () => {
    renderPage({
      competition: buildScoringCompetition({ Regras: 'fpn-2027' }),
      routes: {
        'GET /api/rulesets/fpn-2027': () => problemResponse(500, 'about:blank', 'Erro'),
      },
    });
    expect(
      await screen.findByText('Não foi possível carregar o regulamento da competição.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Elemento 1 (ACR), J1' })).not.toBeInTheDocument();
  });
});

describe("RoutineResultPage: the judges' phones (issue 21)", () => {
  it('puts the routine in the water when the panel is opened and fills element and artistic marks as they arrive', async () => {
    let version = 0;
    let pointed: string | null = null;
    const marks: object[] = [];
    const mark = (seat: number, row: string, value: number) => ({
      key: `k-${seat}-${row}`,
      seat,
      entry: 'cc:cc1',
      row,
      value,
      at: '2026-11-28T10:00:00Z',
      accepted: null,
    });
    renderPage({
      routes: {
        'GET /api/competitions/c1/panel/coachCard': () =>
          jsonResponse({ panel: 'coachCard', open: pointed !== null, version, entry: null }),
        'PUT /api/competitions/c1/panel/coachCard/pointer': (init) => {
          const body = JSON.parse(String(init?.body)) as { open: boolean; entry: string | null };
          pointed = body.open ? body.entry : null;
          version += 1;
          return jsonResponse({ panel: 'coachCard', open: body.open, version, entry: null });
        },
        'GET /api/competitions/c1/panel/coachCard/marks?entry=cc%3Acc1': () =>
          jsonResponse({ panel: 'coachCard', entry: 'cc:cc1', marks }),
      },
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Receber as notas dos telemóveis dos juízes',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(pointed).toBe('cc:cc1'));

    marks.push(mark(1, '0', 7.5), mark(7, '0', 6), mark(2, 'A0', 8.5));
    await waitFor(() => expect(cell('Elemento 1 (ACR), J1')).toHaveValue('7,5'), {
      timeout: 4000,
    });
    expect(cell('Elemento 1 (ACR), J7')).toHaveValue('6');
    expect(cell('Coreografia & Musicalidade, J2')).toHaveValue('8,5');
    expect(screen.getByText(/^Faltam notas de J1, J2, J3, J4, J5, J6, J7\.$/)).toBeVisible();
  });
});
