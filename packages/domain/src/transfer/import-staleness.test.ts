import { describe, expect, it } from 'vitest';
import type { CompetitionState } from './import-staleness.ts';
import { findLostRecords, summarizeLostRecords } from './import-staleness.ts';

/** The fields the comparison reads; the rest of each record only has to compare equal. */
function state() {
  return {
    competition: {
      _id: 'c1',
      Nome: 'Campeonato de Inverno',
      Data: '2027-01-07',
      StartList: [],
      Resultados: [],
      version: 3,
    },
    startListSeeds: [] as number[],
    startListVersion: 1,
    coachCards: [],
    figureEntries: [
      {
        _id: 'e1',
        Competicao: 'c1',
        Categoria: 'INF',
        Clube: 'Alfa',
        Atletas: [{ Nome: 'Inês Almeida', Licenca: 1, Ano: 2015 }],
        version: 1,
      },
    ],
    figureResults: [
      {
        _id: 'r1',
        Categoria: 'JUV',
        Esquema: 'Figuras',
        Atleta: { Nome: 'Ana Silva', Licenca: 2, Ano: 2013 },
        Pontos: 60.5,
        version: 2,
      },
    ],
    routineResults: [] as unknown[],
  };
}
type State = ReturnType<typeof state>;
const lostOf = (stored: State, file: State) =>
  findLostRecords(stored as unknown as CompetitionState, file as unknown as CompetitionState);

describe('findLostRecords', () => {
  it('finds nothing when the stored state is the file, whatever the key order', () => {
    const file = state();
    const stored = state();
    const [entry] = stored.figureEntries;
    stored.figureEntries = [
      Object.fromEntries(Object.entries(entry ?? {}).reverse()) as typeof entry & object,
    ];
    expect(lostOf(stored, file)).toEqual([]);
  });

  it('does not count a version that went up with nothing else changed (a replace or restore)', () => {
    const stored = state();
    stored.competition.version = 9;
    const [result] = stored.figureResults;
    if (result) result.version = 7;
    expect(lostOf(stored, state())).toEqual([]);
  });

  it('names a record changed after the export and one the file lacks', () => {
    const stored = state();
    const [result] = stored.figureResults;
    if (result) Object.assign(result, { version: 3, Pontos: 61.25 });
    const [entry] = stored.figureEntries;
    if (entry)
      stored.figureEntries.push({
        ...entry,
        _id: 'e2',
        Atletas: [{ Nome: 'Beatriz Nova', Licenca: 3, Ano: 2016 }],
      });
    const lost = lostOf(stored, state());
    expect(lost.map((r) => r.text)).toEqual([
      'Inscrição nova em figuras: Beatriz Nova (INF)',
      'Resultado de Ana Silva (Figuras JUV) alterado depois da exportação',
    ]);
    expect(summarizeLostRecords(lost)).toBe('1 resultado alterado, 1 inscrição nova');
  });

  it('does not count a change the file itself is newer for', () => {
    const file = state();
    const [result] = file.figureResults;
    if (result) Object.assign(result, { version: 5, Pontos: 70 });
    expect(lostOf(state(), file)).toEqual([]);
  });

  it('names the competition and its start list when they changed after the export', () => {
    const stored = state();
    stored.competition.version = 4;
    stored.competition.Data = '2027-01-08';
    stored.startListVersion = 2;
    stored.startListSeeds = [42];
    expect(lostOf(stored, state()).map((r) => [r.kind, r.change])).toEqual([
      ['competition', 'changed'],
      ['startList', 'changed'],
    ]);
  });

  it('matches a sheet that got a new id (a document of the current system) by event, category and athlete', () => {
    const file = state();
    const [sheet] = file.figureResults;
    if (sheet) sheet._id = 'generated-on-this-import';
    expect(lostOf(state(), file)).toEqual([]);
    const stored = state();
    const [kept] = stored.figureResults;
    if (kept) Object.assign(kept, { version: 4, Pontos: 59 });
    expect(lostOf(stored, file).map((r) => [r.id, r.change])).toEqual([['r1', 'changed']]);
  });
});
