// @vitest-environment node
import { buildStartListSheet } from '@artistic/domain/start-list/sheet';
import { aStartList } from '@artistic/domain/testing/builders';
import { describe, expect, it } from 'vitest';
import { tPt } from '../test/pt-translator';
import { toStartListTables } from './start-list-spreadsheet';

const rita = { Numero: 3, Name: 'Rita Gonçalves', Team: 'Clube Alfa', License: 12, Year: 2015 };
const ana = { Numero: 1, Name: 'Ana Simões', Team: 'Sport Beta', License: 10, Year: 2014 };
const ines = { Numero: 2, Name: 'Inês Conceição', Team: 'Sport Beta', License: 11, Year: 2013 };
const maria = { Numero: 4, Name: 'Maria Lopes', Team: 'Clube Alfa', License: 13, Year: 2013 };

/** Figures: Rita then Ana; duets: Ana and Inês, then Maria and Rita (the page test's list). */
const sheet = buildStartListSheet(
  aStartList({
    figures: [rita, ana],
    duets: [
      [ana, ines],
      [maria, rita],
    ],
  }),
  'pt',
);

describe('toStartListTables', () => {
  const [figures, duets] = toStartListTables(sheet, tPt);

  it('makes one table per event, named and titled as the page heads it', () => {
    expect(toStartListTables(sheet, tPt).map((table) => table.name)).toEqual([
      '1. Infantil — Figuras',
      '2. Juvenil — Dueto Livre',
    ]);
    expect(figures?.title).toEqual([
      'Campeonato Nacional de Inverno — 2026-02-14',
      '1. Infantil — Figuras',
    ]);
  });

  it('has the page’s columns: no athlete number for figures', () => {
    expect(figures?.columns).toEqual(['Número', 'Nome', 'Clube', 'Licença', 'Ano']);
    expect(figures?.rows).toEqual([
      [1, 'Rita Gonçalves', 'Clube Alfa', 12, 2015],
      [2, 'Ana Simões', 'Sport Beta', 10, 2014],
    ]);
  });

  it('writes a routine one athlete a row, the start number on the slot’s first row', () => {
    expect(duets?.columns).toEqual(['Número', 'Nº atleta', 'Nome', 'Clube', 'Licença', 'Ano']);
    expect(duets?.rows).toEqual([
      [1, 1, 'Ana Simões', 'Sport Beta', 10, 2014],
      [null, 2, 'Inês Conceição', 'Sport Beta', 11, 2013],
      [2, 4, 'Maria Lopes', 'Clube Alfa', 13, 2013],
      [null, 3, 'Rita Gonçalves', 'Clube Alfa', 12, 2015],
    ]);
  });

  it('leaves out an event nobody entered, and writes an empty slot as its number', () => {
    const empty = buildStartListSheet(aStartList({ figures: [], duets: [[]] }), 'pt');
    // The figures event has no one (issue 38): no worksheet; the duets keep their empty slot.
    const tables = toStartListTables(empty, tPt);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([[1, null, null, null, null, null]]);
  });
});
