import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCompetitionPage } from '../../../test/competition-page';
import { clickToDownload, fakePdfRenderer } from '../../../test/download';
import {
  buildJudgeEvaluationResponse,
  buildJudgeNamesResponse,
} from '../../../test/judge-evaluation-fixture';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { cellTexts, columnHeaders } from '../../../test/table-text';
import { JudgeEvaluationPage } from './judge-evaluation-page';

const EVALUATION = 'GET /api/competitions/c1/judges?bias=0.3';
const NAMES = 'GET /api/competitions/c1/judges/names';

function renderPage(path = '/judges?compId=c1') {
  return renderCompetitionPage('judges', <JudgeEvaluationPage />, { path, signedIn: true });
}

/** The row of a seat ('J3') in the panel's table. */
const seatRow = (table: HTMLElement, seat: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent?.startsWith(seat));

describe('JudgeEvaluationPage', () => {
  it('shows the referee each seat: deviations, dropped marks, ranking and the bias flag', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('referee'),
      [EVALUATION]: () => jsonResponse(buildJudgeEvaluationResponse()),
    });
    renderPage();
    const figures = await screen.findByRole('table', { name: 'Painel de figuras' });
    expect(screen.getByRole('heading', { level: 1, name: 'Avaliação de juízes' })).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14')).toBeVisible();
    expect(columnHeaders(figures)).toEqual([
      'Lugar / Juiz',
      'Notas',
      'Desvio médio',
      'Desvio absoluto',
      'Nota mais alta descartada',
      'Nota mais baixa descartada',
      'Correlação de ordenação',
      'Desvio (clube próprio vs outros)',
    ]);
    const j3 = seatRow(figures, 'J3');
    expect(j3).toBeDefined();
    expect(within(j3 as HTMLElement).getByRole('rowheader')).toHaveTextContent('J3 Joana Alta');
    expect(cellTexts(j3 as HTMLElement)).toEqual([
      '8',
      '+1,0000',
      '1,0000',
      '8 (100,0 %)',
      '0 (0,0 %)',
      '1,0000',
      '—',
    ]);
    const j4 = seatRow(figures, 'J4') as HTMLElement;
    expect(within(j4).getByRole('rowheader')).toHaveTextContent('J4 Marta AlfaClube Natação Alfa');
    expect(cellTexts(j4)[5]).toBe('0,8000');
    expect(cellTexts(j4)[6]).toBe('+0,6000 vs +0,2500Possível favorecimento');
    expect(cellTexts(seatRow(figures, 'J5') as HTMLElement)[4]).toBe('6 (75,0 %)');
    expect(cellTexts(seatRow(figures, 'J2') as HTMLElement)[5]).toBe('0,9487');
    expect(within(seatRow(figures, 'J2') as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'J2 (sem nome)',
    );
    expect(screen.getAllByText('Possível favorecimento')).toHaveLength(1);
    expect(screen.getByText('Sem folhas de pontuação gravadas neste painel.')).toBeVisible();
    // A referee reads, but does not name the judges.
    expect(screen.queryByRole('heading', { name: 'Juízes dos lugares' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/judges/names'))).toBe(false);
    expect(calls.find((c) => c.url.includes('/judges?'))?.headers.get('Authorization')).toBe(
      'Bearer admin.token',
    );
  });

  it('asks again with the threshold typed with a decimal comma, and refuses one out of range', async () => {
    const relaxed = buildJudgeEvaluationResponse();
    const j4 = relaxed.panels[0]?.seats[3]?.club;
    if (j4) j4.flagged = false;
    const calls = mockApi({
      'GET /api/me': meResponse('referee'),
      [EVALUATION]: () => jsonResponse(buildJudgeEvaluationResponse()),
      'GET /api/competitions/c1/judges?bias=0.5': () =>
        jsonResponse({ ...relaxed, threshold: 0.5 }),
    });
    renderPage();
    await screen.findByText('Possível favorecimento');
    const input = screen.getByRole('textbox', { name: /Limite de favorecimento/ });
    await userEvent.clear(input);
    await userEvent.type(input, '0,5');
    await waitFor(() =>
      expect(screen.queryByText('Possível favorecimento')).not.toBeInTheDocument(),
    );
    // Asked once the typing stopped: never for the '0' on the way to '0,5'.
    expect(calls.map((c) => c.url).filter((u) => u.includes('bias='))).toEqual([
      '/api/competitions/c1/judges?bias=0.3',
      '/api/competitions/c1/judges?bias=0.5',
    ]);
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(screen.getByText('Indique um número de 0 a 10 (ex.: 0,3).')).toBeVisible();
    expect(calls.some((c) => c.url.includes('bias=12'))).toBe(false);
  });

  it('says so while no sheet is stored', async () => {
    const answer = buildJudgeEvaluationResponse();
    mockApi({
      'GET /api/me': meResponse('referee'),
      [EVALUATION]: () =>
        jsonResponse({ ...answer, panels: answer.panels.map((p) => ({ ...p, rows: 0 })) }),
    });
    renderPage();
    expect(await screen.findByText('Sem folhas de pontuação gravadas.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Painel de figuras' })).not.toBeInTheDocument();
  });

  it('tells a club it may not see the evaluation, and asks nothing of the server', async () => {
    const calls = mockApi({ 'GET /api/me': meResponse('clube', 'Clube Natação Alfa') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Só o Juiz-Árbitro e a federação veem a avaliação dos juízes.',
    );
    expect(calls.some((c) => c.url.includes('/judges'))).toBe(false);
  });

  it('shows the failure of the evaluation and a hidden competition as not found', async () => {
    mockApi({
      'GET /api/me': meResponse('referee'),
      [EVALUATION]: () => problemResponse(404, 'about:blank', 'Not Found'),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não encontrada');
  });

  it('lets the admin name the judges per seat, with each seat’s version, and says when it is stale', async () => {
    let answer = 200;
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      [EVALUATION]: () => jsonResponse(buildJudgeEvaluationResponse()),
      [NAMES]: () => jsonResponse(buildJudgeNamesResponse()),
      'PUT /api/competitions/c1/judges/names': () =>
        answer === 200
          ? jsonResponse(buildJudgeNamesResponse())
          : problemResponse(409, 'about:blank#conflict', 'Conflict', {
              detail: 'Os nomes dos juízes foram alterados entretanto por outra pessoa.',
            }),
    });
    renderPage();
    const name = await screen.findByRole('textbox', {
      name: 'Nome do juiz J1 do Painel de figuras',
    });
    expect(
      screen.getByRole('textbox', { name: 'Nome do juiz J3 do Painel de figuras' }),
    ).toHaveValue('Joana Alta');
    await userEvent.type(name, 'Rita Sousa');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Clube do juiz J1 do Painel de figuras' }),
      'Clube Natação Beta',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gravar juízes' }));
    expect(await screen.findByText('Juízes gravados.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    const judges = (put?.body as { judges: Record<string, unknown>[] }).judges;
    expect(judges).toHaveLength(10);
    expect(judges[0]).toEqual({
      panel: 'figuras',
      seat: 1,
      nome: 'Rita Sousa',
      clube: 'Clube Natação Beta',
      version: 0,
    });
    expect(judges[2]).toEqual({
      panel: 'figuras',
      seat: 3,
      nome: 'Joana Alta',
      clube: null,
      version: 2,
    });

    answer = 409;
    await userEvent.click(screen.getByRole('button', { name: 'Gravar juízes' }));
    const stale = await screen.findByRole('alert');
    expect(stale).toHaveTextContent('Os juízes foram alterados por outra pessoa');
    expect(stale).toHaveTextContent('Recarregue para ver os nomes atuais e volte a gravar.');
    await userEvent.click(within(stale).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && c.url.endsWith('/judges/names')),
      ).toHaveLength(2),
    );
  });

  it('shows any other failure to save the names', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      [EVALUATION]: () => jsonResponse(buildJudgeEvaluationResponse()),
      [NAMES]: () => jsonResponse(buildJudgeNamesResponse()),
      'PUT /api/competitions/c1/judges/names': () =>
        problemResponse(400, 'about:blank#validation', 'Bad Request', {
          detail: 'Este painel tem 5 juízes: não há lugar J6',
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Gravar juízes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível gravar os juízes.');
    expect(alert).toHaveTextContent('Este painel tem 5 juízes: não há lugar J6');
  });

  it('shows a named judge’s seats across competitions and all of them together', async () => {
    const seatOf = (over: object) => ({
      seat: 3,
      marks: 8,
      meanDeviation: 1,
      meanAbsDeviation: 1,
      droppedHigh: { count: 8, percent: 100 },
      droppedLow: { count: 0, percent: 0 },
      rankCorrelation: 1,
      rankedEvents: 1,
      club: null,
      ...over,
    });
    mockApi({
      'GET /api/me': meResponse('referee'),
      [EVALUATION]: () => jsonResponse(buildJudgeEvaluationResponse()),
      'GET /api/judges/history?nome=Joana%20Alta&bias=0.3': () =>
        jsonResponse({
          nome: 'Joana Alta',
          threshold: 0.3,
          items: [
            {
              competition: {
                _id: 'c1',
                Nome: 'Campeonato Nacional de Inverno',
                Data: '14/02/2026',
              },
              panel: 'figuras',
              clube: null,
              evaluation: seatOf({}),
            },
            {
              competition: { _id: 'c0', Nome: 'Taça de Outono', Data: '2025-10-11' },
              panel: 'coachCard',
              clube: null,
              evaluation: seatOf({
                seat: 1,
                marks: 4,
                meanDeviation: -0.1,
                meanAbsDeviation: 0.1,
                droppedHigh: { count: 0, percent: 0 },
                rankCorrelation: null,
              }),
            },
          ],
          overall: seatOf({
            seat: 1,
            marks: 12,
            meanDeviation: 0.6333,
            meanAbsDeviation: 0.7,
            droppedHigh: { count: 8, percent: 66.7 },
          }),
        }),
    });
    renderPage();
    const choose = await screen.findByRole('combobox', { name: 'Juiz' });
    expect(
      within(choose)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Escolha um juiz…', 'Ana Ferreira', 'Joana Alta', 'Marta Alfa']);
    await userEvent.selectOptions(choose, 'Joana Alta');
    const table = await screen.findByRole('table', { name: 'Histórico de Joana Alta' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Campeonato Nacional de Inverno2026-02-14',
      'Taça de Outono2025-10-11',
      'Todas as competições',
    ]);
    expect(cellTexts(rows[1] as HTMLElement)).toEqual([
      'Painel de esquemas, J1',
      '4',
      '-0,1000',
      '0,1000',
      '0 (0,0 %)',
      '0 (0,0 %)',
      '—',
    ]);
    expect(cellTexts(rows[2] as HTMLElement)).toEqual([
      '',
      '12',
      '+0,6333',
      '0,7000',
      '8 (66,7 %)',
      '0 (0,0 %)',
      '1,0000',
    ]);
  });

  it('downloads the PDF named from the competition, given the page’s view', async () => {
    mockApi({
      'GET /api/me': meResponse('referee'),
      [EVALUATION]: () => jsonResponse(buildJudgeEvaluationResponse()),
    });
    const render = fakePdfRenderer();
    vi.doMock('../../../pdf/judge-evaluation-pdf', () => ({ renderJudgeEvaluationPdf: render }));
    renderPage();
    await screen.findByRole('table', { name: 'Painel de figuras' });
    const link = await clickToDownload('PDF', 'blob:judges');
    expect(link.download).toBe('Avaliação de juízes - Campeonato Nacional de Inverno.pdf');
    const [view] = render.mock.calls[0] as unknown as [
      { panels: { seats: { seat: string; droppedHigh: string }[] }[] },
    ];
    expect(view.panels[0]?.seats[2]).toMatchObject({ seat: 'J3', droppedHigh: '8 (100,0 %)' });
    vi.doUnmock('../../../pdf/judge-evaluation-pdf');
  });
});
