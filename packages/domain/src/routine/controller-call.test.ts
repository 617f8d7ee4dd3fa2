import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoutineCall } from '../core/enums.ts';
import { ELEMENT_NAMES, ROUTINE_CALLS } from '../core/enums.ts';
import { checkRoutineSheet } from '../score-sheet/checks.ts';
import type { RoutineResultCreate } from './result-schema.ts';
import {
  routineResultCreateSchema,
  routineResultEmbeddedSchema,
  routineResultSchema,
} from './result-schema.ts';
import { getAllowedCalls, getCalledValue, readRoutineCall } from './controller-call.ts';
import { recomputeRoutineResult } from './result-scoring.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import { aCoachCard, anElement } from '../testing/builders.ts';

/**
 * The worked example of docs/scoring.md ('The technical controllers' calls'): a JUN technical
 * team, five judges; CD TRE 1, HIB 0.5, ACR 1.
 *   TRE: declared 2.6,            marks 7.0 7.5 7.2 6.8 7.4 -> mean 7.2
 *   HIB: base mark 0.5, declared 2.1, marks 6.5 6.0 6.8 6.6 7.0 -> mean 6.6333
 *   ACR: base mark 0.5, declared 1.8, marks 7 7 7 7 7          -> mean 7
 */
const card = aCoachCard({
  _id: 'card',
  Competicao: 'comp',
  Categoria: 'JUN',
  Esquema: 'EQUIPA TECNICA',
  State: 'Verificado',
  Elementos: [
    anElement('TRE', 1, 2.6),
    anElement('HIB', 2, 2.1, { Nota_base: 0.5 }),
    anElement('ACR', 3, 1.8, { Nota_base: 0.5 }),
  ],
});
const competition = { _id: 'comp', JuizesCoachCard: 5, PassoCoachCard: 0.1 } as const;
const marks = [
  { J1: 7.0, J2: 7.5, J3: 7.2, J4: 6.8, J5: 7.4 },
  { J1: 6.5, J2: 6.0, J3: 6.8, J4: 6.6, J5: 7.0 },
  { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7 },
];

type Sheet = Omit<RoutineResultCreate, 'version'>;

function sheet(calls: readonly (RoutineCall | undefined)[], sent: Partial<Sheet> = {}): Sheet {
  return {
    Categoria: 'JUN',
    Esquema: 'EQUIPA TECNICA',
    Extra: false,
    Clube: 'Clube A',
    Atletas: [{ Nome: 'Ana', Licenca: 101 }],
    Reservas: [],
    Resultados_el: card.Elementos.map((e, i) => ({
      Elemento: e.Elemento,
      FP_val: 9,
      ...(calls[i] === undefined ? {} : { FP: calls[i] }),
      ...marks[i],
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: [],
    Penalties: [],
    ...sent,
  };
}

/** What the server does: the card's values and the call, then every total recomputed. */
function score(input: Sheet) {
  const checked = checkRoutineSheet(input, card, competition);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return recomputeRoutineResult(
    { ...input, Resultados_el: checked.elements },
    { ruleset: BUILT_IN_RULESET, panelSize: 5 },
  );
}

describe("the technical controllers' calls", () => {
  it('allows NB on HIB and ACR, Omitido on TRE, only Declarado elsewhere', () => {
    expect(Object.fromEntries(ELEMENT_NAMES.map((e) => [e, getAllowedCalls(e)]))).toEqual({
      HIB: ['Declarado', 'NB'],
      ACR: ['Declarado', 'NB'],
      TRE: ['Declarado', 'Omitido'],
      TRA: ['Declarado'],
      SuCon: ['Declarado'],
      ChoHy: ['Declarado'],
      Execução: ['Declarado'],
    });
  });

  it('scores the declared total, the base mark or 0', () => {
    const element = { declared: 2.1, baseMark: 0.5 };
    expect(ROUTINE_CALLS.map((call) => getCalledValue(call, element))).toEqual([2.1, 0.5, 0]);
  });

  it('as declared (no call sent): FP_val = DD; points 18.72 + 6.965 + 12.6 = 38.285', () => {
    const r = score(sheet([]));
    expect(r.Resultados_el.map((e) => [e.FP, e.BM, e.DD, e.FP_val, e.Media, e.Pontos])).toEqual([
      ['Declarado', 0, 2.6, 2.6, 7.2, 18.72],
      ['Declarado', 0.5, 2.1, 2.1, 6.6333, 6.965],
      ['Declarado', 0.5, 1.8, 1.8, 7, 12.6],
    ]);
    expect(r.Total_el).toBe(38.285);
  });

  it("'NB' on the HIB: 6.6333 x 0.5 x 0.5 = 1.6583; elements 32.9783", () => {
    const r = score(sheet([undefined, 'NB']));
    expect(r.Resultados_el[1]).toMatchObject({ FP: 'NB', BM: 0.5, DD: 2.1, FP_val: 0.5 });
    expect(r.Resultados_el[1]?.Pontos).toBe(1.6583);
    expect(r.Total_el).toBe(32.9783);
  });

  it("'NB' on the ACR: 7 x 0.5 x 1 = 3.5; elements 29.185", () => {
    const r = score(sheet(['Declarado', 'Declarado', 'NB']));
    expect(r.Resultados_el[2]).toMatchObject({ FP: 'NB', FP_val: 0.5, Pontos: 3.5 });
    expect(r.Total_el).toBe(29.185);
  });

  it("'Omitido' on the TRE: FP_val 0, 0 points (even unmarked); elements 19.565", () => {
    const r = score(sheet(['Omitido']));
    expect(r.Resultados_el[0]).toMatchObject({ FP: 'Omitido', DD: 2.6, FP_val: 0, Pontos: 0 });
    expect(r.Total_el).toBe(19.565);
    const unmarked = sheet(['Omitido']);
    const rows = unmarked.Resultados_el.map((row, i) =>
      i === 0 ? { Elemento: row.Elemento, FP: row.FP, FP_val: row.FP_val } : row,
    );
    const r2 = score({ ...unmarked, Resultados_el: rows });
    expect(r2.Resultados_el[0]).toMatchObject({ Media: null, Pontos: 0 });
    expect(r2.Total_el).toBe(19.565);
  });

  it('refuses a call the element type does not allow, naming Resultados_el.<i>.FP', () => {
    const problems = (calls: (RoutineCall | undefined)[]) => {
      const r = checkRoutineSheet(sheet(calls), card, competition);
      return r.ok ? [] : r.problems;
    };
    expect(problems(['NB', 'Omitido', 'Omitido'])).toEqual([
      { path: 'Resultados_el.0.FP', message: 'errors.callNotAllowed' },
      { path: 'Resultados_el.1.FP', message: 'errors.callNotAllowed' },
      { path: 'Resultados_el.2.FP', message: 'errors.callNotAllowed' },
    ]);
    const choHy = { ...card, Elementos: [anElement('ChoHy', 1, 1)] };
    const r = checkRoutineSheet(
      { Resultados_el: [{ Elemento: 'ChoHy', FP: 'NB' }], Resultado_Coreografia: [] },
      choHy,
      competition,
    );
    expect(r.ok ? [] : r.problems.map((p) => p.path)).toEqual(['Resultados_el.0.FP']);
  });

  it('a sent sheet must hold one of the calls; a stored or imported one reads legacy text as Declarado', () => {
    const legacy = { ...sheet([]), Resultados_el: [{ Elemento: 'HIB', FP: 'x', FP_val: 1 }] };
    const sent = routineResultCreateSchema.safeParse(legacy);
    expect(sent.success ? [] : sent.error.issues.map((i) => i.path.join('.'))).toEqual([
      'Resultados_el.0.FP',
    ]);
    for (const FP of ['', 'x', 1.5, 'NB ', null]) {
      const row = { Elemento: 'HIB', FP, FP_val: 1 };
      expect(
        routineResultEmbeddedSchema.parse({ ...sheet([]), Resultados_el: [row] }).Resultados_el[0]
          ?.FP,
      ).toBe('Declarado');
      expect(
        routineResultSchema.parse({ ...sheet([]), _id: 'r', version: 1, Resultados_el: [row] })
          .Resultados_el[0]?.FP,
      ).toBe('Declarado');
    }
    expect(readRoutineCall(undefined)).toBe('Declarado');
    expect(readRoutineCall('Omitido')).toBe('Omitido');
  });

  it("an element's points never depend on the BM, DD or FP_val the client sent", () => {
    const sentValue = fc.option(
      fc.integer({ min: 0, max: 200_000 }).map((n) => n / 10_000),
      {
        nil: undefined,
      },
    );
    const sentRow = fc.record({
      BM: sentValue,
      DD: sentValue,
      FP_val: fc.integer({ min: 0, max: 20 }),
    });
    const callOf = (i: number) => fc.constantFrom(...getAllowedCalls(card.Elementos[i]!.Elemento));
    fc.assert(
      fc.property(
        fc.tuple(sentRow, sentRow, sentRow),
        fc.tuple(callOf(0), callOf(1), callOf(2)),
        (sent, calls) => {
          const honest = score(sheet(calls));
          const hostile = sheet(calls);
          const rows = hostile.Resultados_el.map((row, i) => {
            const { BM, DD, FP_val } = sent[i]!;
            return {
              ...row,
              FP_val,
              ...(BM === undefined ? {} : { BM }),
              ...(DD === undefined ? {} : { DD }),
            };
          });
          const r = score({ ...hostile, Resultados_el: rows });
          expect(r.Resultados_el).toEqual(honest.Resultados_el);
          expect(r.Total_el).toBe(honest.Total_el);
        },
      ),
    );
  });
});
