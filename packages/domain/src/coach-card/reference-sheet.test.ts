import { describe, expect, it } from 'vitest';
import { buildReferenceSheet } from './reference-sheet.ts';
import { aReferenceSheetCard, aReferenceSheetHybrid } from '../testing/builders.ts';

describe('buildReferenceSheet', () => {
  /** The hybrid with a padded code and two bonuses, then an acrobatic with no times and no DD. */
  const card = aReferenceSheetCard({
    Elementos: [
      aReferenceSheetHybrid({
        Dificuldade_declarada: [{ Codigo_cc: 'T1' }, { Codigo_cc: ' S2 ' }],
        Bonus: [{ Codigo_cc: '1PC' }, { Codigo_cc: '3PC' }],
      }),
      { Elemento: 'ACR', Ordem: 2, Grupo: 'Pair', Dificuldade_declarada: [], Bonus: [] },
    ],
  });

  it('turns a coach card into the strings the sheet shows, numbers with a decimal comma', () => {
    const sheet = buildReferenceSheet(card, { Nome: 'Taça de Portugal' });
    expect(sheet).toMatchObject({
      competitionName: 'Taça de Portugal',
      category: 'JUV',
      categoryLabel: 'Juvenil',
      scheme: 'DUETO LIVRE',
      club: 'Clube Natação Alfa',
      theme: 'O mar',
      athletes: ['Ana Simões', 'Inês Conceição'],
      reserves: ['Rita Gonçalves'],
      totalDeclared: '2,3500',
    });
    expect(sheet.elements).toEqual([
      {
        time: '0:05-0:20',
        element: 'HIB',
        order: 1,
        group: '',
        declared: 'T1 S2',
        bonus: '1PC 3PC',
        dd: '2,3500',
        tc: '',
      },
      {
        time: '',
        element: 'ACR',
        order: 2,
        group: 'Pair',
        declared: '',
        bonus: '',
        dd: '0,0000',
        tc: '',
      },
    ]);
  });

  it('has no element rows when the card has no elements', () => {
    const sheet = buildReferenceSheet(
      { ...card, Elementos: [], Total_declarado: 0 },
      { Nome: 'Taça' },
    );
    expect(sheet.elements).toEqual([]);
    expect(sheet.totalDeclared).toBe('0,0000');
  });

  it("writes numbers with the reader's separator: a point for English", () => {
    const en = buildReferenceSheet(card, { Nome: 'Taça' }, { decimalSeparator: '.' });
    expect(en.totalDeclared).toBe('2.3500');
    expect(en.elements.map((element) => element.dd)).toEqual(['2.3500', '0.0000']);
    const pt = buildReferenceSheet(card, { Nome: 'Taça' }, { decimalSeparator: ',' });
    expect(pt.elements.map((element) => element.dd)).toEqual(['2,3500', '0,0000']);
  });
});
