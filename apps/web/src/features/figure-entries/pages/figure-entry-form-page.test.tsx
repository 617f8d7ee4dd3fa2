import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse, validationProblem } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FigureEntryFormPage } from './figure-entry-form-page';

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'club-token' });
/** Figures for INF and JUV, technical elements for MAS, and a JUN solo (no figures event). */
const competitions = [
  buildCompetition({
    _id: 'c1',
    Nome: 'Taça de Inverno',
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 5 },
      { Tipo: 'Figuras', Categoria: 'JUV', Resultado: false, Price: 5 },
      { Tipo: 'Elementos Tecnicos', Categoria: 'MAS', Resultado: false, Price: 5 },
      { Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: false, Price: 10 },
    ],
  }),
];

const entry: FigureEntry = {
  _id: 'f1',
  Competicao: 'c1',
  Categoria: 'JUV',
  Clube: 'Clube Natação Alfa',
  Atletas: [{ Nome: 'Ana Simões', Licenca: 1234, Ano: 2012 }],
  version: 3,
};

/** The API as a signed-in club of Alfa sees it: the competitions above, and these `routes`. */
function mockClubApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': meResponse('clube', 'Clube Natação Alfa'),
    'GET /api/competitions': () => jsonResponse(competitions),
    ...routes,
  });
}

function renderForm(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/figura" element={<FigureEntryFormPage />} />
      <Route path="/listFiguras" element={<p>Lista de inscrições</p>} />
    </Routes>,
    { path, auth: signedIn() },
  );
}

const row = (field: string, index = 1) =>
  screen.getByRole('textbox', { name: `${field} (linha ${index})` });

/** Adds an athlete and types into the new row's fields, in the order given, then submits. */
async function enterAthlete(
  fields: Partial<Record<'Nome' | 'Licença' | 'Ano de nascimento', string>>,
) {
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar atleta' }));
  for (const [field, text] of Object.entries(fields)) await userEvent.type(row(field), text);
  await userEvent.click(screen.getByRole('button', { name: 'Inscrever em Figuras/Elementos' }));
}

describe('FigureEntryFormPage', () => {
  it('shows errors beside a row with no name and a licence that is not a number, sending nothing', async () => {
    const calls = mockClubApi();
    renderForm('/figura?compId=c1');

    expect(
      await screen.findByRole('heading', { name: 'Inscrição em Figuras/Elementos' }),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Clube' })).toHaveValue('Clube Natação Alfa');
    expect(screen.getByRole('textbox', { name: 'Clube' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Competição' })).toHaveValue('Taça de Inverno');

    await enterAthlete({ Licença: 'abc', 'Ano de nascimento': '2012' });

    await waitFor(() => expect(row('Licença')).toHaveAccessibleDescription('Introduza um número.'));
    expect(row('Nome')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByRole('combobox', { name: 'Escalão' })).toHaveAccessibleDescription(
      'Opção inválida.',
    );
    expect(row('Licença')).toHaveValue('abc');
    expect(screen.getByText('Há campos por corrigir.')).toBeVisible();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('refuses a name with a direction override beside it, in Portuguese, sending nothing', async () => {
    const calls = mockClubApi();
    renderForm('/figura?compId=c1');
    await screen.findByRole('heading', { name: 'Inscrição em Figuras/Elementos' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Escalão' }), 'JUV');
    await enterAthlete({ Nome: 'Ana\u202Eavlis', Licença: '1234', 'Ano de nascimento': '2012' });

    await waitFor(() =>
      expect(row('Nome')).toHaveAccessibleDescription(
        'O texto tem caracteres invisíveis ou de controlo de direção (por exemplo U+202E); apague-os e escreva de novo.',
      ),
    );
    expect(row('Licença')).not.toHaveAccessibleDescription();
    expect(screen.getByText('Há campos por corrigir.')).toBeVisible();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates an entry, says so and goes to the list', async () => {
    const calls = mockClubApi({
      'POST /api/figura/add': () => jsonResponse({ ...entry, insertedId: 'f1' }, 201),
    });
    renderForm('/figura');

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Competição' }),
      'c1',
    );
    const category = screen.getByRole('combobox', { name: 'Escalão' });
    expect(category).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Escolha o escalão' })).toBeInTheDocument();
    await userEvent.selectOptions(category, 'JUV');
    await enterAthlete({ Licença: '1234', Nome: 'Ana Simões', 'Ano de nascimento': '2012' });

    expect(
      await screen.findByText('Inscrição em Figuras/Elementos gravada com sucesso!'),
    ).toBeVisible();
    expect(await screen.findByText('Lista de inscrições')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/figura/add');
    expect(post?.body).toEqual({
      Competicao: 'c1',
      Categoria: 'JUV',
      Clube: 'Clube Natação Alfa',
      Atletas: [{ Nome: 'Ana Simões', Licenca: 1234, Ano: 2012 }],
    });
  });

  it('places a server error beside the category and keeps what was typed', async () => {
    mockClubApi({
      'POST /api/figura/add': () =>
        validationProblem('Pedido inválido', {
          errors: [{ path: 'Categoria', message: 'errors.categoryNotInCompetition' }],
        }),
    });
    renderForm('/figura?compId=c1');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Escalão' }), 'MAS');
    await enterAthlete({ Licença: '77', Nome: 'Rita', 'Ano de nascimento': '1980' });

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Escalão' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(row('Nome')).toHaveValue('Rita');
  });

  it('edits an entry with PUT and the version read', async () => {
    const calls = mockClubApi({
      'GET /api/figura/f1': () => jsonResponse(entry),
      'PUT /api/figura/f1': () =>
        jsonResponse({ ...entry, Atletas: [...entry.Atletas], version: 4 }),
    });
    renderForm('/figura?id=f1');

    expect(await screen.findByDisplayValue('Ana Simões')).toBeVisible();
    await userEvent.clear(row('Nome'));
    await userEvent.type(row('Nome'), 'Ana Maria Simões');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar alterações' }));

    expect(await screen.findByText('Inscrição atualizada com sucesso')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/figura/f1');
    expect(put?.body).toEqual({
      Competicao: 'c1',
      Categoria: 'JUV',
      Clube: 'Clube Natação Alfa',
      Atletas: [{ Nome: 'Ana Maria Simões', Licenca: 1234, Ano: 2012 }],
      version: 3,
    });
  });

  it('offers a reload when someone else saved first', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': () => jsonResponse(competitions),
      'GET /api/figura/f1': () => jsonResponse(entry),
      'PUT /api/figura/f1': () => problemResponse(409, 'about:blank#conflict', 'Conflito'),
    });
    renderForm('/figura?id=f1');

    await screen.findByDisplayValue('Ana Simões');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar alterações' }));
    expect(await screen.findByText('Conflito de edição')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  });

  it('shows the competition of an entry being edited as fixed, and the server refusal to move it beside it', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': () =>
        jsonResponse([...competitions, buildCompetition({ _id: 'c2', Nome: 'Taça de Verão' })]),
      'GET /api/figura/f1': () => jsonResponse(entry),
      'PUT /api/figura/f1': () =>
        validationProblem('Dados inválidos', {
          errors: [{ path: 'Competicao', message: 'errors.competitionFixed' }],
        }),
    });
    renderForm('/figura?id=f1');

    await screen.findByDisplayValue('Ana Simões');
    const competition = screen.getByRole('textbox', { name: 'Competição' });
    expect(competition).toHaveValue('Taça de Inverno');
    expect(competition).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Competição' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Gravar alterações' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Competição' })).toHaveAccessibleDescription(
        'A competição de uma inscrição não pode ser mudada: apague-a e inscreva de novo na outra competição.',
      ),
    );
  });

  it('fills a row from the registry: part of a name typed, the athlete picked, nothing retyped', async () => {
    // The test competition is in 2099: an INF athlete of 11 was born in 2088.
    const registered = (Licenca: number, Nome: string, Ano: number) => ({
      Licenca,
      Nome,
      Ano,
      Clube: 'Clube Natação Alfa',
      Ativo: true,
      version: 1,
    });
    const calls = mockClubApi({
      'GET /api/athletes?q=mart&clube=Clube+Nata%C3%A7%C3%A3o+Alfa': () =>
        jsonResponse([
          registered(10202, 'Joana Martins', 2088),
          registered(10210, 'Martina Crescida', 2005),
          { ...registered(10209, 'Marta Antiga', 2088), Ativo: false, version: 2 },
        ]),
      'GET /api/athletes?clube=Clube+Nata%C3%A7%C3%A3o+Alfa': () =>
        jsonResponse([registered(10202, 'Joana Martins', 2088)]),
      'POST /api/figura/add': () => jsonResponse({ ...entry, insertedId: 'f1' }, 201),
    });
    renderForm('/figura?compId=c1');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Escalão' }), 'INF');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Procurar atleta no registo' }),
      'mart',
    );

    await userEvent.click(
      await screen.findByRole('option', { name: /Joana Martins/, hidden: true }),
    );
    expect(row('Licença')).toHaveValue('10202');
    expect(row('Nome')).toHaveValue('Joana Martins');
    expect(row('Ano de nascimento')).toHaveValue('2088');
    // An inactive athlete is shown as such and cannot be picked.
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Procurar atleta no registo' }),
      'mart',
    );
    expect(
      await screen.findByRole('option', { name: /Marta Antiga.*inativa/, hidden: true }),
    ).toHaveAttribute('aria-disabled', 'true');
    // So is one whose age does not fit the category in the competition's season (2099: the
    // test competition's; an INF athlete of 11 was born in 2088).
    expect(
      screen.getByRole('option', {
        name: /Martina Crescida.*94 anos em 2099: fora do escalão/,
        hidden: true,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('option', { name: /Joana Martins.*já inscrita/, hidden: true }),
    ).toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{Escape}');
    // A licence typed by hand that the registry does not hold is said so (and still accepted).
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar atleta' }));
    await userEvent.type(row('Licença', 2), '999');
    expect(
      await screen.findByText(
        /^Fora do registo de atletas: 999\. O nome e o ano ficam como escritos/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remover linha 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inscrever em Figuras/Elementos' }));
    await screen.findByText('Lista de inscrições');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      Atletas: [{ Nome: 'Joana Martins', Licenca: 10202, Ano: 2088 }],
    });
  });

  it("offers in 'Escalão' only the categories whose figures event the competition holds (issue 38)", async () => {
    mockClubApi();
    renderForm('/figura?compId=c1');

    const category = await screen.findByRole('combobox', { name: 'Escalão' });
    const offered = within(category)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(['', 'INF', 'JUV', 'MAS']);
  });

  it('a reopened entry whose rows are all filled still takes another athlete from the registry', async () => {
    mockClubApi({
      'GET /api/figura/f1': () => jsonResponse(entry),
      'GET /api/athletes?q=be&clube=Clube+Nata%C3%A7%C3%A3o+Alfa': () =>
        jsonResponse([
          {
            Licenca: 1235,
            Nome: 'Beatriz Santos',
            Ano: 2085,
            Clube: 'Clube Natação Alfa',
            Ativo: true,
            version: 1,
          },
        ]),
    });
    renderForm('/figura?id=f1');

    await screen.findByDisplayValue('Ana Simões');
    const search = screen.getByRole('textbox', { name: 'Procurar atleta no registo' });
    expect(search).toBeEnabled();
    await userEvent.type(search, 'be');
    await userEvent.click(
      await screen.findByRole('option', { name: /Beatriz Santos/, hidden: true }),
    );
    expect(row('Nome', 2)).toHaveValue('Beatriz Santos');
    expect(row('Nome', 1)).toHaveValue('Ana Simões');
  });
});
