import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import type { StartListBlock } from '../competition/schema.ts';
import {
  describeEntry,
  figureEntryKey,
  parseEntryKey,
  routineEntryKey,
  routineRows,
} from './entries.ts';
import { formatSeatCode, markCreateSchema, seatCodeSchema } from './schema.ts';

const figures: StartListBlock = {
  Ordem: 1,
  Categoria: 'INF',
  Prova: 'Figuras',
  Atletas_start: [
    {
      Numero: 1,
      Atletas: [{ Numero: 1, Name: 'Ana Lopes', Team: 'Alfa', License: 101, Year: 2016 }],
    },
    {
      Numero: 2,
      Atletas: [{ Numero: 2, Name: 'Rita Sá', Team: 'Beta', License: 102, Year: 2016 }],
    },
  ],
};
const duet: StartListBlock = {
  Ordem: 2,
  Categoria: 'JUV',
  Prova: 'DUETO LIVRE',
  Atletas_start: [
    {
      Numero: 1,
      CoachCardId: 'card-1',
      Atletas: [
        { Numero: 1, Name: 'Teresa Vaz', Team: 'Alfa', License: 201, Year: 2011 },
        { Numero: 1, Name: 'Matilde Reis', Team: 'Alfa', License: 202, Year: 2012 },
      ],
    },
  ],
};
const competition = {
  StartList: [figures, duet],
  Figuras: [
    { Nome: 'Ballet Leg', Valor: 1.6, Category: 'INF' as const },
    { Nome: 'Barracuda', Valor: 2.0, Category: 'INF' as const },
    { Nome: 'Ariana', Valor: 2.2, Category: 'JUV' as const },
  ],
  ElementosTecnicos: [],
};
const card = {
  Esquema: 'DUETO LIVRE' as const,
  Categoria: 'JUV' as const,
  Clube: 'Alfa',
  Elementos: [
    {
      Tempo_inicial: '0:10',
      Tempo_final: '0:25',
      Elemento: 'HIB' as const,
      Ordem: 1,
      Dificuldade_declarada: [
        { Codigo_cc: 'T1', Valor: 0.45 },
        { Codigo_cc: 'S2', Valor: 0.75 },
      ],
      Bonus: [],
      Total: 1.7,
    },
    {
      Tempo_inicial: '0:40',
      Tempo_final: '0:50',
      Elemento: 'TRA' as const,
      Ordem: 2,
      Dificuldade_declarada: [],
      Bonus: [],
      Total: 0,
    },
    {
      Tempo_inicial: '0:55',
      Tempo_final: '1:10',
      Elemento: 'ChoHy' as const,
      Ordem: 3,
      Dificuldade_declarada: [],
      Bonus: [],
      Total: 1,
    },
  ],
};

describe('entry keys', () => {
  it('read back what they name, and nothing else', () => {
    expect(parseEntryKey(figureEntryKey('INF', 'Elementos Tecnicos', 101))).toEqual({
      panel: 'figuras',
      Categoria: 'INF',
      Esquema: 'Elementos Tecnicos',
      Licenca: 101,
    });
    expect(parseEntryKey(routineEntryKey('card-1'))).toEqual({
      panel: 'coachCard',
      coachCardId: 'card-1',
    });
    for (const key of ['', 'fig:INF:Figuras:', 'fig:inf:Figuras:1', 'cc:', 'cc:a/b', 'x:1'])
      expect(parseEntryKey(key), key).toBeNull();
  });
});

describe('what a judge sees of an entry', () => {
  it('a figure athlete: start number, name, club and the figures of the category in order', () => {
    expect(describeEntry(figureEntryKey('INF', 'Figuras', 102), competition)).toEqual({
      entry: 'fig:INF:Figuras:102',
      heading: '1. Infantil — Figuras',
      startNumber: 2,
      name: 'Rita Sá',
      club: 'Beta',
      rows: [
        { row: '0', label: 'Ballet Leg', kind: 'Figura' },
        { row: '1', label: 'Barracuda', kind: 'Figura' },
      ],
    });
  });

  it('a routine: its swimmers, then each element the judges mark, in coach-card order with its codes, then the artistic impression', () => {
    const entry = describeEntry(routineEntryKey('card-1'), competition, {
      card,
      ruleset: BUILT_IN_RULESET,
    });
    expect(entry).toMatchObject({
      startNumber: 1,
      name: 'Teresa Vaz, Matilde Reis',
      club: 'Alfa',
    });
    // The transition is not marked (as on the paper judge card); the ChoHy keeps its card row.
    expect(entry?.rows.slice(0, 2)).toEqual([
      { row: '0', label: '1. HIB T1 S2', kind: 'HIB' },
      { row: '2', label: '2. ChoHy', kind: 'ChoHy' },
    ]);
    const artistic = entry?.rows.slice(2) ?? [];
    expect(artistic.length).toBeGreaterThan(0);
    expect(artistic.map((r) => r.row)).toEqual(artistic.map((_, i) => `A${i}`));
    expect(artistic.every((r) => r.kind === 'Impressão artística')).toBe(true);
    expect(routineRows(card, BUILT_IN_RULESET)).toEqual(entry?.rows);
  });

  it('is null for an entry the start list does not hold, or a routine without its card', () => {
    expect(describeEntry(figureEntryKey('INF', 'Figuras', 999), competition)).toBeNull();
    expect(describeEntry(figureEntryKey('JUV', 'Figuras', 101), competition)).toBeNull();
    expect(
      describeEntry(routineEntryKey('card-2'), competition, { card, ruleset: BUILT_IN_RULESET }),
    ).toBeNull();
    expect(describeEntry(routineEntryKey('card-1'), competition)).toBeNull();
  });
});

describe('seat codes and marks', () => {
  it('a code is read as typed from paper: any case, spaces and dashes; never 0, O, 1, I or L', () => {
    expect(seatCodeSchema.parse(' abcd-ef23 ')).toBe('ABCDEF23');
    expect(formatSeatCode('ABCDEF23')).toBe('ABCD-EF23');
    for (const bad of ['ABCDEF2', 'ABCDEF230', 'ABCDEFG0', 'ABCDEFGO', 'ABCDEFGL'])
      expect(seatCodeSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('a mark is 1 to 10 on the sheets step, names no seat, and carries a key', () => {
    const mark = { key: 'abcd-1234', entry: 'cc:card-1', row: 'A0', value: 7.25 };
    expect(markCreateSchema.safeParse(mark).success).toBe(true);
    expect(markCreateSchema.safeParse({ ...mark, value: 10.5 }).success).toBe(false);
    expect(markCreateSchema.safeParse({ ...mark, value: 7.33 }).success).toBe(false);
    expect(markCreateSchema.safeParse({ ...mark, seat: 2 }).success).toBe(false);
    expect(markCreateSchema.safeParse({ ...mark, key: 'short' }).success).toBe(false);
  });
});
