import type { CoachCard } from '@artistic/domain/coach-card/schema';
import {
  SHEET_DUET_ATHLETES,
  SHEET_DUET_RESERVES,
  aCoachCard,
  anElement,
} from '@artistic/domain/testing/builders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { rulesetRoutes } from '../../../test/ruleset-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CoachCardReferencePage } from './coach-card-reference-page';
import { JudgeCardPage } from './judge-card-page';

const signedIn = () => createFakeAuth({ isAuthenticated: true });

const coachCard: CoachCard = aCoachCard({
  Categoria: 'JUN',
  Esquema: 'DUETO TECNICO',
  Tema_esquema: 'O mar',
  Atletas: [...SHEET_DUET_ATHLETES],
  Reservas: [...SHEET_DUET_RESERVES],
  Elementos: [
    anElement('TRE', 1, 2.8, {
      Tempo_inicial: '0:05',
      Tempo_final: '0:20',
      Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A', Valor: 2.8 }],
    }),
    anElement('TRA', 2, 0, { Tempo_inicial: '0:21', Tempo_final: '0:30' }),
    anElement('HIB', 3, 1.8, {
      Tempo_inicial: '0:31',
      Tempo_final: '0:50',
      Nota_base: 0.5,
      Dificuldade_declarada: [
        { Codigo_cc: 'T1', Valor: 0.5 },
        { Codigo_cc: 'S2', Valor: 0.6 },
      ],
      Bonus: [{ Codigo_cc: '1PC', Valor: 0.2 }],
    }),
  ],
  State: 'Submetido',
  Total_declarado: 4.6,
  version: 2,
});

function mockCard(JuizesCoachCard = 5) {
  return mockApi({
    ...rulesetRoutes(),
    'GET /api/me': meResponse('referee'),
    'GET /api/coachCard/cc1': () => jsonResponse(coachCard),
    'GET /api/competitions/c1': () =>
      jsonResponse(buildCompetition({ _id: 'c1', Nome: 'Taça de Inverno', JuizesCoachCard })),
  });
}

describe('CoachCardReferencePage', () => {
  it('shows the card read-only with the elements table and an editable theme', async () => {
    mockCard();
    renderWithProviders(<CoachCardReferencePage />, {
      path: '/refCoachCard?id=cc1',
      auth: signedIn(),
    });

    expect(await screen.findByText('Taça de Inverno')).toBeVisible();
    expect(screen.getByText('Júnior (JUN)')).toBeVisible();
    expect(screen.getByText('Rita Gonçalves')).toBeVisible();
    const theme = screen.getByRole('textbox', { name: 'Tema do Esquema' });
    expect(theme).toHaveValue('O mar');
    await userEvent.clear(theme);
    await userEvent.type(theme, 'Viagem');
    expect(theme).toHaveValue('Viagem');

    const table = screen.getByRole('table', { name: 'Elementos' });
    const rows = within(table).getAllByRole('row');
    expect(rows[3]).toHaveTextContent('0:31-0:50HIB3T1 S21PC1,8000');
    expect(within(table).getByText('4,6000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gravar PDF' })).toBeEnabled();
  });

  it('lets the keyboard reach the elements table, which scrolls sideways on a phone', async () => {
    mockCard();
    renderWithProviders(<CoachCardReferencePage />, {
      path: '/refCoachCard?id=cc1',
      auth: signedIn(),
    });

    const table = await screen.findByRole('table', { name: 'Elementos' });
    expect(table.closest('.mantine-ScrollArea-viewport')).toHaveAttribute('tabindex', '0');
  });
});

describe('JudgeCardPage', () => {
  it('lists the judged elements with empty lines to write on', async () => {
    mockCard();
    renderWithProviders(<JudgeCardPage />, { path: '/pontCoachCard?id=cc1', auth: signedIn() });

    expect(await screen.findByText('Taça de Inverno')).toBeVisible();
    expect(screen.getByText('Nº de apresentação')).toBeVisible();
    expect(screen.getByText('Juiz nº')).toBeVisible();
    expect(screen.getByText('Assinatura')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // The elements, then the artistic impression rows the phones and the scoring table score.
    expect(rows.map((row) => row.textContent)).toEqual([
      'NºElementoNota',
      '1TRE_DT_1A',
      '2HIB',
      'Impressão artística',
      'Coreografia & Musicalidade',
      'Desempenho',
      'Transições',
    ]);
    expect(screen.getByText('Dueto Técnico')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gravar PDF' })).toBeEnabled();
    expect(screen.getByTestId('judge-card-count')).toHaveTextContent(
      'Serão impressos 5 cartões, um por juiz do painel de esquemas (Juiz nº 1 a 5), quatro por página A4.',
    );
  });

  it("says how many cards the competition's routine panel needs (7 judges)", async () => {
    mockCard(7);
    renderWithProviders(<JudgeCardPage />, { path: '/pontCoachCard?id=cc1', auth: signedIn() });

    expect(await screen.findByTestId('judge-card-count')).toHaveTextContent(
      'Serão impressos 7 cartões, um por juiz do painel de esquemas (Juiz nº 1 a 7), quatro por página A4.',
    );
  });
});
