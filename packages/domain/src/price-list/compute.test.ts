import { describe, expect, it } from 'vitest';
import { buildPriceList, countAthletesPerClub, listStartListAthletes } from './compute.ts';

const card = { Competicao: 'c1', Categoria: 'INF' } as const;
const athletes = (...licences: number[]) => licences.map((Licenca) => ({ Licenca }));

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
        { ...card, Clube: 'Beta', Esquema: 'SOLO LIVRE', State: 'Submetido' },
        { ...card, Clube: 'Beta', Esquema: 'SOLO LIVRE', State: 'Verificado' },
        { ...card, Clube: 'Alfa', Esquema: 'EQUIPA LIVRE', State: 'Verificado' },
        { ...card, Clube: 'Alfa', Esquema: 'DUETO LIVRE', State: 'Submetido' },
        { ...card, Competicao: 'other', Clube: 'Alfa', Esquema: 'SOLO LIVRE', State: 'Submetido' },
      ],
      figureEntries: [
        { Competicao: 'c1', Clube: 'Beta', Categoria: 'INF', Atletas: athletes(1, 2, 3) },
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
    expect(list.clubs.map((c) => c.drafts)).toEqual([[], []]);
  });

  const competition = {
    _id: 'c1',
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Price: 12.5 },
      { Tipo: 'SOLO LIVRE', Categoria: 'INF', Price: 20 },
      { Tipo: 'DUETO LIVRE', Categoria: 'INF', Price: 25.5 },
    ],
  } as const;

  it('never bills a draft coach card: it is listed apart as not billed, outside the totals', () => {
    const list = buildPriceList({
      competition,
      coachCards: [
        { ...card, Clube: 'Alfa', Esquema: 'SOLO LIVRE', State: 'Rascunho' },
        { ...card, Clube: 'Alfa', Esquema: 'DUETO LIVRE', State: 'Submetido' },
        { ...card, Clube: 'Alfa', Esquema: 'DUETO LIVRE', State: 'Rascunho' },
        { ...card, Clube: 'Gama', Esquema: 'SOLO LIVRE', State: 'Rascunho' },
      ],
      figureEntries: [],
    });
    expect(list.clubs).toEqual([
      {
        club: 'Alfa',
        rows: [
          {
            Tipo: 'DUETO LIVRE',
            Categoria: 'INF',
            count: 1,
            price: 25.5,
            subtotal: 25.5,
            unpriced: false,
          },
        ],
        drafts: [
          { Tipo: 'SOLO LIVRE', Categoria: 'INF', count: 1 },
          { Tipo: 'DUETO LIVRE', Categoria: 'INF', count: 1 },
        ],
        total: 25.5,
      },
      // A club with only drafts owes nothing, and is still listed so nobody wonders where it went.
      {
        club: 'Gama',
        rows: [],
        drafts: [{ Tipo: 'SOLO LIVRE', Categoria: 'INF', count: 1 }],
        total: 0,
      },
    ]);
    expect(list.total).toBe(25.5);
  });

  it('bills a figure athlete once per licence and event, even when entered twice', () => {
    // The walk-through of issue 17: 5 athletes entered, 4 distinct licences -> 4 × 12,50 €.
    const list = buildPriceList({
      competition,
      coachCards: [],
      figureEntries: [
        {
          Competicao: 'c1',
          Clube: 'Alfa',
          Categoria: 'INF',
          Atletas: athletes(10201, 10202, 10203),
        },
        { Competicao: 'c1', Clube: 'Alfa', Categoria: 'INF', Atletas: athletes(10203, 10204) },
        // Same licence in another category's event is another event: billed there.
        { Competicao: 'c1', Clube: 'Alfa', Categoria: 'JUV', Atletas: athletes(10201) },
      ],
    });
    expect(list.clubs[0]?.rows).toEqual([
      { Tipo: 'Figuras', Categoria: 'INF', count: 4, price: 12.5, subtotal: 50, unpriced: false },
      { Tipo: 'Figuras', Categoria: 'JUV', count: 1, price: 0, subtotal: 0, unpriced: true },
    ]);
    expect(list.total).toBe(50);
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
