import { describe, expect, it } from 'vitest';
import { normalizeLegacyDocument, readExtendedJson, readLegacyDate } from './legacy-import.ts';
import { getExportFileName } from './export-schema.ts';

describe('readExtendedJson (MongoDB Extended JSON)', () => {
  it.each([
    [{ $oid: '65f1c0a2b3d4e5f6a7b8c9d0' }, '65f1c0a2b3d4e5f6a7b8c9d0'],
    [{ $date: '2027-02-05T00:00:00.000Z' }, '2027-02-05'],
    // Summer time: 23:30 UTC is already the next day in Lisbon.
    [{ $date: '2027-07-01T23:30:00Z' }, '2027-07-02'],
    [{ $date: Date.UTC(2027, 1, 20) }, '2027-02-20'],
    [{ $date: { $numberLong: String(Date.UTC(2027, 1, 20)) } }, '2027-02-20'],
    [{ $numberInt: '5' }, 5],
    [{ $numberDouble: '1.8' }, 1.8],
    [{ $numberDecimal: '63.7511' }, 63.7511],
  ])('reads %j', (input, expected) => {
    expect(readExtendedJson(input)).toEqual(expected);
  });

  it('leaves what it cannot read for validation to name', () => {
    expect(readExtendedJson({ $numberDouble: 'NaN' })).toEqual({ $numberDouble: 'NaN' });
    expect(readExtendedJson({ $date: 'ontem' })).toEqual({ $date: 'ontem' });
    expect(readExtendedJson({ $oid: 5 })).toEqual({ $oid: 5 });
  });

  it('drops Mongoose __v at every level and keeps a __proto__ key a plain field', () => {
    const parsed = JSON.parse('{"__v":3,"a":[{"__v":0,"b":1}],"__proto__":{"admin":true}}');
    const read = readExtendedJson(parsed) as Record<string, unknown>;
    expect(Object.keys(read)).toEqual(['a', '__proto__']);
    expect(read['a']).toEqual([{ b: 1 }]);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });
});

describe('readLegacyDate', () => {
  it.each([
    ['20/02/2027', '2027-02-20'],
    ['5-2-2027', '2027-02-05'],
    ['2027-02-20', '2027-02-20'],
    ['2027-02-19T23:00:00.000Z', '2027-02-19'],
    ['31/02/2027', '31/02/2027'],
    [20270220, 20270220],
  ])('%s → %s', (input, expected) => {
    expect(readLegacyDate(input)).toBe(expected);
  });
});

describe('normalizeLegacyDocument', () => {
  it('wraps a bare competition, converts its dates and versions its records', () => {
    const { document, bare } = normalizeLegacyDocument({
      _id: { $oid: 'abc' },
      Nome: 'X',
      Data: '20/02/2027',
      Limite_inscricao: { $date: '2027-02-05T00:00:00Z' },
    });
    expect(bare).toBe(true);
    expect(document).toEqual({
      competition: {
        _id: 'abc',
        Nome: 'X',
        Data: '2027-02-20',
        Limite_inscricao: '2027-02-05',
        version: 1,
      },
    });
  });

  it('rounds recomputed totals to 4 decimals and leaves judges scores alone', () => {
    const { document, bare } = normalizeLegacyDocument({
      competition: { _id: 'c', version: 4 },
      coachCards: [{ _id: 'k', Total_declarado: 3.70000000001, Elementos: [{ Total: 1 / 3 }] }],
      figureResults: [{ Resultados_fig: [{ J1: 7.25, Media: 6.833333333, Pontos: 'x' }] }],
    });
    expect(bare).toBe(false);
    expect(document).toEqual({
      competition: { _id: 'c', version: 4 },
      coachCards: [{ _id: 'k', Total_declarado: 3.7, Elementos: [{ Total: 0.3333 }], version: 1 }],
      figureResults: [{ Resultados_fig: [{ J1: 7.25, Media: 6.8333, Pontos: 'x' }] }],
    });
  });
});

describe('getExportFileName', () => {
  it.each([
    [
      { Nome: 'Campeonato Nacional de Natação Artística (demonstração)', Data: '2027-01-07' },
      'campeonato-nacional-de-natacao-artistica-demonstracao-2027-01-07.json',
    ],
    [{ Nome: '«»/\\', Data: '2027-01-07' }, 'competicao-2027-01-07.json'],
    [{ Nome: 'Taça', Data: '07/01/2027' }, 'taca.json'],
  ])('%j → %s', (competition, expected) => {
    expect(getExportFileName(competition)).toBe(expected);
  });
});
