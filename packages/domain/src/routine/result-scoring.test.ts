import { describe, expect, it } from 'vitest';
import type { RoutineResultCreate } from './result-schema.ts';
import { recomputeRoutineResult } from './result-scoring.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import { aWorkedExampleSheet, judges } from '../testing/builders.ts';

/** The worked example with what a client may send wrong: the recomputation replaces or ignores it. */
const TEAM_FREE: Omit<RoutineResultCreate, 'version'> = {
  ...aWorkedExampleSheet(),
  Reservas: [{ Nome: 'Joana', Licenca: 103 }],
  Resultados_el: [
    { Elemento: 'HIB', FP_val: 2.1, ...judges(7.0, 7.5, 7.2, 6.8, 7.4), Pontos: 999 },
    { Elemento: 'TRA', FP_val: 0 },
    { Elemento: 'ACR', FP_val: 2.225, ...judges(6.5, 6.0, 6.8, 6.6, 7.0) },
  ],
  Penalty: { Selected: 1, Value: 7 },
  Penalties: [
    { Name: 'Número de elementos', Selected: 1, Value: 0 },
    { Name: 'Desfile', Selected: true },
    { Name: 'Tempo do Cais', Selected: false },
  ],
  Valor_total: 12345,
};

describe('recomputeRoutineResult', () => {
  it('recomputes every derived field of the worked example', () => {
    const r = recomputeRoutineResult(TEAM_FREE, { ruleset: BUILT_IN_RULESET, panelSize: 5 });
    expect(r.Resultados_el.map((e) => [e.CD, e.Media, e.Pontos])).toEqual([
      [0.5, 7.2, 7.56],
      [0, null, 0],
      [1, 6.6333, 14.7591],
    ]);
    expect(r.Total_el).toBe(22.3191);
    expect(r.TotalErros).toBe(0.7);
    expect(r.Penalty.Value).toBe(0.5);
    expect(r.Resultado_Coreografia.map((a) => [a.Name, a.FP_val, a.Pontos])).toEqual([
      ['Coreografia & Musicalidade', 1.6, 33.9202],
      ['Desempenho', 1.5, 31.5],
      ['Transições', 1.6, 33.6],
    ]);
    expect(r.Total_impress).toBe(99.0202);
    expect(r.Valor_esquema).toBe(120.1393);
    expect(r.Penalties.map((p) => p.Value)).toEqual([0.5, 8, 8]);
    expect(r.Valor_total).toBe(111.6393);
    expect(r.ResultFig).toEqual([]);
  });

  it('adds the athletes (not reserves) figure points for INF', () => {
    const r = recomputeRoutineResult(
      { ...TEAM_FREE, Categoria: 'INF' },
      {
        ruleset: BUILT_IN_RULESET,
        panelSize: 5,
        figureScores: [
          { licence: 101, score: 63.7511 },
          { licence: 102, score: 60.1234 },
          { licence: 103, score: 99 },
        ],
      },
    );
    expect(r.ResultFig).toEqual([
      { licenca: 101, valor: 63.7511 },
      { licenca: 102, valor: 60.1234 },
    ]);
    expect(r.Valor_total).toBe(173.5766);
  });

  it('uses a competition override of the factors', () => {
    const r = recomputeRoutineResult(TEAM_FREE, {
      ruleset: BUILT_IN_RULESET,
      panelSize: 5,
      overrides: { cd: { HIB: 0.7 }, artistic: { Desempenho: 2 } },
    });
    expect(r.Resultados_el[0]?.Pontos).toBe(10.584);
    expect(r.Resultado_Coreografia[1]?.Pontos).toBe(42);
  });

  it('leaves totals empty while an artistic row is missing', () => {
    const r = recomputeRoutineResult(
      { ...TEAM_FREE, Resultado_Coreografia: [] },
      { ruleset: BUILT_IN_RULESET, panelSize: 5 },
    );
    expect(r.Resultado_Coreografia).toHaveLength(3);
    expect(r.Total_impress).toBeNull();
    expect(r.Valor_total).toBeNull();
  });

  it('Masters get one Impressão Artística row', () => {
    const r = recomputeRoutineResult(
      {
        ...TEAM_FREE,
        Categoria: 'MAS',
        Resultados_el: [{ Elemento: 'Execução', FP_val: 1, ...judges(6, 6.5, 7, 7.5, 8) }],
        Erros: { Simples: 1, Obvio: 0, Maior: 1 },
        Penalty: { Selected: 0 },
        Resultado_Coreografia: [{ Name: 'Impressão Artística', ...judges(7, 7, 7, 7, 7) }],
        Penalties: [],
      },
      { ruleset: BUILT_IN_RULESET, panelSize: 5 },
    );
    expect(r.Valor_esquema).toBe(27.9);
    expect(r.Valor_total).toBe(27.9);
  });
});
