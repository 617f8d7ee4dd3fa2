import { describe, expect, it } from 'vitest';
import {
  computeDeclaredTotal,
  computeElementTotal,
  getBaseMark,
  recomputeCoachCardTotals,
} from './scoring.ts';
import type { ElementTotalInput } from './scoring.ts';
import { BONUS_2PC, HYBRID_T1_S2, aHybrid, anElement } from '../testing/builders.ts';

describe('getBaseMark', () => {
  it.each([
    { element: 'HIB', routine: 'EQUIPA LIVRE', group: undefined, mark: 0.5 },
    { element: 'TRE', routine: 'SOLO TECNICO', group: undefined, mark: 0 },
    { element: 'TRA', routine: 'SOLO LIVRE', group: undefined, mark: 0 },
    { element: 'SuCon', routine: 'DUETO MISTO LIVRE', group: undefined, mark: 0 },
    { element: 'ChoHy', routine: 'COMBINADO', group: undefined, mark: 0 },
    { element: 'ACR', routine: 'EQUIPA LIVRE', group: 'A', mark: 0.5 },
    { element: 'ACR', routine: 'DUETO TECNICO', group: 'none', mark: 0.1 },
    { element: 'ACR', routine: 'DUETO MISTO TECNICO', group: undefined, mark: 0.1 },
    { element: 'ACR', routine: 'DUETO LIVRE', group: 'Pair', mark: 0.1 },
    { element: 'ACR', routine: null, group: undefined, mark: 0.5 },
    { element: 'Execução', routine: 'SOLO LIVRE', group: undefined, mark: 1 },
  ] as const)(
    '$element in $routine (group $group) -> $mark',
    ({ element, routine, group, mark }) => {
      expect(getBaseMark({ element, routine, group })).toBe(mark);
    },
  );
});

describe('computeElementTotal = base + difficulty + bonus', () => {
  it.each<[string, ElementTotalInput, number]>([
    [
      'hybrid 0.5 + T1 0.45 + S2 0.75 + 2PC 0.4 = 2.1',
      {
        element: 'HIB',
        baseMark: 0.5,
        difficulty: HYBRID_T1_S2,
        bonus: [BONUS_2PC],
      },
      2.1,
    ],
    [
      'acrobatic in a technical duet: 0.1 + 0.5 = 0.6',
      { element: 'ACR', baseMark: 0.1, difficulty: [{ Codigo_cc: 'L', Valor: 0.5 }] },
      0.6,
    ],
    ['ChoHy is always 1', { element: 'ChoHy', baseMark: 0 }, 1],
    [
      'sums exactly (0.1 + 0.2)',
      { element: 'TRE', baseMark: 0.1, difficulty: [{ Codigo_cc: 'x', Valor: 0.2 }] },
      0.3,
    ],
  ])('%s', (_name, input, total) => {
    expect(computeElementTotal(input)).toBe(total);
  });
});

describe('Total_declarado', () => {
  it('sums element totals, 0 without elements', () => {
    expect(computeDeclaredTotal([2.1, 0.6, 1])).toBe(3.7);
    expect(computeDeclaredTotal([])).toBe(0);
  });

  it('recomputes a whole card from its codes', () => {
    const card = recomputeCoachCardTotals({
      Esquema: 'DUETO TECNICO',
      Categoria: 'JUN',
      Elementos: [
        aHybrid(1, { Nota_base: 9, Total: 0 }),
        anElement('ACR', 2, 0, {
          Grupo: 'Pair',
          Nota_base: 0.5,
          Dificuldade_declarada: [{ Codigo_cc: 'L', Valor: 0.5 }],
        }),
        anElement('ChoHy', 3),
      ],
    });
    expect(card.Elementos.map((e) => [e.Nota_base, e.Total])).toEqual([
      [0.5, 2.1],
      [0.1, 0.6],
      [0, 1],
    ]);
    expect(card.Total_declarado).toBe(3.7);
  });
});
