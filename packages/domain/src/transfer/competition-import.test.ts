import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import { listFigures } from '../figures/tables.ts';
import { getArtisticRows } from '../ruleset/factors.ts';
import { applyFigurePoints, listFigureScores } from '../figures/figure-points.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-schema.ts';
import { prepareCompetitionImport } from './competition-import.ts';
import {
  DUET_ATHLETES,
  aCompetition,
  aCoachCard,
  aFigureResultFor,
  aRoutineResultFor,
  judgeMarks,
} from '../testing/builders.ts';
import type { StartSlot } from '../competition/schema.ts';

const ruleset = BUILT_IN_RULESET;
const figures = listFigures('JUV', ruleset)
  .slice(0, 2)
  .map((f) => ({ Nome: f.name, Valor: f.dd, Category: 'JUV' as const }));
const athletes = DUET_ATHLETES.map((a) => ({
  Numero: 1,
  Name: a.Nome,
  Team: 'Clube Natação Alfa',
  License: a.Licenca,
  Year: a.Ano,
}));
const figureSlots: StartSlot[] = athletes.map((a, i) => ({ Numero: i + 1, Atletas: [a] }));
const card = aCoachCard({ _id: 'cc1', State: 'Submetido' });
const competition = aCompetition({
  Data: '2024-12-20',
  Limite_inscricao: '2024-12-01',
  Regras: ruleset.id,
  Ordem: [
    { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 10 },
    { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 20 },
  ],
  Figuras: figures,
  StartList: [
    { Ordem: 1, Categoria: 'JUV', Prova: 'Figuras', Atletas_start: figureSlots },
    {
      Ordem: 2,
      Categoria: 'JUV',
      Prova: 'DUETO LIVRE',
      Atletas_start: [{ Numero: 1, CoachCardId: 'cc1', Atletas: athletes }],
    },
  ],
});
let seed = 1;
const marks = () => judgeMarks(seed++, 5);
const document = {
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: '2024-12-20T18:00:00.000Z',
  competition,
  coachCards: [card],
  figureResults: figureSlots.map((slot, i) => ({
    _id: `fr${i + 1}`,
    version: 1,
    ...aFigureResultFor({
      comp_id: competition._id,
      Categoria: 'JUV',
      Esquema: 'Figuras',
      slot,
      figures,
      marksOf: marks,
    }),
  })),
  routineResults: [
    {
      _id: 'rr1',
      version: 1,
      ...aRoutineResultFor(card, {
        artisticRows: getArtisticRows('DUETO LIVRE', 'JUV', ruleset).map((r) => r.name),
        elementMarks: marks,
        artisticMarks: marks,
      }),
      Atletas: DUET_ATHLETES.map(({ Licenca, Nome }) => ({ Licenca, Nome })),
      Reservas: [],
    },
  ],
};

describe('prepareCompetitionImport: INF/JUV routine sheets (ADR 012)', () => {
  it('stores a routine sheet without figure points, as every writer does; a read derives them', () => {
    const prepared = prepareCompetitionImport(document, { ruleset, newId: () => 'new' });
    if (!prepared.ok) expect(prepared.problems).toEqual([]);
    if (!prepared.ok) return;
    const [routine] = prepared.value.routineResults.map((r) => r.value);
    expect(routine?.Valor_esquema).toEqual(expect.any(Number));
    // Pending as stored, even though the document holds both athletes' figure sheets.
    expect(routine?.Valor_total ?? null).toBeNull();
    expect(routine?.ResultFig ?? []).toEqual([]);
    // Read with the figure results, the grand total is there.
    const scores = listFigureScores(prepared.value.figureResults.map((f) => f.value));
    expect(scores).toHaveLength(2);
    const read = routine && applyFigurePoints(routine, scores, ruleset, ['JUV']);
    expect(read?.ResultFig).toHaveLength(2);
    expect(read?.Valor_total).toEqual(expect.any(Number));
  });
});
