import { describe, expect, it } from 'vitest';
import { aStartList } from '../testing/builders.ts';
import { buildStartListSheet } from './sheet.ts';

const rita = { Numero: 3, Name: 'Rita Gonçalves', Team: 'Alfa', License: 12, Year: 2015 };
const ana = { Numero: 1, Name: 'Ana Simões', Team: 'Beta', License: 10, Year: 2014 };
const ines = { Numero: 2, Name: 'Inês Conceição', Team: 'Beta', License: 11, Year: 2013 };

/** Figures: Rita then Ana; duets: Ana and Inês, then an empty slot. */
const response = aStartList({
  competition: { _id: 'c1', Nome: 'Taça de Portugal', Data: '2026-03-07' },
  figures: [rita, ana],
  duets: [[ana, ines], []],
  startListVersion: 4,
});

describe('buildStartListSheet', () => {
  it('gives each block a heading and leaves the athlete number out of figures blocks', () => {
    const sheet = buildStartListSheet(response);
    expect(sheet).toMatchObject({
      competitionName: 'Taça de Portugal',
      date: '2026-03-07',
      totalAthletes: 3,
      isEmpty: false,
    });
    expect(sheet.blocks.map((b) => [b.heading, b.showAthleteNumber, b.slotCount])).toEqual([
      ['1. Infantil — Figuras', false, 2],
      ['2. Juvenil — Dueto Livre', true, 2],
    ]);
    expect(buildStartListSheet(response, 'en').blocks[0]?.heading).toBe(
      '1. 12 and under — Figures',
    );
  });

  it('shows a slot start number on its first athlete row only', () => {
    const rows = buildStartListSheet(response).blocks[1]?.rows ?? [];
    expect(
      rows.map((r) => [r.slot, r.startNumber, r.isFirstOfSlot, r.slotRows, r.name, r.isLastSlot]),
    ).toEqual([
      [1, 1, true, 2, 'Ana Simões', false],
      [1, 1, false, 0, 'Inês Conceição', false],
      [2, 2, true, 1, '', true],
    ]);
    expect(rows[1]).toMatchObject({
      athleteNumber: '2',
      club: 'Beta',
      licence: '11',
      year: '2013',
    });
  });

  it('leaves out an event nobody entered (only a draft coach card): nothing to call', () => {
    const [figures, duets] = response.StartList;
    const nobody = { ...duets!, Ordem: 3, Categoria: 'JUN' as const, Atletas_start: [] };
    const sheet = buildStartListSheet({ ...response, StartList: [figures!, duets!, nobody] });
    expect(sheet.blocks.map((b) => b.order)).toEqual([1, 2]);
    expect(sheet.isEmpty).toBe(false);
  });

  it('is empty when no block has a slot', () => {
    expect(buildStartListSheet({ ...response, StartList: [] }).isEmpty).toBe(true);
    const noSlots = response.StartList.map((b) => ({ ...b, Atletas_start: [] }));
    expect(buildStartListSheet({ ...response, StartList: noSlots }).isEmpty).toBe(true);
  });
});
