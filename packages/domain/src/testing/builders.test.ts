import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import { coachCardCreateSchema, coachCardSchema, elementSchema } from '../coach-card/schema.ts';
import { competitionSchema, figureDefinitionSchema } from '../competition/schema.ts';
import { figureEntryCreateSchema } from '../figures/entry-schema.ts';
import { figureResultCreateSchema, figureResultSchema } from '../figures/result-schema.ts';
import { routineResultCreateSchema, routineResultSchema } from '../routine/result-schema.ts';
import { auditEntrySchema } from '../audit/schema.ts';
import { judgeScoreSchema } from '../core/common-schemas.ts';
import { priceListResponseSchema } from '../price-list/schema.ts';
import { startListResponseSchema } from '../start-list/schema.ts';
import {
  aCoachCard,
  aCoachCardCreate,
  aCompetition,
  aFigureEntryCreate,
  aFigureResult,
  aFigureResultFor,
  aPriceList,
  aRoutineResult,
  aRoutineResultFor,
  aStartList,
  anAuditEntry,
  anElement,
  aWorkedExampleSheet,
  figurePanels,
  judgeMarks,
  judges,
} from './builders.ts';

describe('test builders', () => {
  it('build by default what the schemas accept', () => {
    expect(competitionSchema.parse(aCompetition())).toEqual(aCompetition());
    expect(elementSchema.parse(anElement('HIB', 1))).toEqual(anElement('HIB', 1));
    expect(coachCardCreateSchema.parse(aCoachCardCreate())).toEqual(aCoachCardCreate());
    expect(coachCardSchema.parse(aCoachCard())).toEqual(aCoachCard());
    expect(figureEntryCreateSchema.parse(aFigureEntryCreate())).toEqual(aFigureEntryCreate());
    expect(figureResultSchema.parse(aFigureResult())).toEqual(aFigureResult());
    expect(routineResultSchema.parse(aRoutineResult())).toEqual(aRoutineResult());
    expect(priceListResponseSchema.parse(aPriceList())).toEqual(aPriceList());
    expect(auditEntrySchema.parse(anAuditEntry())).toEqual(anAuditEntry());
    expect(routineResultCreateSchema.parse(aWorkedExampleSheet())).toEqual(aWorkedExampleSheet());
  });

  it('write judges’ marks in column order', () => {
    expect(judges(7, 7.5, 6.8)).toEqual({ J1: 7, J2: 7.5, J3: 6.8 });
    expect(judges()).toEqual({});
  });

  it('build the sheets of a start slot and of a coach card that the schemas accept', () => {
    const { Figuras } = figurePanels(BUILT_IN_RULESET, { figures: 4, elements: 3 });
    const figureSheet = aFigureResultFor({
      comp_id: 'c1',
      Categoria: 'INF',
      Esquema: 'Figuras',
      slot: {
        Numero: 1,
        Atletas: [{ Numero: 1, Name: 'Inês Almeida', Team: 'Alfa', License: 10201, Year: 2015 }],
      },
      figures: Figuras.filter((f) => f.Category === 'INF'),
      marksOf: (i) => judgeMarks(i, 5),
    });
    expect(figureResultCreateSchema.parse(figureSheet)).toEqual(figureSheet);
    const routineSheet = aRoutineResultFor(aCoachCard(), {
      artisticRows: ['Coreografia e Musicalidade'],
      elementMarks: (i) => judgeMarks(i, 7),
      artisticMarks: (i) => judgeMarks(10 + i, 7),
    });
    expect(routineResultCreateSchema.parse(routineSheet)).toEqual(routineSheet);
  });

  it('take figures and technical elements from the ruleset, valid definitions', () => {
    const panels = figurePanels(BUILT_IN_RULESET, { figures: 4, elements: 3 });
    expect(panels.Figuras).toHaveLength(8);
    expect(panels.ElementosTecnicos).toHaveLength(9);
    for (const f of [...panels.Figuras, ...panels.ElementosTecnicos]) {
      expect(figureDefinitionSchema.parse(f)).toEqual(f);
    }
  });

  it('give the same valid judge marks for the same seed', () => {
    const marks = judgeMarks(42, 7);
    expect(Object.keys(marks)).toEqual(['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7']);
    expect(judgeMarks(42, 7)).toEqual(marks);
    for (const mark of Object.values(judgeMarks(42, 7, 5))) {
      expect(judgeScoreSchema.parse(mark)).toBe(mark);
      expect(mark).toBeGreaterThanOrEqual(5);
      expect(mark).toBeLessThan(10);
    }
  });

  it('build a valid start list whose clubs count each licence once', () => {
    const ana = { Numero: 1, Name: 'Ana', Team: 'Beta', License: 10, Year: 2014 };
    const rita = { Numero: 2, Name: 'Rita', Team: 'Alfa', License: 12, Year: 2015 };
    const list = aStartList({ figures: [ana, rita], duets: [[ana], []] });
    expect(startListResponseSchema.parse(list)).toEqual(list);
    expect(list.StartList[1]?.Atletas_start.map((slot) => slot.CoachCardId)).toEqual([
      'cc1',
      'cc2',
    ]);
    expect(list.clubs).toEqual([
      { club: 'Alfa', athletes: 1 },
      { club: 'Beta', athletes: 1 },
    ]);
    expect(list.totalAthletes).toBe(2);
  });
});
