import { describe, expect, it } from 'vitest';
import { buildPriceList, countAthletesPerClub, listStartListAthletes } from './pricelist.ts';

describe('buildPriceList', () => {
  it('counts cards per (Esquema, Categoria) and figure entries per athlete', () => {
    const list = buildPriceList({
      competition: {
        _id: 'c1',
        Ordem: [
          { Tipo: 'Figuras', Categoria: 'INF', Price: 7.5 },
          { Tipo: 'SOLO LIVRE', Categoria: 'INF', Price: 12.1 },
          { Tipo: 'EQUIPA LIVRE', Categoria: 'INF', Price: 30 },
        ],
      },
      coachCards: [
        { Competicao: 'c1', Clube: 'Beta', Esquema: 'SOLO LIVRE', Categoria: 'INF' },
        { Competicao: 'c1', Clube: 'Beta', Esquema: 'SOLO LIVRE', Categoria: 'INF' },
        { Competicao: 'c1', Clube: 'Alfa', Esquema: 'EQUIPA LIVRE', Categoria: 'INF' },
        { Competicao: 'c1', Clube: 'Alfa', Esquema: 'DUETO LIVRE', Categoria: 'INF' },
        { Competicao: 'other', Clube: 'Alfa', Esquema: 'SOLO LIVRE', Categoria: 'INF' },
      ],
      figureEntries: [
        { Competicao: 'c1', Clube: 'Beta', Categoria: 'INF', Atletas: [1, 2, 3] },
        { Competicao: 'c1', Clube: 'Beta', Categoria: 'INF', Atletas: [] },
      ],
    });
    expect(list.clubs.map((c) => c.club)).toEqual(['Alfa', 'Beta']);
    expect(list.clubs[0]?.rows).toEqual([
      {
        Tipo: 'EQUIPA LIVRE',
        Categoria: 'INF',
        count: 1,
        price: 30,
        subtotal: 30,
        unpriced: false,
      },
      { Tipo: 'DUETO LIVRE', Categoria: 'INF', count: 1, price: 0, subtotal: 0, unpriced: true },
    ]);
    expect(list.clubs[1]?.rows).toEqual([
      { Tipo: 'Figuras', Categoria: 'INF', count: 3, price: 7.5, subtotal: 22.5, unpriced: false },
      {
        Tipo: 'SOLO LIVRE',
        Categoria: 'INF',
        count: 2,
        price: 12.1,
        subtotal: 24.2,
        unpriced: false,
      },
    ]);
    expect(list.clubs[1]?.total).toBe(46.7);
    expect(list.total).toBe(76.7);
  });
});

describe('countAthletesPerClub', () => {
  it('counts distinct licences per club', () => {
    const athletes = listStartListAthletes([
      {
        Atletas_start: [
          {
            Atletas: [
              { Team: 'Alfa', License: 1 },
              { Team: 'Alfa', License: 2 },
            ],
          },
          {
            Atletas: [
              { Team: 'Alfa', License: 1 },
              { Team: 'Beta', License: 9 },
            ],
          },
        ],
      },
    ]);
    expect(countAthletesPerClub(athletes)).toEqual({
      clubs: [
        { club: 'Alfa', athletes: 2 },
        { club: 'Beta', athletes: 1 },
      ],
      total: 3,
    });
  });
});
