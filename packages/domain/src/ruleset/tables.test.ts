import { describe, expect, it } from 'vitest';
import { CATEGORIES, ROUTINE_TYPES } from '../core/enums.ts';
import { listAcroSuggestions } from './acro.ts';
import { ARTISTIC_RANGES, CD_RANGES, getArtisticRows, getCdFactor } from './factors.ts';
import { listFigures } from '../figures/tables.ts';
import { findHybridCode, listHybridCodes } from './hybrid.ts';
import { isRulesetId, RULESET_IDS } from './ids.ts';
import {
  listTechnicalElementGroups,
  listTechnicalElements,
} from '../figures/technical-elements.ts';
import { findTre, listTreCodes } from './tre.ts';
import { BUILT_IN_RULESET } from './built-in.ts';

describe('rules tables', () => {
  it('are keyed by ruleset id', () => {
    expect(RULESET_IDS).toContain('wa-2022-2026');
    expect(isRulesetId('wa-2022-2026')).toBe(true);
    expect(isRulesetId('x')).toBe(false);
  });

  it('TRE: 32 elements, duet TRE 3 provisional at 3.1', () => {
    expect(BUILT_IN_RULESET.tre.rows).toHaveLength(32);
    expect(findTre('TRE_DT_3', BUILT_IN_RULESET)).toMatchObject({ dd: 3.1, provisional: true });
    expect(findTre('nope', BUILT_IN_RULESET)).toBeNull();
    expect(listTreCodes('SOLO TECNICO', BUILT_IN_RULESET)).toHaveLength(9);
    expect(listTreCodes('DUETO TECNICO', BUILT_IN_RULESET)).toHaveLength(9);
    expect(listTreCodes('DUETO MISTO TECNICO', BUILT_IN_RULESET)).toHaveLength(5);
    expect(listTreCodes('EQUIPA TECNICA', BUILT_IN_RULESET)).toHaveLength(9);
    expect(
      listTreCodes('EQUIPA TECNICA', BUILT_IN_RULESET).find((c) => c.code === 'TRE_T_1B')?.label,
    ).toBe('TRE_T_1B');
  });

  it('TRE and technical element lists: no code twice in any list, no note in any label', () => {
    const lists: { name: string; codes: string[]; labels: string[] }[] = [
      ...ROUTINE_TYPES.map((routine) => {
        const options = listTreCodes(routine, BUILT_IN_RULESET);
        return {
          name: routine,
          codes: options.map((o) => o.code),
          labels: options.map((o) => o.label),
        };
      }),
      ...CATEGORIES.map((category) => {
        const rows = listTechnicalElements(category, BUILT_IN_RULESET);
        return { name: category, codes: rows.map((r) => r.code), labels: rows.map((r) => r.name) };
      }),
      {
        name: 'catalogue',
        codes: listTechnicalElementGroups(BUILT_IN_RULESET).flatMap((g) =>
          g.rows.map((r) => r.code),
        ),
        labels: listTechnicalElementGroups(BUILT_IN_RULESET).flatMap((g) =>
          g.rows.map((r) => r.name),
        ),
      },
      {
        name: 'table',
        codes: BUILT_IN_RULESET.tre.rows.map((r) => r.code),
        labels: BUILT_IN_RULESET.tre.rows.map((r) => r.name),
      },
    ];
    for (const list of lists) {
      expect(new Set(list.codes).size, list.name).toBe(list.codes.length);
      for (const label of list.labels) {
        expect(label, list.name).not.toMatch(/source|probably|\(as written/i);
      }
    }
    // The catalogue names every TRE of the team and solo lists once; JUN and ABS share one list.
    expect(
      listTechnicalElementGroups(BUILT_IN_RULESET).map((g) => [g.categories, g.rows.length]),
    ).toEqual([
      [['JUN', 'ABS'], 9],
      [['MAS'], 9],
    ]);
  });

  it('TRE notes stay out of names; an unnamed TRE is flagged, not given a name', () => {
    expect(findTre('TRE_T_5B', BUILT_IN_RULESET)).toMatchObject({
      name: 'Rocket Split Knee Hybrid',
      note: expect.stringContaining('probably abbreviated') as unknown,
    });
    expect(
      listTreCodes('EQUIPA TECNICA', BUILT_IN_RULESET).find((c) => c.code === 'TRE_T_1B'),
    ).toMatchObject({
      label: 'TRE_T_1B',
      unnamed: true,
    });
    expect(
      listTechnicalElements('JUN', BUILT_IN_RULESET).find((r) => r.code === 'TRE_T_1B'),
    ).toMatchObject({
      name: 'TRE_T_1B',
      unnamed: true,
    });
    expect(listTreCodes('EQUIPA TECNICA', BUILT_IN_RULESET).filter((c) => c.unnamed)).toHaveLength(
      1,
    );
  });

  it('hybrid codes with variants', () => {
    expect(findHybridCode('TB', BUILT_IN_RULESET)).toMatchObject({ value: 0.3 });
    expect(findHybridCode('TB*0.3', BUILT_IN_RULESET)).toMatchObject({ value: 0.09 });
    expect(findHybridCode('X9', BUILT_IN_RULESET)).toBeNull();
    expect(listHybridCodes(BUILT_IN_RULESET).length).toBe(158 * 3);
  });

  it('figures: INF 8, JUV 12, none for JUN', () => {
    expect(listFigures('INF', BUILT_IN_RULESET)).toHaveLength(8);
    expect(listFigures('JUV', BUILT_IN_RULESET)).toHaveLength(12);
    expect(listFigures('JUN', BUILT_IN_RULESET)).toEqual([]);
  });

  it('technical elements: team TREs for JUN/ABS, solo TREs for MAS, provisional', () => {
    expect(listTechnicalElements('ABS', BUILT_IN_RULESET)).toHaveLength(9);
    expect(listTechnicalElements('MAS', BUILT_IN_RULESET)).toHaveLength(9);
    expect(listTechnicalElements('INF', BUILT_IN_RULESET)).toEqual([]);
    expect(listTechnicalElements('JUN', BUILT_IN_RULESET).every((e) => e.provisional)).toBe(true);
  });

  it('acro suggestions leave out the flagged 19.0 value', () => {
    const pair = listAcroSuggestions('Pair', BUILT_IN_RULESET);
    expect(pair.length).toBe(49);
    expect(pair.some((r) => r.dd > 5)).toBe(false);
    expect(listAcroSuggestions('A', BUILT_IN_RULESET).length).toBeGreaterThan(0);
  });

  it('every CD and artistic factor lies in the spec range', () => {
    for (const routine of ROUTINE_TYPES) {
      for (const category of CATEGORIES) {
        for (const element of ['HIB', 'ACR', 'ChoHy', 'TRE'] as const) {
          const f = getCdFactor(element, routine, category, BUILT_IN_RULESET);
          const range = CD_RANGES[element];
          if (f !== null && range !== undefined) {
            expect(f.value).toBeGreaterThanOrEqual(range[0]);
            expect(f.value).toBeLessThanOrEqual(range[1]);
          }
        }
        for (const row of getArtisticRows(routine, category, BUILT_IN_RULESET)) {
          const [min, max] = ARTISTIC_RANGES[row.name];
          expect(row.factor.value).toBeGreaterThanOrEqual(min);
          expect(row.factor.value).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('TRE has a CD only in JUN/ABS technical routines; TRA and SuCon never', () => {
    expect(getCdFactor('TRE', 'SOLO TECNICO', 'JUN', BUILT_IN_RULESET)).not.toBeNull();
    expect(getCdFactor('TRE', 'SOLO LIVRE', 'JUN', BUILT_IN_RULESET)).toBeNull();
    expect(getCdFactor('TRE', 'SOLO TECNICO', 'INF', BUILT_IN_RULESET)).toBeNull();
    expect(getCdFactor('TRA', 'SOLO LIVRE', 'ABS', BUILT_IN_RULESET)).toBeNull();
    expect(getCdFactor('Execução', 'SOLO LIVRE', 'MAS', BUILT_IN_RULESET)?.value).toBe(1);
  });

  it('Masters have one Impressão Artística row with factor 1; others three rows', () => {
    expect(getArtisticRows('EQUIPA LIVRE', 'MAS', BUILT_IN_RULESET)).toEqual([
      { name: 'Impressão Artística', factor: { value: 1, provisional: false } },
    ]);
    expect(getArtisticRows('EQUIPA LIVRE', 'ABS', BUILT_IN_RULESET).map((r) => r.name)).toEqual([
      'Coreografia & Musicalidade',
      'Desempenho',
      'Transições',
    ]);
  });

  it('overrides replace the ruleset values', () => {
    expect(getCdFactor('ACR', 'COMBINADO', 'JUV', BUILT_IN_RULESET, { cd: { ACR: 1.4 } })).toEqual({
      value: 1.4,
      provisional: false,
    });
  });
});
