import type { Competition } from '@artistic/domain/competition/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { rulesetRoutes } from '../../../test/ruleset-fixture';
import { CompetitionFormPage } from './competition-form-page';

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' });

function editCompetition(stored: Competition) {
  const calls = mockApi({
    'GET /api/me': meResponse('admin'),
    ...rulesetRoutes(),
    'GET /api/competitions/c1': () => jsonResponse(stored),
    'PUT /api/competitions/c1': () => jsonResponse(stored),
  });
  renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });
  return calls;
}

const event = (Tipo: string, Categoria: string) =>
  ({ Tipo, Categoria, Resultado: true, Price: 12 }) as Competition['Ordem'][number];

const barracuda = { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' } as const;

describe('CompetitionFormPage: INF/JUV routines without their figures event (ADR 062)', () => {
  it('warns that the JUV duet will have no figure points when the order holds only INF figures', async () => {
    editCompetition(
      buildCompetition({
        Ordem: [event('Figuras', 'INF'), event('SOLO LIVRE', 'INF'), event('DUETO LIVRE', 'JUV')],
        Figuras: [barracuda],
      }),
    );

    const alert = await screen.findByRole('alert', {
      name: 'Esquemas sem prova de Figuras da sua categoria',
    });
    expect(alert).toHaveTextContent(
      'JUV: Dueto Livre — sem Figuras de JUV nesta competição, o total destes esquemas será o da rotina, sem pontos de figuras.',
    );
    expect(alert).not.toHaveTextContent('INF:');
    expect(alert).toHaveTextContent('acrescente à ordem a prova Figuras dessa categoria');
  });

  it('says nothing when every INF/JUV routine has its category’s figures', async () => {
    editCompetition(
      buildCompetition({
        Ordem: [event('Figuras', 'JUV'), event('DUETO LIVRE', 'JUV'), event('SOLO LIVRE', 'JUN')],
      }),
    );
    await screen.findByDisplayValue('Campeonato Nacional de Inverno');
    expect(
      screen.queryByRole('alert', { name: 'Esquemas sem prova de Figuras da sua categoria' }),
    ).not.toBeInTheDocument();
  });
});

describe('CompetitionFormPage: a figure twice in a category (issue 38)', () => {
  it('shows the error on the repeated row and sends nothing', async () => {
    const calls = editCompetition(
      buildCompetition({
        Ordem: [event('Figuras', 'INF')],
        Figuras: [barracuda, { ...barracuda, Nome: 'Tower' }, barracuda],
      }),
    );

    await screen.findByDisplayValue('Campeonato Nacional de Inverno');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome (linha 3)' })).toHaveAccessibleDescription(
        'Esta figura já está na lista para esta categoria: cada figura entra uma vez por categoria.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Nome (linha 1)' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('does not offer again a figure already in the list', async () => {
    editCompetition(buildCompetition({ Ordem: [event('Figuras', 'INF')], Figuras: [barracuda] }));

    await userEvent.click(
      await screen.findByLabelText('Adicionar do catálogo de figuras', { selector: 'input' }),
    );
    const option = await screen.findByRole('option', { name: 'Barracuda (1,8)', hidden: true });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('textbox', { name: /^Nome \(linha/ })).toHaveLength(1);
  });
});
