import type { IssImport } from '@artistic/domain/coach-card/iss/types';
import type { CoachCard, Element } from '@artistic/domain/coach-card/schema';
import { anElement } from '@artistic/domain/testing/builders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoachCard } from '../../../test/coach-card-fixture';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { validationProblem } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { rulesetRoutes } from '../../../test/ruleset-fixture';
import { CoachCardFormPage } from './coach-card-form-page';

// Issue 39: a club fills its draft from the ISS coach card it already made.

const user = userEvent.setup({ delay: null });
vi.setConfig({ testTimeout: 30_000 });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const competition = buildCompetition({
  _id: 'c1',
  Nome: 'Campeonato Nacional',
  Ordem: [
    { Tipo: 'DUETO LIVRE', Categoria: 'JUN', Resultado: false, Price: 10 },
    { Tipo: 'EQUIPA LIVRE', Categoria: 'JUN', Resultado: false, Price: 20 },
  ],
});

const pyramid = 'P-P-HA-bb/2wi-Porp/Trav';
const pyramidReason =
  'O cartão soma a pirâmide com a tabela antiga: no regulamento da competição vale 1,85.';
const unknownCode = 'Elemento 3: o código XX9 não existe nas tabelas do regulamento.';

/** What the server answers for the card: an acrobatic, a hybrid as declared, one unknown code. */
const answer: IssImport = {
  Categoria: 'JUN',
  Esquema: 'EQUIPA LIVRE',
  Tema_esquema: 'Test',
  Elementos: [
    anElement('ACR', 1, 2.35, {
      Tempo_inicial: '0:13',
      Tempo_final: '0:18',
      Grupo: 'P',
      Nota_base: 0.5,
      Dificuldade_declarada: [{ Codigo_cc: pyramid, Valor: 1.85 }],
    }),
    anElement('HIB', 2, 2.1, {
      Tempo_inicial: '0:46',
      Tempo_final: '1:00',
      Nota_base: 0.5,
      Dificuldade_declarada: [
        { Codigo_cc: 'T1', Valor: 0.45 },
        { Codigo_cc: 'S2', Valor: 0.75 },
      ],
      Bonus: [{ Codigo_cc: '2PC', Valor: 0.4 }],
    }),
    anElement('HIB', 3, 0.95, {
      Tempo_inicial: '1:24',
      Tempo_final: '1:38',
      Nota_base: 0.5,
      Dificuldade_declarada: [{ Codigo_cc: 'T1', Valor: 0.45 }],
    }),
  ],
  Total_declarado: 5.4,
  rows: [
    {
      line: 11,
      number: 1,
      part: 'ACRO',
      codes: [pyramid],
      fileDD: 2.25,
      dd: 2.35,
      element: 0,
      detail: '0,5 (base) + P-P-HA-bb/2wi-Porp/Trav 1,85',
      reason: pyramidReason,
      problems: [],
    },
    {
      line: 13,
      number: 2,
      part: 'HYBRID',
      codes: ['T1', 'S2', '2PC'],
      fileDD: 2.1,
      dd: 2.1,
      element: 1,
      detail: '0,5 (base) + T1 0,45 + S2 0,75 + 2PC 0,4',
      reason: null,
      problems: [],
    },
    {
      line: 15,
      number: 3,
      part: 'HYBRID',
      codes: ['T1', 'XX9'],
      fileDD: 1.5,
      dd: null,
      element: 2,
      detail: null,
      reason: null,
      problems: [unknownCode],
    },
  ],
  problems: [],
  header: {
    club: 'OCC',
    competition: null,
    event: 'Team Free',
    theme: 'Test',
    ageGroup: 'JUNIOR',
    version: '3.0.6',
  },
  layout: 'printed',
};

interface IssCall {
  url: string;
  headers: Headers;
  body: unknown;
}

/**
 * The server's answer to POST /api/coachcard/iss (the other calls go to mockApi's routes, which
 * must be mocked first): the requests are recorded with their raw bodies (a file, a text).
 */
function answerIss(respond: () => Response): IssCall[] {
  const calls: IssCall[] = [];
  const fetchMock = vi.mocked(globalThis.fetch);
  const others = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/coachcard/iss')) {
      calls.push({ url, headers: new Headers(init?.headers), body: init?.body });
      return respond();
    }
    if (!others) throw new Error('mockApi first');
    return others(input, init);
  });
  return calls;
}

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'club-token' });

function renderNew() {
  mockApi({
    ...rulesetRoutes(),
    'GET /api/me': meResponse('clube', 'Clube Naval'),
    'GET /api/competitions/c1': () => jsonResponse(competition),
  });
  renderWithProviders(<CoachCardFormPage />, { path: '/coachCard?compId=c1', auth: signedIn() });
}

/** Clube Naval's draft 'O mar' (JUN free team), with `elements`. */
function openDraft(elements: Element[]) {
  const card: CoachCard = buildCoachCard({
    Esquema: 'EQUIPA LIVRE',
    State: 'Rascunho',
    Atletas: [{ Licenca: 101, Nome: 'Ana', Ano: 2008 }],
    Elementos: elements,
    version: 3,
  });
  mockApi({
    ...rulesetRoutes(),
    'GET /api/me': meResponse('clube', 'Clube Naval'),
    'GET /api/coachCard/cc1': () => jsonResponse(card),
    'GET /api/competitions/c1': () => jsonResponse(competition),
  });
  renderWithProviders(<CoachCardFormPage />, { path: '/coachCard?id=cc1', auth: signedIn() });
}

const hybridT1 = (order: number) =>
  anElement('HIB', order, 0.95, {
    Tempo_inicial: '0:10',
    Tempo_final: '0:30',
    Nota_base: 0.5,
    Dificuldade_declarada: [{ Codigo_cc: 'T1', Valor: 0.45 }],
  });

async function rulesetLoaded() {
  await waitFor(() =>
    expect(screen.queryByText(/A carregar o regulamento/)).not.toBeInTheDocument(),
  );
}

/** Picks `file` with 'Importar do ISS' (its hidden file input), as a person does. */
async function importFile(file: File) {
  await screen.findByRole('button', { name: 'Importar do ISS' });
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
  await user.upload(input, file);
}

/** The shown value of a Mantine select. */
const selectValue = (label: RegExp | string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** The row of the elements table holding element `row` (1-based). */
const elementRow = (row: number) =>
  screen
    .getByLabelText(`Elemento (linha ${row})`, { selector: 'input' })
    .closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CoachCardFormPage reading an ISS coach card (issue 39)', () => {
  it('fills category, routine, theme and elements from the file and compares each DD', async () => {
    renderNew();
    const calls = answerIss(() => jsonResponse(answer));
    const file = new File(['PK fake workbook'], 'SENIOR-Team_Free.xlsx', { type: XLSX });
    await importFile(file);

    await waitFor(() => expect(selectValue(/^Categoria/)).toHaveValue('JUN — Júnior'));
    expect(selectValue(/^Esquema/)).toHaveValue('Equipa Livre');
    expect(screen.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue('Test');
    await rulesetLoaded();
    expect(selectValue('Elemento (linha 1)')).toHaveValue('ACR — Acrobacia');
    expect(selectValue('Elemento (linha 2)')).toHaveValue('HIB — Híbrido');
    expect(selectValue('Elemento (linha 3)')).toHaveValue('HIB — Híbrido');
    expect(screen.getByLabelText('Dificuldade 2 (linha 2)', { selector: 'input' })).toHaveValue(
      'S2 (0,75)',
    );
    expect(screen.getByRole('status', { name: 'Total (linha 2)' })).toHaveTextContent('2,1000');

    // The file went as it is, with its type and the club's token; no hint without a category.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/coachcard/iss?compId=c1');
    expect(calls[0]?.headers.get('Content-Type')).toBe(XLSX);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer club-token');
    expect(calls[0]?.body).toBe(file);

    const comparison = screen.getByRole('region', { name: 'Comparação com o cartão ISS' });
    expect(
      within(comparison).getByText(
        '3 elementos lidos · 1 com DD diferente · 1 com código desconhecido',
      ),
    ).toBeVisible();
    const differing = within(comparison).getByText('ISS 2,25 · regulamento 2,35');
    const differingRow = differing.closest('tr') as HTMLElement;
    expect(within(differingRow).getByText(pyramidReason)).toBeVisible();
    expect(
      within(differingRow).getByText('Soma: 0,5 (base) + P-P-HA-bb/2wi-Porp/Trav 1,85'),
    ).toBeVisible();
    // The hybrid the card values as the ruleset does shows no reason.
    const same = within(comparison).getByText('ISS 2,1 · regulamento 2,1').closest('tr');
    expect(same).not.toHaveTextContent(/Soma|DD ≠ ISS/);
    const unknownRow = within(comparison).getByText('T1 XX9').closest('tr') as HTMLElement;
    expect(within(unknownRow).getByText(unknownCode)).toBeVisible();
    expect(within(unknownRow).getByText('ISS 1,5 · regulamento —')).toBeVisible();

    // The elements themselves are marked in the table.
    expect(within(elementRow(1)).getByText('DD ≠ ISS')).toBeVisible();
    expect(within(elementRow(1)).getByText('ISS 2,25 · regulamento 2,35')).toBeVisible();
    expect(within(elementRow(2)).queryByText(/DD ≠ ISS|código desconhecido/)).toBeNull();
    expect(within(elementRow(3)).getByText('código desconhecido')).toBeVisible();
    expect(within(elementRow(3)).getByText(unknownCode)).toBeVisible();

    // Nothing is saved, and leaving asks first: the form has changed.
    await user.click(screen.getByRole('link', { name: 'Voltar aos Coach Cards' }));
    expect(await screen.findByRole('dialog', { name: 'Alterações por gravar' })).toHaveTextContent(
      'Há alterações por gravar. Sair sem gravar?',
    );
    await user.click(screen.getByRole('button', { name: 'Ficar na página' }));

    // 'Fechar' takes the comparison and the marks away; the elements stay.
    await user.click(within(comparison).getByRole('button', { name: /^Fechar/ }));
    expect(screen.queryByRole('region', { name: 'Comparação com o cartão ISS' })).toBeNull();
    expect(screen.queryByText('DD ≠ ISS')).toBeNull();
    expect(selectValue('Elemento (linha 3)')).toHaveValue('HIB — Híbrido');
  });

  it('sends the pasted lines as text, with the category and routine already chosen', async () => {
    openDraft([]);
    const calls = answerIss(() => jsonResponse({ ...answer, Tema_esquema: '' }));
    await screen.findByDisplayValue('O mar');
    await user.click(await screen.findByRole('button', { name: 'Colar do cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colar do cartão ISS' });

    // Nothing pasted: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ler o cartão' }));
    expect(within(dialog).getByText('Cole pelo menos uma linha do cartão.')).toBeVisible();
    expect(calls).toHaveLength(0);

    const text = [
      'Event: Team Free',
      'Age Group: JUNIOR',
      `0:13-0:18 ACRO ACRO-P ${pyramid}`,
      '0:46-1:00 HYBRID T1 S2 2PC',
      '1:24-1:38 HYBRID T1 XX9',
    ].join('\n');
    await user.click(within(dialog).getByRole('textbox', { name: /^Linhas do cartão/ }));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Ler o cartão' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/coachcard/iss?compId=c1&Categoria=JUN&Esquema=EQUIPA%20LIVRE');
    expect(calls[0]?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer club-token');
    expect(calls[0]?.body).toBe(text);

    await rulesetLoaded();
    expect(selectValue('Elemento (linha 3)')).toHaveValue('HIB — Híbrido');
    // The card gives no theme: the club's stays; so do its athletes.
    expect(screen.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue('O mar');
    expect(screen.getByRole('textbox', { name: 'Nome (atleta 1)' })).toHaveValue('Ana');
    const comparison = screen.getByRole('region', { name: 'Comparação com o cartão ISS' });
    expect(within(comparison).getByText('ISS 2,25 · regulamento 2,35')).toBeVisible();
  });

  it("shows the server's refusal near the buttons and leaves the form as it was", async () => {
    openDraft([hybridT1(1)]);
    answerIss(() =>
      validationProblem('Dados inválidos', {
        detail: 'O cartão ISS não pôde ser lido.',
        errors: [
          {
            path: 'Esquema',
            message: 'A prova do cartão (Team Free SENIOR) não existe nesta competição.',
          },
        ],
      }),
    );
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    await importFile(new File(['not a workbook'], 'cartao.xlsx', { type: XLSX }));

    const alert = await screen.findByRole('alert', { name: 'Não foi possível ler o cartão ISS' });
    expect(alert).toHaveTextContent('O cartão ISS não pôde ser lido.');
    expect(alert).toHaveTextContent(
      'A prova do cartão (Team Free SENIOR) não existe nesta competição.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue('O mar');
    expect(screen.getByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' })).toHaveValue(
      'T1 (0,45)',
    );
    expect(screen.queryByLabelText('Elemento (linha 2)', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Comparação com o cartão ISS' })).toBeNull();
  });

  it('asks before replacing the elements already there; Cancelar keeps them', async () => {
    openDraft([hybridT1(1), hybridT1(2)]);
    answerIss(() => jsonResponse(answer));
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();

    await importFile(new File(['PK'], 'cartao.xlsx', { type: XLSX }));
    let dialog = await screen.findByRole('dialog', { name: 'Substituir os elementos?' });
    expect(dialog).toHaveTextContent('Substituir os 2 elementos do formulário pelos do cartão?');
    expect(dialog).toHaveTextContent('O cartão tem 3 elementos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Elemento (linha 3)', { selector: 'input' })).toBeNull();
    expect(screen.getByLabelText('Dificuldade 1 (linha 2)', { selector: 'input' })).toHaveValue(
      'T1 (0,45)',
    );
    expect(screen.queryByRole('region', { name: 'Comparação com o cartão ISS' })).toBeNull();

    await importFile(new File(['PK'], 'cartao.xlsx', { type: XLSX }));
    dialog = await screen.findByRole('dialog', { name: 'Substituir os elementos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Substituir' }));
    await waitFor(() => expect(selectValue('Elemento (linha 1)')).toHaveValue('ACR — Acrobacia'));
    expect(selectValue('Elemento (linha 3)')).toHaveValue('HIB — Híbrido');
    // The theme typed stays: the card's fills it only when empty.
    expect(screen.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue('O mar');
    expect(screen.getByRole('region', { name: 'Comparação com o cartão ISS' })).toBeVisible();
  });

  it('offers no import on a card sent to the referee', async () => {
    const card = buildCoachCard({ Esquema: 'EQUIPA LIVRE', State: 'Submetido', version: 3 });
    mockApi({
      ...rulesetRoutes(),
      'GET /api/me': meResponse('clube', 'Clube Naval'),
      'GET /api/coachCard/cc1': () => jsonResponse(card),
      'GET /api/competitions/c1': () => jsonResponse(competition),
    });
    renderWithProviders(<CoachCardFormPage />, { path: '/coachCard?id=cc1', auth: signedIn() });
    expect(await screen.findByDisplayValue('O mar')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Importar do ISS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Colar do cartão' })).toBeNull();
  });
});
