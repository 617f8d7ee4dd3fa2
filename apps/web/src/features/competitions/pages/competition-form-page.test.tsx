import type { Competition } from '@artistic/domain/competition/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/i18n';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { expectSent, jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  buildSeasonRulesetDocument,
  buildStoredRuleset,
  rulesetRoutes,
} from '../../../test/ruleset-fixture';
import type { RecomputePreview } from '@artistic/domain/ruleset/schema';
import { CompetitionFormPage } from './competition-form-page';

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' });

function getNameInput(): HTMLElement {
  return screen.getByRole('textbox', { name: /^Nome/ });
}

/** Opens competition c1 (`stored`) in the form as an admin; a PUT is answered by `put`. */
function editCompetition(stored: Competition, put?: () => Response) {
  const calls = mockApi({
    'GET /api/me': meResponse('admin'),
    ...rulesetRoutes(),
    'GET /api/competitions/c1': () => jsonResponse(stored),
    ...(put ? { 'PUT /api/competitions/c1': put } : {}),
  });
  renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });
  return calls;
}

describe('CompetitionFormPage', () => {
  it('tells a non-admin there is no permission', async () => {
    mockApi({ 'GET /api/me': meResponse('clube', 'Clube Naval') });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });
    expect(await screen.findByText('Sem permissão')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Gravar' })).not.toBeInTheDocument();
  });

  it('shows Portuguese errors beside an empty name and 8 judges, without calling the API', async () => {
    const calls = mockApi({ 'GET /api/me': meResponse('admin'), ...rulesetRoutes() });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });

    const judges = await screen.findByRole('textbox', { name: 'Juízes Coach Card' });
    await userEvent.clear(judges);
    await userEvent.type(judges, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() => expect(getNameInput()).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(getNameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Juízes Coach Card' })).toHaveAccessibleDescription(
      'O número de juízes tem de estar entre 5 e 7.',
    );
    expect(screen.getByRole('textbox', { name: 'Juízes Coach Card' })).toHaveValue('8');
    expect(screen.getByText('Há campos por corrigir.')).toBeVisible();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('lets the keyboard reach the events and figures tables of a new competition, still empty', async () => {
    mockApi({ 'GET /api/me': meResponse('admin'), ...rulesetRoutes() });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });

    await screen.findByRole('heading', { name: 'Nova competição' });
    // One events table, then the figures and the technical elements tables.
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table.closest('.mantine-ScrollArea-viewport')).toHaveAttribute('tabindex', '0');
    }
  });

  it('creates a competition and says it was saved', async () => {
    const created = buildCompetition({ _id: 'c9', Nome: 'Torneio' });
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      ...rulesetRoutes(),
      'POST /api/competitions/add': () => jsonResponse({ insertedId: 'c9' }, 201),
      'GET /api/competitions/c9': () => jsonResponse(created),
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });

    await screen.findByRole('heading', { name: 'Nova competição' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Torneio');
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2099-12-20' } });
    fireEvent.change(screen.getByLabelText(/^Limite de inscrições/), {
      target: { value: '2099-12-01' },
    });
    // No ruleset is valid in 2099: the one valid latest is picked, as the server would, and said.
    expect(
      await screen.findByText(
        'Este regulamento não é válido na data da competição (2022-01-01 a 2026-12-31).',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar prova' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    // The new row has no event type yet: the domain schema refuses it beside the select.
    expect(
      await screen.findByLabelText('Prova (linha 1)', { selector: 'input' }),
    ).toHaveAccessibleDescription('Opção inválida.');
    await userEvent.click(screen.getByRole('button', { name: 'Remover linha 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(await screen.findByText('Competição gravada com sucesso')).toBeVisible();
    const post = expectSent(calls, 'POST', '/api/competitions/add', 'admin-token');
    expect(post?.body).toEqual({
      Nome: 'Torneio',
      Data: '2099-12-20',
      Limite_inscricao: '2099-12-01',
      visible: false,
      Ordem: [],
      Figuras: [],
      ElementosTecnicos: [],
      JuizesCoachCard: 5,
      JuizesFiguras: 5,
      // Both panels mark in tenths unless the admin picks quarter points (ADR 027).
      PassoCoachCard: 0.1,
      PassoFiguras: 0.1,
      // The defaults of docs/rules.md: 30 minutes for inquiries, 9-7-6-5-4-3-2-1 club points.
      JanelaReclamacao: 30,
      PontosClubes: [9, 7, 6, 5, 4, 3, 2, 1],
      Regras: 'wa-2022-2026',
    });
    expect(await screen.findByRole('heading', { name: 'Editar competição' })).toBeVisible();
  });

  it('keeps what was typed and explains a 409 conflict', async () => {
    const calls = editCompetition(buildCompetition({ version: 3 }), () =>
      problemResponse(409, 'about:blank#stale_version', 'Conflict'),
    );

    const name = await screen.findByDisplayValue('Campeonato Nacional de Inverno');
    await userEvent.clear(name);
    await userEvent.type(name, 'Taça Verão');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(
      await screen.findByText(
        'A competição foi alterada por outra pessoa. Recarregue para ver a versão atual.',
      ),
    ).toBeVisible();
    expect(getNameInput()).toHaveValue('Taça Verão');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ Nome: 'Taça Verão', version: 3 });
  });

  it('asks before «Voltar às competições» drops an edit, keeps it on «Ficar», asks nothing once saved', async () => {
    const calls = editCompetition(buildCompetition({ version: 3 }), () =>
      jsonResponse(buildCompetition({ Nome: 'Taça Verão', version: 4 })),
    );

    const name = await screen.findByDisplayValue('Campeonato Nacional de Inverno');
    fireEvent.change(name, { target: { value: 'Taça Verão' } });
    await userEvent.click(screen.getByRole('link', { name: 'Voltar às competições' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alterações por gravar' });
    expect(dialog).toHaveTextContent('Há alterações por gravar. Sair sem gravar?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ficar na página' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getNameInput()).toHaveValue('Taça Verão');

    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Competição gravada com sucesso')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ Nome: 'Taça Verão' });
    await userEvent.click(screen.getByRole('link', { name: 'Voltar às competições' }));

    // Left without a question: this test router shows the same page at /competition, empty.
    expect(await screen.findByRole('heading', { name: 'Nova competição' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the field errors of a 400 answer beside their inputs', async () => {
    editCompetition(
      buildCompetition({
        Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: false, Price: 12.5 }],
      }),
      () =>
        problemResponse(400, 'about:blank', 'Bad Request', {
          errors: [{ path: 'Ordem.0.Price', message: 'errors.priceRange' }],
        }),
    );

    await screen.findByDisplayValue('Campeonato Nacional de Inverno');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(
      await screen.findByRole('textbox', { name: 'Preço (linha 1)' }),
    ).toHaveAccessibleDescription('O preço tem de ser igual ou superior a 0.');
  });
});

describe('CompetitionFormPage step of the marks', () => {
  it('sets the routine panel to quarter points and sends it; the figure panel stays in tenths', async () => {
    const calls = editCompetition(buildCompetition({ version: 2 }), () =>
      jsonResponse(buildCompetition({ version: 3, PassoCoachCard: 0.25 })),
    );

    const routine = await screen.findByRole('combobox', {
      name: /^Passo das notas \(Coach Card\)/,
    });
    const figures = screen.getByRole('combobox', { name: /^Passo das notas \(figuras\)/ });
    expect(
      within(routine)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0,1 (décimas)', '0,25 (quartos de ponto)']);
    expect(routine).toHaveDisplayValue('0,1 (décimas)');
    await userEvent.selectOptions(routine, '0,25 (quartos de ponto)');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(await screen.findByText('Competição gravada com sucesso')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ PassoCoachCard: 0.25, PassoFiguras: 0.1, version: 2 });
    expect(figures).toHaveDisplayValue('0,1 (décimas)');
  });

  it('shows beside the select why a step the stored marks do not fit was refused', async () => {
    editCompetition(buildCompetition({ PassoFiguras: 0.25 }), () =>
      problemResponse(400, 'about:blank', 'Bad Request', {
        errors: [{ path: 'PassoFiguras', message: 'errors.storedMarksOffStep' }],
      }),
    );

    const figures = await screen.findByRole('combobox', { name: /^Passo das notas \(figuras\)/ });
    expect(figures).toHaveDisplayValue('0,25 (quartos de ponto)');
    await userEvent.selectOptions(figures, '0,1 (décimas)');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(
      await screen.findByText(
        'Há notas já lançadas que este passo não aceita: corrija-as antes de mudar o passo.',
      ),
    ).toBeVisible();
    expect(figures).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CompetitionFormPage: settings the scored sheets were computed with (ADR 060)', () => {
  it('says why a panel size the stored marks refuse was not saved, not as a conflict', async () => {
    const detail =
      'O painel de figuras não pode passar de 5 para 7 juízes: já há folhas com as notas dos 5 juízes (Figuras INF: 4 folhas), a que faltariam as notas dos juízes acrescentados, e ficariam sem resultado. O número de juízes muda-se antes de lançar notas. Nada foi alterado.';
    editCompetition(buildCompetition({ version: 3 }), () =>
      problemResponse(
        409,
        'about:blank#invalid_state',
        'O estado do registo não permite esta ação',
        {
          detail,
        },
      ),
    );
    const judges = await screen.findByRole('textbox', { name: 'Juízes Figuras' });
    await userEvent.clear(judges);
    await userEvent.type(judges, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(await screen.findByText(detail)).toBeVisible();
    expect(screen.queryByText(/alterada por outra pessoa/)).toBeNull();
    expect(judges).toHaveValue('7');
  });

  it('asks for the reason when a DD change moves official totals, shows them, and sends it', async () => {
    const recomputed: RecomputePreview = {
      changedTotals: 1,
      competitions: [
        {
          competitionId: 'c1',
          competitionName: 'Campeonato Nacional de Inverno',
          results: 3,
          maxDelta: 1.2,
          officialEvents: ['Figuras INF'],
          changes: [
            {
              kind: 'figures',
              id: 'f1',
              event: 'Figuras INF',
              entry: 'Inês Almeida (Clube Naval)',
              before: 60.5,
              after: 61.7,
              delta: 1.2,
              official: true,
            },
          ],
        },
      ],
    };
    let puts = 0;
    const calls = editCompetition(
      buildCompetition({
        version: 3,
        Figuras: [{ Nome: 'Ballet Leg', Valor: 1.6, Category: 'INF' }],
      }),
      () =>
        ++puts === 1
          ? problemResponse(400, 'about:blank#validation', 'Dados inválidos', {
              detail:
                'Isto muda totais de provas com resultados oficiais (Figuras INF): escreva o motivo.',
              errors: [{ path: 'reason', message: 'errors.correctionReasonRequired' }],
              recomputed,
            })
          : jsonResponse(buildCompetition({ version: 4 })),
    );
    await screen.findByDisplayValue('Campeonato Nacional de Inverno');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alteração de resultados oficiais' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Figuras INF');
    expect(within(dialog).getByRole('row', { name: /Inês Almeida/ })).toHaveTextContent('Oficial');
    // Nothing is listed under the form as a field to correct.
    expect(screen.queryByText('Há campos por corrigir.')).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Gravar com este motivo' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da correção/ }),
      'DD corrigido pelo juiz-árbitro',
    );
    await userEvent.click(confirm);

    expect(await screen.findByText('Competição gravada com sucesso')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toHaveProperty('reason');
    expect(sent[1]).toMatchObject({ version: 3, reason: 'DD corrigido pelo juiz-árbitro' });
  });
});

describe('CompetitionFormPage official results settings', () => {
  it('sends the inquiry window and the club points per place typed as a list', async () => {
    const calls = editCompetition(buildCompetition({ version: 2 }), () =>
      jsonResponse(buildCompetition({ version: 3, JanelaReclamacao: 45, PontosClubes: [10, 8] })),
    );

    const minutes = await screen.findByRole('textbox', {
      name: /^Janela de reclamações \(minutos\)/,
    });
    const points = screen.getByRole('textbox', { name: /^Pontos por lugar \(clubes\)/ });
    expect(minutes).toHaveValue('30');
    expect(points).toHaveValue('9, 7, 6, 5, 4, 3, 2, 1');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.clear(points);
    await userEvent.type(points, '10; 8 , 6 5');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(await screen.findByText('Competição gravada com sucesso')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ JanelaReclamacao: 45, PontosClubes: [10, 8, 6, 5] });
  });

  it.each([
    ['9, 7, x', 'Introduza um número.'],
    ['9, 7.5', 'Os pontos por lugar têm de ser números inteiros de 0 a 100, no máximo 50 lugares.'],
    ['9, 101', 'Os pontos por lugar têm de ser números inteiros de 0 a 100, no máximo 50 lugares.'],
  ])('refuses the points %s beside the field, and sends nothing', async (typed, message) => {
    const calls = editCompetition(buildCompetition({ version: 2 }));

    const points = await screen.findByRole('textbox', { name: /^Pontos por lugar \(clubes\)/ });
    await userEvent.clear(points);
    await userEvent.type(points, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(points).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('refuses an inquiry window beyond a day beside the field', async () => {
    const calls = editCompetition(buildCompetition({ version: 2 }));

    const minutes = await screen.findByRole('textbox', {
      name: /^Janela de reclamações \(minutos\)/,
    });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(minutes).toHaveAccessibleDescription(
        expect.stringContaining(
          'A janela de reclamações tem de ser um número inteiro de minutos, de 0 a 1440.',
        ),
      ),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('CompetitionFormPage catalogue', () => {
  afterEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it('fills a figure row from the rules catalogue, still editable', async () => {
    mockApi({ 'GET /api/me': meResponse('admin'), ...rulesetRoutes() });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });

    await userEvent.click(
      await screen.findByLabelText('Adicionar do catálogo de figuras', { selector: 'input' }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: 'Barracuda (1,8)', hidden: true }),
    );

    const name = screen.getByRole('textbox', { name: 'Nome (linha 1)' });
    expect(name).toHaveValue('Barracuda');
    expect(screen.getByRole('textbox', { name: 'Valor (linha 1)' })).toHaveValue('1,8');
    expect(screen.getByLabelText('Categoria (linha 1)', { selector: 'input' })).toHaveValue(
      'INF — Infantil',
    );
    await userEvent.type(name, ' Leg');
    expect(name).toHaveValue('Barracuda Leg');
  });

  it('lists each technical element once, unnamed ones as such, and adds it for JUN and ABS', async () => {
    editCompetition(
      buildCompetition({
        Ordem: [
          { Tipo: 'Elementos Equipa Tecnica', Categoria: 'JUN', Resultado: false, Price: 15 },
          { Tipo: 'Elementos Equipa Tecnica', Categoria: 'ABS', Resultado: false, Price: 15 },
        ],
      }),
    );

    const picker = await screen.findByLabelText('Adicionar do catálogo de elementos técnicos', {
      selector: 'input',
    });
    await userEvent.click(picker);
    const listbox = await waitFor(() => {
      const element = document.getElementById(picker.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox for the element catalogue');
      return element;
    });
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent ?? '');
    expect(options).toHaveLength(18);
    const codes = options.map((text) => text.split(' ')[0]);
    expect(codes.filter((code) => code?.startsWith('TRE_T_'))).toHaveLength(9);
    expect(new Set(codes).size).toBe(codes.length);
    expect(options).toContain('TRE_T_1B (nome não publicado) (2,3, valor provisório)');
    expect(options).toContain('TRE_T_5B Rocket Split Knee Hybrid (2,1, valor provisório)');
    expect(options.filter((text) => /source|probably|as written/i.test(text))).toEqual([]);

    await userEvent.click(
      within(listbox).getByRole('option', {
        name: 'TRE_T_1A Flying Fish Hybrid Spinning 180° (2,5, valor provisório)',
        hidden: true,
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Nome (linha 1)' })).toHaveValue(
      'TRE_T_1A Flying Fish Hybrid Spinning 180°',
    );
    expect(screen.getByRole('textbox', { name: 'Valor (linha 1)' })).toHaveValue('2,5');
    // The order table above has its own 'Categoria (linha n)': the element rows come last.
    const category = (row: number) =>
      screen.getAllByLabelText(`Categoria (linha ${row})`, { selector: 'input' }).at(-1);
    expect(category(1)).toHaveValue('JUN — Júnior');
    expect(category(2)).toHaveValue('ABS — Absoluto');
    expect(screen.getByRole('textbox', { name: 'Nome (linha 2)' })).toHaveValue(
      'TRE_T_1A Flying Fish Hybrid Spinning 180°',
    );
  });

  it('writes catalogue values with a point in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/me': meResponse('admin'), ...rulesetRoutes() });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });
    await userEvent.click(
      await screen.findByLabelText('Add from the figures catalogue', { selector: 'input' }),
    );
    expect(
      await screen.findByRole('option', { name: 'Barracuda (1.8)', hidden: true }),
    ).toBeInTheDocument();
  });

  it('links the change log of the competition being edited, and none when creating', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      ...rulesetRoutes(),
      'GET /api/competitions/c1': () => jsonResponse(buildCompetition()),
    });
    const edit = renderWithProviders(<CompetitionFormPage />, {
      path: '/admin?id=c1',
      auth: signedIn(),
    });
    expect(
      await screen.findByRole('link', { name: 'Registo de alterações desta competição' }),
    ).toHaveAttribute('href', '/admin/audit?compId=c1');
    edit.unmount();

    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });
    expect(await screen.findByRole('button', { name: 'Gravar' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Registo de alterações/ })).not.toBeInTheDocument();
  });
});

describe('CompetitionFormPage: the competition ruleset (issue 16)', () => {
  const builtIn = buildStoredRuleset();
  const season2027 = buildStoredRuleset(buildSeasonRulesetDocument(2027));

  it('defaults a new competition to the newest ruleset valid on its date, warns on a pick outside it', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      ...rulesetRoutes(season2027, builtIn),
      'POST /api/competitions/add': () => jsonResponse({ insertedId: 'c9' }, 201),
      'GET /api/competitions/c9': () => jsonResponse(buildCompetition({ _id: 'c9' })),
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });

    const select = await screen.findByRole('combobox', { name: 'Regulamento' });
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2025-05-10' } });
    await waitFor(() => expect(select).toHaveValue('wa-2022-2026'));
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2027-05-10' } });
    await waitFor(() => expect(select).toHaveValue('fpn-2027'));
    expect(screen.queryByText(/não é válido na data/)).not.toBeInTheDocument();

    // A pick outside the date is kept, with a warning; the date no longer moves it.
    await userEvent.selectOptions(select, 'wa-2022-2026');
    expect(
      await screen.findByText(
        'Este regulamento não é válido na data da competição (2022-01-01 a 2026-12-31).',
      ),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2027-06-10' } });
    expect(select).toHaveValue('wa-2022-2026');

    await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Torneio');
    fireEvent.change(screen.getByLabelText(/^Limite de inscrições/), {
      target: { value: '2027-06-01' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      Data: '2027-06-10',
      Regras: 'wa-2022-2026',
    });
  });

  it('Mudar regulamento previews the changed totals, saves, and the next save is not stale', async () => {
    const preview: RecomputePreview = {
      changedTotals: 1,
      competitions: [
        {
          competitionId: 'c1',
          competitionName: 'Campeonato Nacional de Inverno',
          results: 2,
          maxDelta: 0.35,
          changes: [
            {
              kind: 'routine',
              id: 'r1',
              event: 'Solo Livre JUV',
              entry: 'Ana Silva (Clube Naval)',
              before: 70.5,
              after: 70.85,
              delta: 0.35,
            },
          ],
        },
      ],
    };
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      ...rulesetRoutes(season2027, builtIn),
      'GET /api/competitions/c1': () =>
        jsonResponse(buildCompetition({ version: 3, Regras: 'wa-2022-2026' })),
      'POST /api/competitions/c1/ruleset/preview': () => jsonResponse(preview),
      'PUT /api/competitions/c1/ruleset': () =>
        jsonResponse({ version: 4, Regras: 'fpn-2027', recomputed: preview }),
      'PUT /api/competitions/c1': () =>
        jsonResponse(buildCompetition({ version: 5, Regras: 'fpn-2027' })),
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });

    const current = await screen.findByTestId('competition-ruleset');
    await waitFor(() =>
      expect(current).toHaveTextContent(`${builtIn.ruleset.name} (2022-01-01 a 2026-12-31)`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mudar regulamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar regulamento' });
    expect(within(dialog).getByRole('combobox', { name: 'Regulamento' })).toHaveValue('fpn-2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver o que muda' }));

    const row = await within(dialog).findByRole('row', { name: /Ana Silva/ });
    expect(row).toHaveTextContent('70,5000 → 70,8500');
    expect(row).toHaveTextContent('+0,3500');
    expect(calls.some((c) => c.url === '/api/competitions/c1/ruleset' && c.method === 'PUT')).toBe(
      false,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(current).toHaveTextContent('FPN 2027'));
    expect(
      calls.find((c) => c.url === '/api/competitions/c1/ruleset' && c.method === 'PUT')?.body,
    ).toEqual({ Regras: 'fpn-2027', version: 3 });

    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/competitions/c1' && c.method === 'PUT')).toBe(true),
    );
    expect(
      calls.find((c) => c.url === '/api/competitions/c1' && c.method === 'PUT')?.body,
    ).toMatchObject({ version: 4, Regras: 'fpn-2027' });
  });

  it('Mudar regulamento that moves an official event names it and sends the reason typed (issue 36)', async () => {
    const preview: RecomputePreview = {
      changedTotals: 1,
      competitions: [
        {
          competitionId: 'c1',
          competitionName: 'Campeonato Nacional de Inverno',
          results: 2,
          maxDelta: 0.35,
          officialEvents: ['Solo Livre JUV'],
          changes: [
            {
              kind: 'routine',
              id: 'r1',
              event: 'Solo Livre JUV',
              entry: 'Ana Silva (Clube Naval)',
              before: 70.5,
              after: 70.85,
              delta: 0.35,
              official: true,
            },
          ],
        },
      ],
    };
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      ...rulesetRoutes(season2027, builtIn),
      'GET /api/competitions/c1': () =>
        jsonResponse(buildCompetition({ version: 3, Regras: 'wa-2022-2026' })),
      'POST /api/competitions/c1/ruleset/preview': () => jsonResponse(preview),
      'PUT /api/competitions/c1/ruleset': () =>
        jsonResponse({ version: 4, Regras: 'fpn-2027', recomputed: preview }),
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar regulamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar regulamento' });
    // The current ruleset is offered too, to move a held competition to its stored version.
    expect(
      within(dialog).getByRole('option', { name: /a versão guardada agora/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver o que muda' }));

    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Mudam resultados oficiais');
    expect(warning).toHaveTextContent('Solo Livre JUV');
    expect(within(dialog).getByRole('row', { name: /Ana Silva/ })).toHaveTextContent('Oficial');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da correção/ }),
      'Fator corrigido pela federação',
    );
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(
        calls.find((c) => c.url === '/api/competitions/c1/ruleset' && c.method === 'PUT')?.body,
      ).toEqual({ Regras: 'fpn-2027', version: 3, reason: 'Fator corrigido pela federação' }),
    );
  });
});
