import type { CoachCard, Element } from '@artistic/domain/coach-card/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/i18n';
import { buildCoachCard } from '../../../test/coach-card-fixture';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { expectSent, jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse, validationProblem } from '../../../test/problem-responses';
import {
  buildRulesetDocument,
  buildStoredRuleset,
  rulesetRoutes,
} from '../../../test/ruleset-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CoachCardFormPage } from './coach-card-form-page';
import { SIX_THRUSTS, anElement } from '@artistic/domain/testing/builders';

const user = userEvent.setup({ delay: null });

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'club-token' });

const competition = buildCompetition({
  _id: 'c1',
  Nome: 'Campeonato Nacional',
  Ordem: [
    { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 5 },
    { Tipo: 'SOLO LIVRE', Categoria: 'INF', Resultado: false, Price: 10 },
    { Tipo: 'DUETO LIVRE', Categoria: 'JUN', Resultado: false, Price: 10 },
    { Tipo: 'EQUIPA LIVRE', Categoria: 'JUN', Resultado: false, Price: 20 },
    { Tipo: 'EQUIPA LIVRE', Categoria: 'MAS', Resultado: false, Price: 20 },
  ],
});

/** The card's hybrid: line 1, 0:10 to 0:30, base mark 0,5, declaring `codes`. */
function hybrid(codes: Readonly<Element['Dificuldade_declarada']>, total: number): Element {
  return anElement('HIB', 1, total, {
    Tempo_inicial: '0:10',
    Tempo_final: '0:30',
    Nota_base: 0.5,
    Dificuldade_declarada: [...codes],
  });
}

/** Clube Naval's submitted JUN free team 'O mar': Ana and a hybrid declaring T1. */
function buildCard(overrides: Partial<CoachCard> = {}): CoachCard {
  return buildCoachCard({
    Esquema: 'EQUIPA LIVRE',
    Atletas: [{ Licenca: 101, Nome: 'Ana', Ano: 2008 }],
    Elementos: [hybrid([{ Codigo_cc: 'T1', Valor: 0.45 }], 0.95)],
    State: 'Submetido',
    Total_declarado: 0.95,
    version: 3,
    ...overrides,
  });
}

function renderNew(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    ...rulesetRoutes(),
    'GET /api/me': meResponse('clube', 'Clube Naval'),
    'GET /api/competitions/c1': () => jsonResponse(competition),
    ...routes,
  });
  renderWithProviders(<CoachCardFormPage />, {
    path: '/coachCard?compId=c1',
    auth: signedIn(),
  });
  return calls;
}

/**
 * Opens the stored card cc1 of competition c1 as the user `me` answers (with the ruleset), the
 * server answering `routes` too.
 */
function openCard(
  me: Parameters<typeof mockApi>[0][string],
  card: CoachCard,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const calls = mockApi({
    ...rulesetRoutes(),
    'GET /api/me': me,
    'GET /api/coachCard/cc1': () => jsonResponse(card),
    'GET /api/competitions/c1': () => jsonResponse(competition),
    ...routes,
  });
  renderWithProviders(<CoachCardFormPage />, { path: '/coachCard?id=cc1', auth: signedIn() });
  return calls;
}

// Rendering many Mantine selects in happy-dom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** Opens a Mantine select and clicks one of its own options. */
async function pick(label: string | RegExp, option: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  await user.click(input);
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`no listbox for ${String(label)}`);
    return element;
  });
  await user.click(within(listbox).getByText(option, { selector: '[role="option"] *' }));
}

async function fillHeader(category: string, routine: string, theme = 'O mar') {
  await screen.findByDisplayValue('Campeonato Nacional');
  await pick(/^Categoria/, category);
  await pick(/^Esquema/, routine);
  if (theme) await user.type(screen.getByRole('textbox', { name: /^Tema do esquema/ }), theme);
  await rulesetLoaded();
}

/** The elements table waits for the competition's ruleset (issue 16). */
async function rulesetLoaded() {
  await waitFor(() =>
    expect(
      screen.queryByText(/A carregar o regulamento|Loading the competition's ruleset/),
    ).not.toBeInTheDocument(),
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('pt');
});

describe('CoachCardFormPage header and people', () => {
  it('gives 2 athlete rows and 2 reserve rows for DUETO LIVRE, the club fixed', async () => {
    renderNew();
    await fillHeader('JUN — Júnior', 'Dueto Livre', '');

    expect(screen.getByRole('textbox', { name: 'Nome (atleta 1)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome (atleta 2)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome (atleta 3)' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Licença (reserva 2)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome (reserva 3)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar atleta' })).not.toBeInTheDocument();
    const club = screen.getByRole('textbox', { name: /^Clube/ });
    expect(club).toHaveValue('Clube Naval');
    expect(club).toHaveAttribute('readonly');
  });

  it('offers add athlete/reserve for a team routine once category, routine and theme are set', async () => {
    renderNew();
    await fillHeader('JUN — Júnior', 'Equipa Livre', '');
    expect(screen.queryByRole('button', { name: 'Adicionar atleta' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Tema do esquema/ }), 'O mar');
    await user.click(screen.getByRole('button', { name: 'Adicionar atleta' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar reserva' }));
    expect(screen.getByRole('textbox', { name: 'Nome (atleta 1)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome (reserva 1)' })).toBeInTheDocument();
  });
});

describe('CoachCardFormPage elements', () => {
  it('gives Masters the single Execução element with base mark 1', async () => {
    renderNew();
    await screen.findByDisplayValue('Campeonato Nacional');
    await pick(/^Categoria/, 'MAS — Masters');

    expect(screen.getByText('Execução')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Nota base (linha 1)' })).toHaveTextContent('1,0000');
    expect(screen.getByRole('status', { name: 'Total declarado' })).toHaveTextContent('1,0000');
    expect(screen.queryByRole('button', { name: 'Adicionar elemento' })).not.toBeInTheDocument();
  });

  it('does not offer TRE for INF', async () => {
    renderNew();
    await fillHeader('INF — Infantil', 'Solo Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await user.click(screen.getByLabelText('Elemento (linha 1)', { selector: 'input' }));

    expect(
      await screen.findByRole('option', { name: 'HIB — Híbrido', hidden: true }),
    ).toBeInTheDocument();
    const options = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options.some((text) => text?.startsWith('TRE'))).toBe(false);
    expect(options).toContain('ACR — Acrobacia');
  });

  it('computes a hybrid total live: T1 + S2 + bonus 2PC = 2.1000', async () => {
    renderNew();
    await fillHeader('JUN — Júnior', 'Equipa Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await pick('Elemento (linha 1)', 'HIB — Híbrido');
    expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent('0,5000');

    await pick('Dificuldade 1 (linha 1)', 'T1 (0,45)');
    await user.click(screen.getByRole('button', { name: 'Adicionar código (linha 1)' }));
    await pick('Dificuldade 2 (linha 1)', 'S2 (0,75)');
    await user.click(screen.getByRole('button', { name: 'Adicionar bónus (linha 1)' }));
    await pick('Bónus 1 (linha 1)', '2PC (0,4)');

    expect(screen.getByRole('status', { name: 'Nota base (linha 1)' })).toHaveTextContent('0,5000');
    expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent('2,1000');
    expect(screen.getByRole('status', { name: 'Total declarado' })).toHaveTextContent('2,1000');
  });

  it('removes only the last element', async () => {
    renderNew();
    await fillHeader('JUN — Júnior', 'Equipa Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));

    await user.click(screen.getByRole('button', { name: 'Remover linha 1' }));
    expect(await screen.findByText('Só pode ser removido o último elemento')).toBeVisible();
    expect(screen.getByLabelText('Elemento (linha 2)', { selector: 'input' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover linha 2' }));
    expect(
      screen.queryByLabelText('Elemento (linha 2)', { selector: 'input' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Elemento (linha 1)', { selector: 'input' })).toBeInTheDocument();
  });
});

describe('CoachCardFormPage save and submit', () => {
  it('keeps save disabled until category, routine, theme and an element, then creates a draft', async () => {
    const calls = renderNew({
      'POST /api/coachcard/add': () =>
        jsonResponse({ ...buildCard({ State: 'Rascunho' }), insertedId: 'cc1' }, 201),
    });
    await screen.findByDisplayValue('Campeonato Nacional');
    const saveButton = screen.getByRole('button', { name: 'Gravar' });
    expect(saveButton).toBeDisabled();
    await pick(/^Categoria/, 'JUN — Júnior');
    await pick(/^Esquema/, 'Equipa Livre');
    expect(saveButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Tema do esquema/ }), 'O mar');
    expect(saveButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    expect(saveButton).toBeEnabled();

    await pick('Elemento (linha 1)', 'HIB — Híbrido');
    await pick('Dificuldade 1 (linha 1)', 'T1 (0,45)');
    await user.type(screen.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }), '0:10');
    await user.click(saveButton);

    expect(await screen.findByText('Coach card gravado com sucesso')).toBeVisible();
    const post = expectSent(calls, 'POST', '/api/coachcard/add', 'club-token');
    expect(post?.body).toMatchObject({
      Competicao: 'c1',
      Categoria: 'JUN',
      Esquema: 'EQUIPA LIVRE',
      Clube: 'Clube Naval',
      Tema_esquema: 'O mar',
      Atletas: [],
      Reservas: [],
      State: 'Rascunho',
      Total_declarado: 0.95,
      Elementos: [
        {
          Tempo_inicial: '0:10',
          Elemento: 'HIB',
          Ordem: 1,
          Nota_base: 0.5,
          Dificuldade_declarada: [{ Codigo_cc: 'T1', Valor: 0.45 }],
          Bonus: [],
          Total: 0.95,
        },
      ],
    });
  });

  it('submits with State Submetido, leaving blank reserve rows out', async () => {
    const calls = renderNew({
      'POST /api/coachcard/add': () => jsonResponse({ ...buildCard(), insertedId: 'cc1' }, 201),
    });
    await fillHeader('JUN — Júnior', 'Dueto Livre');
    await user.type(screen.getByRole('textbox', { name: 'Licença (atleta 1)' }), '101');
    await user.type(screen.getByRole('textbox', { name: 'Nome (atleta 1)' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Ano (atleta 1)' }), '2008');
    await user.type(screen.getByRole('textbox', { name: 'Licença (atleta 2)' }), '102');
    await user.type(screen.getByRole('textbox', { name: 'Nome (atleta 2)' }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: 'Ano (atleta 2)' }), '2009');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await pick('Elemento (linha 1)', 'TRA — Transição');
    await user.click(screen.getByRole('button', { name: 'Submeter' }));

    expect(await screen.findByText('Coach card gravado com sucesso')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      State: 'Submetido',
      Atletas: [
        { Licenca: 101, Nome: 'Ana', Ano: 2008 },
        { Licenca: 102, Nome: 'Rita', Ano: 2009 },
      ],
      Reservas: [],
    });
  });

  it('shows a server error on Esquema beside the routine field and keeps what was typed', async () => {
    renderNew({
      'POST /api/coachcard/add': () =>
        validationProblem('Dados inválidos', {
          detail: 'O Coach Card não é válido para esta competição',
          errors: [{ path: 'Esquema', message: 'errors.routineNotInCompetition' }],
        }),
    });
    await fillHeader('JUN — Júnior', 'Equipa Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await pick('Elemento (linha 1)', 'TRA — Transição');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Esquema/, { selector: 'input' })).toHaveAccessibleDescription(
        'Esta prova (esquema e categoria) não existe nesta competição.',
      ),
    );
    expect(screen.getByText('O Coach Card não é válido para esta competição')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue('O mar');
  });

  it('shows the server refusal of a value beside the code, naming element, code and table value', async () => {
    const message = 'Elemento 1: T1 vale 0,45 na tabela, não 0,5.';
    const calls = renderNew({
      'POST /api/coachcard/add': () =>
        validationProblem('Dados inválidos', {
          detail: message,
          errors: [{ path: 'Elementos.0.Dificuldade_declarada.0.Valor', message }],
        }),
    });
    await fillHeader('JUN — Júnior', 'Equipa Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await pick('Elemento (linha 1)', 'HIB — Híbrido');
    await pick('Dificuldade 1 (linha 1)', 'T1 (0,45)');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(
        screen.getByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' }),
      ).toHaveAccessibleDescription(message),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
    expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent('0,9500');
  });

  it('refuses before sending a stored card whose code no table knows, beside that code', async () => {
    const calls = openCard(
      meResponse('clube', 'Clube Naval'),
      buildCard({
        State: 'Rascunho',
        Elementos: [hybrid([{ Codigo_cc: 'T99', Valor: 1 }], 1.5)],
      }),
    );
    await screen.findByRole('button', { name: 'Gravar' });
    await rulesetLoaded();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(
        screen.getByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' }),
      ).toHaveAccessibleDescription(
        'Elemento 1: o código T99 não existe nas tabelas do regulamento.',
      ),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows Portuguese errors beside the fields before sending', async () => {
    const calls = renderNew();
    await fillHeader('JUN — Júnior', 'Equipa Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await user.type(screen.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }), '75');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(
        screen.getByLabelText('Elemento (linha 1)', { selector: 'input' }),
      ).toHaveAccessibleDescription('Opção inválida.'),
    );
    expect(
      screen.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }),
    ).toHaveAccessibleDescription('Tempo inválido (use m:ss).');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('CoachCardFormPage element times (issue 17)', () => {
  it('an element ending before it starts is shown beside its end time and is not sent', async () => {
    const calls = renderNew();
    await fillHeader('JUN — Júnior', 'Equipa Livre');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await pick('Elemento (linha 1)', 'TRA — Transição');
    await user.type(screen.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }), '2:10');
    await user.type(screen.getByRole('textbox', { name: 'Tempo final (linha 1)' }), '2:00');

    // Live, before anything is sent: the note under the row, and submitting is blocked.
    const note = await screen.findByText(
      (_, el) =>
        el?.tagName === 'LI' &&
        el.textContent === 'Impede a submissão: O tempo final tem de ser depois do tempo inicial.',
    );
    expect(note).toBeVisible();
    expect(note).toHaveAttribute('data-severity', 'blocking');
    expect(screen.getByRole('button', { name: 'Submeter' })).toBeDisabled();

    // Even a draft is not sent: the error shows on the end time itself.
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Tempo final (linha 1)' }),
      ).toHaveAccessibleDescription('O tempo final tem de ser depois do tempo inicial.'),
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe("CoachCardFormPage numbers in the reader's language", () => {
  function renderStored() {
    openCard(meResponse('clube', 'Clube Naval'), buildCard());
  }

  it('writes base marks, totals and code values with a comma in Portuguese', async () => {
    renderStored();
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    expect(screen.getByRole('status', { name: 'Nota base (linha 1)' })).toHaveTextContent(
      /^0,5000$/,
    );
    expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent(/^0,9500$/);
    expect(screen.getByRole('status', { name: 'Total declarado' })).toHaveTextContent(/^0,9500$/);
    expect(screen.getByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' })).toHaveValue(
      'T1 (0,45)',
    );
  });

  it('writes the same numbers with a point in English', async () => {
    await i18n.changeLanguage('en');
    renderStored();
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    expect(screen.getByRole('status', { name: 'Base mark (row 1)' })).toHaveTextContent(
      /^0\.5000$/,
    );
    expect(screen.getByRole('status', { name: 'Total (row 1)' })).toHaveTextContent(/^0\.9500$/);
    expect(screen.getByRole('status', { name: 'Total difficulty declared' })).toHaveTextContent(
      /^0\.9500$/,
    );
    expect(screen.getByLabelText('Difficulty 1 (row 1)', { selector: 'input' })).toHaveValue(
      'T1 (0.45)',
    );
  });

  it('lists each team TRE once, an unnamed one as such and no note in a name', async () => {
    renderNew({
      'GET /api/competitions/c1': () =>
        jsonResponse({
          ...competition,
          Ordem: [{ Tipo: 'EQUIPA TECNICA', Categoria: 'JUN', Resultado: false, Price: 20 }],
        }),
    });
    await fillHeader('JUN — Júnior', 'Equipa Técnica');
    await user.click(screen.getByRole('button', { name: 'Adicionar elemento' }));
    await pick('Elemento (linha 1)', 'TRE — Elemento técnico obrigatório');
    await user.click(screen.getByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent ?? '',
    );
    const codes = options.map((text) => text.split(' ')[0]);
    expect(codes.filter((code) => code?.startsWith('TRE_T_'))).toHaveLength(9);
    expect(new Set(codes).size).toBe(codes.length);
    expect(options).toContain('TRE_T_1B (nome não publicado) (2,3)');
    expect(options).toContain('TRE_T_5B Rocket Split Knee Hybrid (2,1)');
    expect(options.filter((text) => /source|probably|as written/i.test(text))).toEqual([]);
  });
});

describe('CoachCardFormPage states', () => {
  it('opens a submitted card read-only for its club, without save or submit', async () => {
    openCard(meResponse('clube', 'Clube Naval'), buildCard());

    expect(await screen.findByDisplayValue('O mar')).toHaveAttribute('readonly');
    await rulesetLoaded();
    expect(screen.getByText('Submetido')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent('0,9500');
    expect(screen.queryByRole('button', { name: 'Gravar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submeter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar elemento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
  });

  it('lets a referee verify a submitted card (PUT with State Verificado and the version)', async () => {
    const calls = openCard(meResponse('referee'), buildCard(), {
      'PUT /api/coachcard/cc1': () => jsonResponse(buildCard({ State: 'Verificado', version: 4 })),
    });

    expect(await screen.findByRole('button', { name: 'Pedir alterações' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Validar' }));

    expect(await screen.findByText('Coach Card validado com sucesso!')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ State: 'Verificado', version: 3, Esquema: 'EQUIPA LIVRE' });
    expect(put?.body).not.toHaveProperty('_id');
  });

  it('hides Validar on a verified card but still offers Pedir alterações', async () => {
    const calls = openCard(meResponse('admin'), buildCard({ State: 'Verificado' }), {
      'PUT /api/coachcard/cc1': () => jsonResponse(buildCard({ State: 'Rascunho', version: 4 })),
    });

    await user.click(await screen.findByRole('button', { name: 'Pedir alterações' }));
    expect(screen.queryByRole('button', { name: 'Validar' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Pedir alterações ao clube' });
    await user.click(within(dialog).getByLabelText(/Motivo das alterações/));
    await user.paste('Falta o tema');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de alterações' }));
    expect(await screen.findByText('Pedido de alterações enviado')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      State: 'Rascunho',
      Motivo_alteracoes: 'Falta o tema',
    });
  });

  it("'Pedir alterações' needs a reason: nothing is sent without one, cancelling sends nothing", async () => {
    const calls = openCard(meResponse('referee'), buildCard(), {
      'PUT /api/coachcard/cc1': () =>
        jsonResponse(
          buildCard({ State: 'Rascunho', version: 4, Motivo_alteracoes: 'O elemento 1 está mal' }),
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Pedir alterações' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pedir alterações ao clube' });
    const reason = within(dialog).getByLabelText(/Motivo das alterações/);
    expect(reason).toBeRequired();
    await user.click(reason);
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de alterações' }));
    expect(
      within(dialog).getByText('Indique o motivo: o clube precisa de saber o que alterar.'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pedir alterações' }));
    dialog = await screen.findByRole('dialog', { name: 'Pedir alterações ao clube' });
    await user.click(within(dialog).getByLabelText(/Motivo das alterações/));
    await user.paste('  O elemento 1 está mal  ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de alterações' }));
    expect(await screen.findByText('Pedido de alterações enviado')).toBeVisible();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({
      State: 'Rascunho',
      Motivo_alteracoes: 'O elemento 1 está mal',
      version: 3,
    });
  });

  it('shows the club the reason its card was sent back, on a draft only', async () => {
    openCard(
      meResponse('clube', 'Clube Naval'),
      buildCard({ State: 'Rascunho', Motivo_alteracoes: 'Falta a reserva da equipa.' }),
    );

    const alert = await screen.findByRole('alert', { name: 'Alterações pedidas' });
    expect(alert).toHaveTextContent('Falta a reserva da equipa.');
    expect(alert).toHaveTextContent('submeta-o de novo');
  });

  it('saves a draft with PUT and offers a reload after a 409', async () => {
    openCard(meResponse('clube', 'Clube Naval'), buildCard({ State: 'Rascunho' }), {
      'PUT /api/coachcard/cc1': () =>
        problemResponse(409, 'about:blank#conflict', 'Conflito', {
          detail: 'O Coach Card foi alterado entretanto por outra pessoa.',
        }),
    });

    const theme = await screen.findByRole('textbox', { name: /^Tema do esquema/ });
    await user.type(theme, ' azul');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));

    const alert = await screen.findByText(/O Coach Card foi alterado por outra pessoa/);
    expect(alert).toBeVisible();
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Recarregar',
      }),
    ).toBeVisible();
    expect(theme).toHaveValue('O mar azul');
  });
});

describe('CoachCardFormPage checks before submitting (issue 15)', () => {
  const team = Array.from({ length: 8 }, (_, i) => ({
    Licenca: 201 + i,
    Nome: `Atleta ${i + 1}`,
    Ano: 2008,
  }));
  const cardWithSixThrusts = (over: Partial<CoachCard> = {}) =>
    buildCard({
      Atletas: team,
      Elementos: [hybrid(SIX_THRUSTS, 4.1)],
      ...over,
    });
  const familyWarning =
    'Família T (impulsos) declarada 6 vezes neste híbrido: no máximo 5 (AS 6.7.12).';

  function open(card: CoachCard, role: 'clube' | 'referee' = 'clube') {
    openCard(role === 'clube' ? meResponse('clube', 'Clube Naval') : meResponse(role), card);
  }

  it('shows the family warning beside the hybrid and in the summary; Submeter stays enabled', async () => {
    open(cardWithSixThrusts({ State: 'Rascunho' }));
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    const beside = document.querySelector('[data-checks-of="Elementos.0"]') as HTMLElement;
    expect(beside).not.toBeNull();
    expect(within(beside).getByText(familyWarning)).toBeVisible();
    const summary = screen.getByRole('region', { name: /^Avisos/ });
    expect(within(summary).getByText(familyWarning)).toBeVisible();
    expect(within(summary).getByText('Elemento 1:')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'O Coach Card não pode ser submetido' })).toBe(
      null,
    );
    expect(screen.getByRole('button', { name: 'Submeter' })).toBeEnabled();
  });

  it('disables Submeter for a card with no athletes and says why; Gravar stays enabled', async () => {
    open(cardWithSixThrusts({ State: 'Rascunho', Atletas: [] }));
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    const submit = screen.getByRole('button', { name: 'Submeter' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Submeter está indisponível: veja o que impede a submissão acima.',
    );
    const blockers = screen.getByRole('region', { name: 'O Coach Card não pode ser submetido' });
    expect(
      within(blockers).getByText('O Coach Card não tem atletas: não pode ser submetido.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeEnabled();
  });

  it('a team of 5 is a warning with its penalty in Portuguese decimals, not a blocker', async () => {
    open(cardWithSixThrusts({ State: 'Rascunho', Atletas: team.slice(0, 5) }));
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    expect(
      screen.getAllByText(
        'Equipa com 5 atletas: faltam 3 para 8, penalização de 1,5 (0,5 por atleta em falta).',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Submeter' })).toBeEnabled();
  });

  it('the referee verifying a submitted card sees the same list', async () => {
    open(cardWithSixThrusts(), 'referee');
    expect(await screen.findByRole('button', { name: 'Validar' })).toBeVisible();
    const summary = await screen.findByRole('region', { name: /^Avisos/ });
    expect(within(summary).getByText(familyWarning)).toBeVisible();
  });
});

describe('CoachCardFormPage competition (issue 18)', () => {
  it('shows the competition of a draft being edited as fixed, and the server refusal to move it beside it', async () => {
    openCard(meResponse('clube', 'Clube Naval'), buildCard({ State: 'Rascunho' }), {
      'PUT /api/coachcard/cc1': () =>
        validationProblem('Dados inválidos', {
          errors: [{ path: 'Competicao', message: 'errors.competitionFixed' }],
        }),
    });

    const theme = await screen.findByRole('textbox', { name: /^Tema do esquema/ });
    const field = screen.getByRole('textbox', { name: 'Competição' });
    await waitFor(() => expect(field).toHaveValue(competition.Nome));
    expect(field).toHaveAttribute('readonly');
    await user.type(theme, ' azul');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Competição' })).toHaveAccessibleDescription(
        'A competição de uma inscrição não pode ser mudada: apague-a e inscreva de novo na outra competição.',
      ),
    );
  });
});

describe("CoachCardFormPage with the competition's ruleset (issue 16)", () => {
  it('values a hybrid with the DD of the ruleset the competition is pinned to', async () => {
    const season = buildStoredRuleset(
      buildRulesetDocument((d) => {
        d.id = 'fpn-2027';
        d.name = 'FPN 2027';
        const row = d.hybrid.rows.find((item) => item.code === 'T1');
        if (row) row.dd = 0.55;
      }),
    );
    const calls = mockApi({
      ...rulesetRoutes(buildStoredRuleset(), season),
      'GET /api/me': meResponse('clube', 'Clube Naval'),
      'GET /api/competitions/c1': () => jsonResponse({ ...competition, Regras: 'fpn-2027' }),
      'GET /api/coachCard/cc1': () => jsonResponse(buildCard({ State: 'Rascunho' })),
    });
    renderWithProviders(<CoachCardFormPage />, { path: '/coachCard?id=cc1', auth: signedIn() });
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();

    const code = screen.getByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' });
    expect(code).toHaveValue('T1 (0,55)');
    // Clearing it and picking it again takes the ruleset's value: 0,5 base mark + 0,55.
    await pick('Dificuldade 1 (linha 1)', 'T1 (0,55)');
    await waitFor(() => expect(code).toHaveValue(''));
    await pick('Dificuldade 1 (linha 1)', 'T1 (0,55)');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent(/^1,0500$/),
    );
    expect(calls.some((c) => c.url === '/api/rulesets/fpn-2027')).toBe(true);
    expect(calls.some((c) => c.url === '/api/rulesets/wa-2022-2026')).toBe(false);
  });
});

describe('CoachCardFormPage a draft reopened with empty rows (issue 38)', () => {
  /** Clube Naval's JUN free duet saved with a hybrid without its difficulty and no reserves. */
  const draft = buildCard({
    Esquema: 'DUETO LIVRE',
    State: 'Rascunho',
    Atletas: [
      { Licenca: 101, Nome: 'Ana', Ano: 2082 },
      { Licenca: 102, Nome: 'Bia', Ano: 2082 },
    ],
    Reservas: [],
    Elementos: [hybrid([], 0.5)],
    Total_declarado: 0.5,
  });
  const registered = (Licenca: number, Nome: string) => ({
    Licenca,
    Nome,
    Ano: 2082,
    Clube: 'Clube Naval',
    Ativo: true,
    version: 1,
  });

  it('offers the hybrid its code picker and the registry search a reserve row; both are saved', async () => {
    const calls = openCard(meResponse('clube', 'Clube Naval'), draft, {
      'GET /api/athletes?q=di&clube=Clube+Naval': () =>
        jsonResponse([registered(103, 'Diana Lopes')]),
      'GET /api/athletes?clube=Clube+Naval': () =>
        jsonResponse([registered(101, 'Ana'), registered(102, 'Bia'), registered(103, 'Diana')]),
      'PUT /api/coachcard/cc1': () => jsonResponse({ ...draft, version: 4 }),
    });
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();

    // The hybrid's difficulty is there to be picked, as when it was first typed.
    await pick('Dificuldade 1 (linha 1)', 'T1 (0,45)');
    expect(screen.getByRole('status', { name: 'Total (linha 1)' })).toHaveTextContent('0,9500');

    // Two empty reserve rows, as the duet was created with; the search fills the first.
    expect(screen.queryByText('Sem reservas.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome (reserva 2)' })).toHaveValue('');
    const search = screen.getByRole('textbox', { name: 'Procurar reserva no registo' });
    expect(search).toBeEnabled();
    await user.type(search, 'di');
    await user.click(await screen.findByRole('option', { name: /Diana Lopes/, hidden: true }));
    expect(screen.getByRole('textbox', { name: 'Nome (reserva 1)' })).toHaveValue('Diana Lopes');
    expect(screen.getByRole('textbox', { name: 'Licença (reserva 1)' })).toHaveValue('103');

    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Coach Card gravado com sucesso!')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      Reservas: [{ Licenca: 103, Nome: 'Diana Lopes', Ano: 2082 }],
      Elementos: [{ Elemento: 'HIB', Dificuldade_declarada: [{ Codigo_cc: 'T1', Valor: 0.45 }] }],
      version: 3,
    });
  });

  it('leaves a reopened draft unchanged until something is typed: its empty rows are not sent', async () => {
    const calls = openCard(meResponse('clube', 'Clube Naval'), draft, {
      'PUT /api/coachcard/cc1': () => jsonResponse({ ...draft, version: 4 }),
    });
    await screen.findByDisplayValue('O mar');
    await rulesetLoaded();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Coach Card gravado com sucesso!')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      Reservas: [],
      Elementos: [{ Elemento: 'HIB', Dificuldade_declarada: [] }],
    });
  });

  it('shows a submitted card as it is: no empty reserve row, no empty code', async () => {
    openCard(meResponse('clube', 'Clube Naval'), { ...draft, State: 'Submetido' });
    expect(await screen.findByDisplayValue('O mar')).toHaveAttribute('readonly');
    await rulesetLoaded();
    expect(screen.getByText('Sem reservas.')).toBeVisible();
    expect(
      screen.queryByLabelText('Dificuldade 1 (linha 1)', { selector: 'input' }),
    ).not.toBeInTheDocument();
  });
});

describe("CoachCardFormPage categories of the card's competition (issue 38)", () => {
  it('offers only the categories with a routine event in the competition', async () => {
    renderNew({
      'GET /api/competitions/c1': () =>
        jsonResponse(
          buildCompetition({
            _id: 'c1',
            Nome: 'Campeonato Nacional',
            Ordem: [
              { Tipo: 'Figuras', Categoria: 'JUV', Resultado: false, Price: 5 },
              { Tipo: 'DUETO LIVRE', Categoria: 'JUN', Resultado: false, Price: 10 },
              { Tipo: 'EQUIPA LIVRE', Categoria: 'MAS', Resultado: false, Price: 20 },
            ],
          }),
        ),
    });
    await screen.findByDisplayValue('Campeonato Nacional');
    const input = screen.getByLabelText(/^Categoria/, { selector: 'input' });
    await user.click(input);
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no category list');
      return element;
    });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['JUN — Júnior', 'MAS — Masters']);
  });
});
