import type { Athlete } from '@artistic/domain/athletes/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AthletesPage } from './athletes-page';

const ALFA = 'Clube Natação Alfa';
const athlete = (
  Licenca: number,
  Nome: string,
  Ano: number,
  Clube = ALFA,
  Ativo = true,
): Athlete => ({
  Licenca,
  Nome,
  Ano,
  Clube,
  Ativo,
  version: 1,
});
const registry = [
  athlete(10201, 'Inês Almeida', 2015),
  athlete(10240, 'Mariana Teixeira', 2013, ALFA, false),
  athlete(20201, 'Maria Rocha', 2015, 'Clube Natação Beta'),
];

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/athletes" element={<AthletesPage />} />
    </Routes>,
    { path: '/athletes', auth: createFakeAuth({ isAuthenticated: true, accessToken: 't' }) },
  );
}

describe('AthletesPage', () => {
  it("shows a club's athletes read-only, with their state, and no import", async () => {
    mockApi({
      'GET /api/me': meResponse('clube', ALFA),
      'GET /api/athletes': () => jsonResponse(registry.slice(0, 2)),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Registo de atletas' });
    expect(within(table).getByRole('row', { name: /Inês Almeida/ })).toHaveTextContent('Ativa');
    expect(within(table).getByRole('row', { name: /Mariana Teixeira/ })).toHaveTextContent(
      'Inativa',
    );
    expect(screen.getByText('2 de 2 atletas')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Importar CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Procurar' }), 'ines');
    expect(screen.getByText('1 de 2 atletas')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Procurar' }), 'zzz');
    expect(screen.getByText('Nenhuma atleta corresponde à procura.')).toBeVisible();
  });

  it('imports a CSV and shows each refused line with its reason', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/athletes': () => jsonResponse(registry),
      'POST /api/athletes/import': () =>
        jsonResponse({
          created: 2,
          updated: 1,
          unchanged: 0,
          refused: [
            {
              line: 4,
              licence: 'x1',
              reason: 'A licença «x1» não é um número inteiro de 1 a 99999999.',
            },
          ],
        }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Registo de atletas' });
    const file = new File(['Licença;Nome;Ano;Clube\n'], 'licencas.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, file);

    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('licencas.csv importado');
    expect(report).toHaveTextContent(
      'Novas: 2 · Atualizadas: 1 · Sem alterações: 0 · Linhas recusadas: 1',
    );
    const refused = within(report).getByRole('table', { name: 'Linhas recusadas' });
    expect(within(refused).getAllByRole('row')[1]).toHaveTextContent(
      '4x1A licença «x1» não é um número inteiro de 1 a 99999999.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      csv: 'Licença;Nome;Ano;Clube\n',
    });
  });

  it('shows why a change was refused when someone changed the athlete first (409)', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/athletes': () => jsonResponse(registry),
      'PUT /api/athletes/10201': () =>
        problemResponse(409, 'about:blank#conflict', 'Conflito', {
          detail: 'O registo desta atleta foi alterado entretanto',
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Inês Almeida' }));
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Inês Almeida Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(
      await screen.findByText('Esta atleta foi alterada entretanto: feche e volte a abrir'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Inês Almeida Silva');
  });
});
