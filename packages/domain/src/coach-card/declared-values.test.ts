import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoutineType } from '../core/enums.ts';
import { ROUTINE_TYPES } from '../core/enums.ts';
import { getBaseMark, valueCoachCard } from './scoring.ts';
import { ACRO_CODE_ROWS_2022 } from '../ruleset/acro-data.ts';
import {
  applyDeclaredValues,
  getAcroMaximum,
  lookupBonus,
  lookupHybridDeclaration,
  lookupTre,
  splitCodes,
} from './declared-values.ts';
import { HYBRID_CODE_ROWS_2022 } from '../ruleset/hybrid-data.ts';
import { getTreRoutine } from '../ruleset/tre.ts';
import { TRE_ROWS_2022 } from '../ruleset/tre-data.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';

const TECHNICAL_ROUTINES: readonly RoutineType[] = [
  'SOLO TECNICO',
  'DUETO TECNICO',
  'DUETO MISTO TECNICO',
  'EQUIPA TECNICA',
];

function card(
  Esquema: RoutineType,
  Elementos: {
    Elemento: 'HIB' | 'TRE' | 'ACR' | 'TRA' | 'SuCon' | 'ChoHy';
    Grupo?: string;
    Ordem?: number;
    Dificuldade_declarada?: { Codigo_cc: string; Valor: number }[];
    Bonus?: { Codigo_cc: string; Valor: number }[];
  }[],
) {
  return {
    Esquema,
    Categoria: 'ABS' as const,
    Elementos: Elementos.map((e, i) => ({
      Ordem: i + 1,
      Grupo: 'none',
      Nota_base: 0,
      Total: 0,
      Dificuldade_declarada: [],
      Bonus: [],
      ...e,
    })),
  };
}

describe('the value of every code of every table', () => {
  it.each(HYBRID_CODE_ROWS_2022.map((r) => [r.code, r] as const))(
    'hybrid %s and its x0.5 / x0.3 variants',
    (code, row) => {
      expect(lookupHybridDeclaration(code, BUILT_IN_RULESET)).toEqual({ ok: true, value: row.dd });
      if (row.ddHalf !== null)
        expect(lookupHybridDeclaration(`${code}*0.5`, BUILT_IN_RULESET)).toEqual({
          ok: true,
          value: row.ddHalf,
        });
      if (row.ddThird !== null)
        expect(lookupHybridDeclaration(`${code}*0.3`, BUILT_IN_RULESET)).toEqual({
          ok: true,
          value: row.ddThird,
        });
    },
  );

  it('158 hybrid codes, a few checked against hybrid.json by hand', () => {
    expect(HYBRID_CODE_ROWS_2022).toHaveLength(158);
    expect(lookupHybridDeclaration('T1', BUILT_IN_RULESET)).toEqual({ ok: true, value: 0.45 });
    expect(lookupHybridDeclaration('TB*0.3', BUILT_IN_RULESET)).toEqual({ ok: true, value: 0.09 });
    expect(lookupHybridDeclaration('T3a', BUILT_IN_RULESET)).toEqual({ ok: true, value: 0.65 });
  });

  it.each(TRE_ROWS_2022.map((r) => [r.code, r] as const))(
    'TRE %s only in routines of its type',
    (code, row) => {
      for (const routine of TECHNICAL_ROUTINES) {
        const found = lookupTre(code, routine, BUILT_IN_RULESET);
        if (getTreRoutine(routine) === row.routine)
          expect(found).toEqual({ ok: true, value: row.dd });
        else expect(found).toEqual({ ok: false, kind: 'otherRoutineCode', code });
      }
    },
  );

  it('TRE values by hand: team 2A 2.6, duet 3 (provisional) 3.1', () => {
    expect(lookupTre('TRE_T_2A', 'EQUIPA TECNICA', BUILT_IN_RULESET)).toEqual({
      ok: true,
      value: 2.6,
    });
    expect(lookupTre('TRE_DT_3', 'DUETO TECNICO', BUILT_IN_RULESET)).toEqual({
      ok: true,
      value: 3.1,
    });
    expect(lookupTre('TRE_DT_1', 'DUETO TECNICO', BUILT_IN_RULESET)).toMatchObject({
      ok: false,
      kind: 'unknownCode',
    });
  });

  it.each(Array.from({ length: 11 }, (_, i) => [`${i + 1}PC`, ((i + 1) * 2) / 10] as const))(
    'bonus %s = %s',
    (code, value) => {
      expect(lookupBonus(code, BUILT_IN_RULESET)).toEqual({ ok: true, value });
    },
  );

  it('no bonus outside 1PC..11PC', () => {
    expect(lookupBonus('12PC', BUILT_IN_RULESET)).toMatchObject({ ok: false, kind: 'unknownCode' });
    expect(lookupBonus('0PC', BUILT_IN_RULESET)).toMatchObject({ ok: false });
  });

  it('every base mark by element type, group and routine (spec section 4)', () => {
    for (const r of ROUTINE_TYPES) {
      const technicalDuet = r === 'DUETO TECNICO' || r === 'DUETO MISTO TECNICO';
      expect(getBaseMark({ element: 'HIB', routine: r })).toBe(0.5);
      expect(getBaseMark({ element: 'TRE', routine: r })).toBe(0);
      expect(getBaseMark({ element: 'TRA', routine: r })).toBe(0);
      expect(getBaseMark({ element: 'SuCon', routine: r })).toBe(0);
      expect(getBaseMark({ element: 'ChoHy', routine: r })).toBe(0);
      expect(getBaseMark({ element: 'ACR', routine: r, group: 'A' })).toBe(
        technicalDuet ? 0.1 : 0.5,
      );
      expect(getBaseMark({ element: 'ACR', routine: r, group: 'Pair' })).toBe(0.1);
      expect(getBaseMark({ element: 'Execução', routine: r })).toBe(1);
    }
  });

  it('acrobatic maximum per group: the largest of each component, two bonuses, a second position at half', () => {
    // A: construction 1.2 + direction 0.4 + position 0.3 x 1.5 + rotation 2.2 + bonus 0.8 x 2.
    expect(getAcroMaximum('A', BUILT_IN_RULESET)).toBe(5.85);
    expect(getAcroMaximum('Pair', BUILT_IN_RULESET)).toBe(2.3);
    const largest = Math.max(
      ...['A', 'B', 'C', 'P', 'Pair'].map((g) => getAcroMaximum(g, BUILT_IN_RULESET)),
    );
    expect(getAcroMaximum('none', BUILT_IN_RULESET)).toBe(largest);
    // The flagged 19.0 of the pair table never counts.
    expect(ACRO_CODE_ROWS_2022.some((r) => r.flagged && r.dd === 19)).toBe(true);
    expect(getAcroMaximum('Pair', BUILT_IN_RULESET)).toBeLessThan(19);
  });
});

describe('a card valued from the ruleset', () => {
  it('the examples of issue 15: a club that sends 7.77 is refused, naming element, code and table value', () => {
    const sent = card('EQUIPA TECNICA', [
      { Elemento: 'HIB', Dificuldade_declarada: [{ Codigo_cc: 'T1', Valor: 7.77 }] },
      { Elemento: 'TRE', Dificuldade_declarada: [{ Codigo_cc: 'TRE_T_2A', Valor: 7.77 }] },
    ]);
    const valued = valueCoachCard(sent, { ruleset: BUILT_IN_RULESET });
    expect(valued.problems.map((p) => [p.path, p.kind, p.code, p.tableValue])).toEqual([
      ['Elementos.0.Dificuldade_declarada.0.Valor', 'valueMismatch', 'T1', 0.45],
      ['Elementos.1.Dificuldade_declarada.0.Valor', 'valueMismatch', 'TRE_T_2A', 2.6],
    ]);
    expect(valued.problems[0]?.message).toBe('Elemento 1: T1 vale 0,45 na tabela, não 7,77.');
    expect(valued.problems[1]?.message).toBe('Elemento 2: TRE_T_2A vale 2,6 na tabela, não 7,77.');
    // Whatever was sent, what would be stored is the table's: 0.5 + 0.45, and 2.6.
    expect(valued.Elementos.map((e) => e.Total)).toEqual([0.95, 2.6]);
    expect(valued.Total_declarado).toBe(3.55);
  });

  it('the real hybrid FB F6a AB A6 S1 AB 2R1 F1a F2b F3b + 1PC is 4.05, as one declaration or ten', () => {
    const codes = 'FB F6a AB A6 S1 AB 2R1 F1a F2b F3b';
    const tableSum = splitCodes(codes).reduce((sum, c) => {
      const found = lookupHybridDeclaration(c, BUILT_IN_RULESET);
      return found.ok ? sum + Math.round(found.value * 10000) : sum;
    }, 0);
    const asTen = card('EQUIPA LIVRE', [
      {
        Elemento: 'HIB',
        Dificuldade_declarada: splitCodes(codes).map((c) => ({ Codigo_cc: c, Valor: 7.77 })),
        Bonus: [{ Codigo_cc: '1PC', Valor: 5 }],
      },
    ]);
    const refused = valueCoachCard(asTen, { ruleset: BUILT_IN_RULESET });
    expect(refused.problems).toHaveLength(11);
    const replaced = valueCoachCard(asTen, { ruleset: BUILT_IN_RULESET, replaceValues: true });
    expect(replaced.problems).toEqual([]);
    expect(replaced.changes).toHaveLength(11);
    expect(replaced.Elementos[0]?.Total).toBe(4.05);
    expect(0.5 + tableSum / 10000 + 0.2).toBeCloseTo(4.05, 10);

    const asOne = card('EQUIPA LIVRE', [
      {
        Elemento: 'HIB',
        Dificuldade_declarada: [{ Codigo_cc: codes, Valor: 3.35 }],
        Bonus: [{ Codigo_cc: '1PC', Valor: 0.2 }],
      },
    ]);
    const one = valueCoachCard(asOne, { ruleset: BUILT_IN_RULESET });
    expect(one.problems).toEqual([]);
    expect(one.Elementos[0]?.Total).toBe(4.05);
  });

  it('unknown codes and a solo TRE in a team routine are refused', () => {
    const valued = valueCoachCard(
      card('EQUIPA TECNICA', [
        { Elemento: 'HIB', Dificuldade_declarada: [{ Codigo_cc: 'T99', Valor: 1 }] },
        { Elemento: 'TRE', Dificuldade_declarada: [{ Codigo_cc: 'TRE_FOO', Valor: 1 }] },
        { Elemento: 'TRE', Dificuldade_declarada: [{ Codigo_cc: 'TRE_S_1A', Valor: 2.2 }] },
        { Elemento: 'HIB', Dificuldade_declarada: [{ Codigo_cc: 'T1 X7', Valor: 0.45 }] },
        { Elemento: 'HIB', Bonus: [{ Codigo_cc: '20PC', Valor: 4 }] },
      ]),
      { ruleset: BUILT_IN_RULESET },
    );
    expect(valued.problems.map((p) => [p.path, p.kind, p.code])).toEqual([
      ['Elementos.0.Dificuldade_declarada.0.Codigo_cc', 'unknownCode', 'T99'],
      ['Elementos.1.Dificuldade_declarada.0.Codigo_cc', 'unknownCode', 'TRE_FOO'],
      ['Elementos.2.Dificuldade_declarada.0.Codigo_cc', 'otherRoutineCode', 'TRE_S_1A'],
      ['Elementos.3.Dificuldade_declarada.0.Codigo_cc', 'unknownCode', 'X7'],
      ['Elementos.4.Bonus.0.Codigo_cc', 'unknownCode', '20PC'],
    ]);
    expect(valued.problems[2]?.message).toBe('Elemento 3: TRE_S_1A não é um TRE de equipa.');
    expect(valued.problems[0]?.message).toBe(
      'Elemento 1: o código T99 não existe nas tabelas do regulamento.',
    );
  });

  it('acrobatics are stored as declared, up to the table maximum of their group', () => {
    const within = valueCoachCard(
      card('EQUIPA LIVRE', [
        {
          Elemento: 'ACR',
          Grupo: 'A',
          Dificuldade_declarada: [
            { Codigo_cc: 'Sq', Valor: 1.2 },
            { Codigo_cc: 'Rev', Valor: 0.4 },
          ],
        },
      ]),
      { ruleset: BUILT_IN_RULESET },
    );
    expect(within.problems).toEqual([]);
    expect(within.Elementos[0]?.Total).toBe(2.1);
    const above = valueCoachCard(
      card('EQUIPA LIVRE', [
        { Elemento: 'ACR', Grupo: 'Pair', Dificuldade_declarada: [{ Codigo_cc: 'X', Valor: 2.4 }] },
      ]),
      { ruleset: BUILT_IN_RULESET },
    );
    expect(above.problems).toMatchObject([
      {
        kind: 'acroAboveTable',
        path: 'Elementos.0.Dificuldade_declarada.0.Valor',
        tableValue: 2.3,
      },
    ]);
  });

  it('property: an element total never depends on a client-sent value', () => {
    const hybridCodes = HYBRID_CODE_ROWS_2022.map((r) => r.code);
    const treCodes = TRE_ROWS_2022.filter((r) => r.routine === 'team').map((r) => r.code);
    const sentValue = fc
      .double({ min: 0, max: 20, noNaN: true })
      .map((v) => Math.round(v * 100) / 100);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...hybridCodes), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...treCodes),
        fc.integer({ min: 1, max: 11 }),
        fc.array(sentValue, { minLength: 8, maxLength: 8 }),
        fc.array(sentValue, { minLength: 8, maxLength: 8 }),
        (hybrids, tre, pc, first, second) => {
          const build = (values: number[]) =>
            card('EQUIPA TECNICA', [
              {
                Elemento: 'HIB',
                Dificuldade_declarada: hybrids.map((c, i) => ({
                  Codigo_cc: c,
                  Valor: values[i] ?? 0,
                })),
                Bonus: [{ Codigo_cc: `${pc}PC`, Valor: values[6] ?? 0 }],
              },
              {
                Elemento: 'TRE',
                Dificuldade_declarada: [{ Codigo_cc: tre, Valor: values[7] ?? 0 }],
              },
            ]);
          const a = valueCoachCard(build(first), {
            ruleset: BUILT_IN_RULESET,
            replaceValues: true,
          });
          const b = valueCoachCard(build(second), {
            ruleset: BUILT_IN_RULESET,
            replaceValues: true,
          });
          expect(a.Elementos.map((e) => e.Total)).toEqual(b.Elementos.map((e) => e.Total));
          expect(a.Total_declarado).toBe(b.Total_declarado);
          // Refused unless every sent value is the table's; when accepted, the same totals.
          const strict = valueCoachCard(build(first), { ruleset: BUILT_IN_RULESET });
          if (strict.problems.length === 0) expect(strict.Total_declarado).toBe(a.Total_declarado);
          else expect(strict.problems.every((p) => p.kind === 'valueMismatch')).toBe(true);
        },
      ),
      { seed: 15, numRuns: 200 },
    );
  });

  it('applyDeclaredValues leaves elements without codes as they are', () => {
    const plain = card('EQUIPA LIVRE', [{ Elemento: 'TRA' }, { Elemento: 'ChoHy' }]);
    const valued = applyDeclaredValues(plain, { ruleset: BUILT_IN_RULESET });
    expect(valued.problems).toEqual([]);
    expect(valued.elements).toEqual(plain.Elementos);
  });
});
