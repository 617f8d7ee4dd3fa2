import { describe, expect, it } from 'vitest';
import {
  describeRecord,
  formatFieldPath,
  formatLisbonTime,
  labelFieldPath,
  listChangedFields,
} from './audit-format';
import { tPt } from '../../../test/pt-translator';

describe('formatLisbonTime', () => {
  it.each([
    ['2026-01-10T09:00:00.000Z', '2026-01-10 09:00:00'],
    ['2026-07-15T10:30:05.000Z', '2026-07-15 11:30:05'],
    // Clocks go forward at 01:00 UTC on the last Sunday of March.
    ['2026-03-29T00:59:59Z', '2026-03-29 00:59:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29 02:00:00'],
    // Late in the evening UTC in summer is already the next day in Lisbon.
    ['2026-08-31T23:15:00Z', '2026-09-01 00:15:00'],
  ])('%s is %s in Lisbon', (iso, expected) => {
    expect(formatLisbonTime(iso)).toBe(expected);
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatLisbonTime('ontem')).toBe('ontem');
  });
});

describe('listChangedFields', () => {
  it('lists only the values that differ, down to one mark in a list', () => {
    expect(
      listChangedFields(
        { Nome: 'A', Resultados: [{ J1: 6.5, J2: 7 }], Extra: false, version: 1 },
        { Nome: 'A', Resultados: [{ J1: 7, J2: 7 }], Extra: true, version: 2 },
      ),
    ).toEqual([
      { path: ['Resultados', 0, 'J1'], before: 6.5, after: 7 },
      { path: ['Extra'], before: false, after: true },
      { path: ['version'], before: 1, after: 2 },
    ]);
  });

  it('shows an item added to and one removed from a list', () => {
    expect(
      listChangedFields(
        { Atletas: [{ Licenca: 1 }, { Licenca: 2 }] },
        { Atletas: [{ Licenca: 1 }], Reservas: [{ Licenca: 3 }] },
      ),
    ).toEqual([
      { path: ['Atletas', 1, 'Licenca'], before: 2, after: undefined },
      { path: ['Reservas', 0, 'Licenca'], before: undefined, after: 3 },
    ]);
  });

  it('tells a value set to null from a value that is not there', () => {
    expect(listChangedFields({ Pontos: 10 }, { Pontos: null })).toEqual([
      { path: ['Pontos'], before: 10, after: null },
    ]);
  });

  it('lists every field of a creation and of a deletion; nothing for an identical record', () => {
    expect(listChangedFields(null, { Nome: 'Taça', visible: true })).toEqual([
      { path: ['Nome'], before: undefined, after: 'Taça' },
      { path: ['visible'], before: undefined, after: true },
    ]);
    expect(listChangedFields({ Nome: 'Taça' }, null)).toEqual([
      { path: ['Nome'], before: 'Taça', after: undefined },
    ]);
    expect(listChangedFields({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });
});

describe('formatFieldPath', () => {
  it('counts list positions from 1', () => {
    expect(formatFieldPath(['Resultados_fig', 1, 'J3'])).toBe('Resultados_fig › 2 › J3');
  });
});

describe('labelFieldPath', () => {
  const t = (key: string, options: { defaultValue: string; n?: string }) =>
    tPt(key, options as Record<string, string>);
  it.each([
    [['Resultados_fig', 2, 'J1'], 'Figura 3 › J1'],
    [['version'], 'Versão'],
    [['visible'], 'Visível'],
    [['_id'], 'Identificador'],
    [['Limite_inscricao'], 'Limite de inscrição'],
    [['Atleta', 'Nome'], 'Atleta › Nome'],
    [['Ordem', 0, 'Price'], 'Prova 1 da ordem › Preço'],
    [
      ['Elementos', 4, 'Dificuldade_declarada', 1, 'Codigo_cc'],
      'Elemento 5 › Dificuldade 2 › Código',
    ],
    [['Desconhecido', 1, 'XYZ'], 'Desconhecido 2 › XYZ'],
  ])('reads %j as %s', (path, label) => {
    expect(labelFieldPath(path, t)).toBe(label);
  });
});

describe('describeRecord', () => {
  const block = (order: number) => `Bloco ${order}`;
  it.each([
    ['competition', { Nome: 'Taça de Inverno' }, 'Taça de Inverno'],
    [
      'figureResult',
      { Atleta: { Nome: 'Inês' }, Categoria: 'INF', Esquema: 'Figuras', Clube: 'Alfa' },
      'Inês · INF Figuras · Alfa',
    ],
    [
      'coachCard',
      { Categoria: 'JUV', Esquema: 'DUETO LIVRE', Clube: 'Alfa' },
      'JUV Dueto Livre · Alfa',
    ],
    ['figureEntry', { Categoria: 'INF', Clube: 'Beta' }, 'INF · Beta'],
    ['startList', { Ordem: 2, Categoria: 'INF', Prova: 'Figuras' }, 'Bloco 2 · INF Figuras'],
    ['startList', { startListVersion: 3, StartList: [] }, ''],
  ] as const)('%s: %j reads "%s"', (entityType, record, expected) => {
    expect(describeRecord({ entityType, before: null, after: record }, block)).toBe(expected);
  });

  it('describes a deleted record from its state before', () => {
    expect(
      describeRecord(
        { entityType: 'competition', before: { Nome: 'Apagada' }, after: null },
        block,
      ),
    ).toBe('Apagada');
  });
});
