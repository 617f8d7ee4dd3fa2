import { describe, expect, it } from 'vitest';
import {
  buildBlankFigureSheet,
  canAddBonus,
  canAddDifficultyCode,
  canAddPeople,
  canRemoveElement,
  canSaveCoachCard,
  createElementDefaults,
  createInitialElements,
  dropBlankPeople,
  getFigureEventForCategory,
  getJudgeColumns,
  getPeopleSlots,
  hasDifficultyCodes,
  isFigurePenaltyShown,
  isFreeCodeEntry,
  listBonusOptions,
  listDifficultyCodes,
  listElementGroups,
  listElementTypes,
  listRoutineChoices,
} from './forms.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';

describe('people slots', () => {
  it.each([
    ['SOLO TECNICO', 1, 1, false],
    ['SOLO LIVRE', 1, 1, false],
    ['DUETO MISTO LIVRE', 2, 2, false],
    ['DUETO TECNICO', 2, 2, false],
    ['EQUIPA TECNICA', 0, 0, true],
    ['COMBINADO', 0, 0, true],
  ] as const)('%s: %s + %s', (routine, athletes, reserves, addedByHand) => {
    expect(getPeopleSlots(routine)).toEqual({ athletes, reserves, addedByHand });
  });

  it('adds people by hand only for teams with category, routine and theme set', () => {
    expect(canAddPeople({ category: 'JUN', routine: 'EQUIPA LIVRE', theme: 'Mar' })).toBe(true);
    expect(canAddPeople({ category: 'JUN', routine: 'EQUIPA LIVRE', theme: ' ' })).toBe(false);
    expect(canAddPeople({ category: 'JUN', routine: 'SOLO LIVRE', theme: 'Mar' })).toBe(false);
    expect(canAddPeople({ category: '', routine: 'COMBINADO', theme: 'Mar' })).toBe(false);
  });

  it('drops blank rows', () => {
    expect(
      dropBlankPeople([
        { Nome: 'Ana', Licenca: 1, Ano: 2010 },
        { Nome: '', Licenca: 0, Ano: 0 },
        { Nome: null, Licenca: null, Ano: null },
      ]),
    ).toEqual([{ Nome: 'Ana', Licenca: 1, Ano: 2010 }]);
  });
});

describe('coach card form', () => {
  it('saves only with a complete header, an element and no pending request', () => {
    const header = { category: 'JUN', routine: 'SOLO LIVRE', theme: 'Mar' } as const;
    expect(canSaveCoachCard({ ...header, elementCount: 1 })).toBe(true);
    expect(canSaveCoachCard({ ...header, elementCount: 0 })).toBe(false);
    expect(canSaveCoachCard({ ...header, elementCount: 1, pending: true })).toBe(false);
  });

  it('removes only the last element', () => {
    expect(canRemoveElement(2, 3)).toBe(true);
    expect(canRemoveElement(1, 3)).toBe(false);
    expect(canRemoveElement(0, 0)).toBe(false);
  });

  it('routine choices are distinct routine types of the order, no figure events', () => {
    expect(
      listRoutineChoices([
        { Tipo: 'Figuras' },
        { Tipo: 'SOLO LIVRE' },
        { Tipo: 'Elementos Tecnicos' },
        { Tipo: 'EQUIPA LIVRE' },
        { Tipo: 'SOLO LIVRE' },
      ]),
    ).toEqual(['SOLO LIVRE', 'EQUIPA LIVRE']);
  });

  it('does not offer TRE to INF and JUV; Masters have a fixed element', () => {
    expect(listElementTypes('INF')).not.toContain('TRE');
    expect(listElementTypes('JUV')).not.toContain('TRE');
    expect(listElementTypes('JUN')).toContain('TRE');
    expect(listElementTypes('MAS')).toEqual([]);
    expect(createInitialElements('MAS')).toEqual([
      expect.objectContaining({ Elemento: 'Execução', Nota_base: 1, Total: 1 }),
    ]);
    expect(createInitialElements('ABS')).toEqual([]);
  });

  it('element defaults follow the base-mark rules', () => {
    expect(createElementDefaults('HIB', 'SOLO LIVRE')).toMatchObject({
      Nota_base: 0.5,
      Total: 0.5,
    });
    expect(createElementDefaults('ACR', 'DUETO TECNICO')).toMatchObject({ Nota_base: 0.1 });
    expect(createElementDefaults('ACR', 'EQUIPA LIVRE', 'Pair')).toMatchObject({
      Nota_base: 0.1,
      Grupo: 'Pair',
    });
    expect(createElementDefaults('ChoHy', 'COMBINADO')).toMatchObject({ Nota_base: 0, Total: 1 });
    expect(listElementGroups('ACR')).toEqual(['A', 'B', 'C', 'P', 'Pair']);
    expect(listElementGroups('HIB')).toEqual([]);
  });

  it('codes and bonus buttons', () => {
    expect(canAddDifficultyCode('HIB', 'EQUIPA LIVRE')).toBe(true);
    expect(canAddDifficultyCode('HIB', 'SOLO LIVRE')).toBe(false);
    expect(canAddDifficultyCode('HIB', 'DUETO LIVRE')).toBe(false);
    expect(canAddDifficultyCode('TRA', 'EQUIPA LIVRE')).toBe(false);
    expect(canAddBonus('SuCon', 'EQUIPA LIVRE')).toBe(false);
    expect(canAddBonus('ACR', 'COMBINADO')).toBe(true);
    expect(hasDifficultyCodes('ChoHy')).toBe(false);
    expect(isFreeCodeEntry('ACR')).toBe(true);
    expect(isFreeCodeEntry('HIB')).toBe(false);
  });

  it('difficulty code lists', () => {
    expect(
      listDifficultyCodes('TRE', 'SOLO TECNICO', BUILT_IN_RULESET).map((c) => c.code),
    ).toContain('TRE_S_1A');
    expect(
      listDifficultyCodes('TRE', 'DUETO MISTO TECNICO', BUILT_IN_RULESET).every((c) =>
        c.code.startsWith('TRE_MDT_'),
      ),
    ).toBe(true);
    expect(listDifficultyCodes('HIB', 'EQUIPA LIVRE', BUILT_IN_RULESET)).toContainEqual(
      expect.objectContaining({ code: 'T1*0.5', value: 0.225 }),
    );
    expect(listDifficultyCodes('ACR', 'EQUIPA LIVRE', BUILT_IN_RULESET)).toEqual([]);
    expect(listBonusOptions(BUILT_IN_RULESET).map((c) => c.value)).toEqual([
      0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2,
    ]);
  });
});

describe('figure results form', () => {
  it.each([
    ['INF', 'Figuras'],
    ['JUV', 'Figuras'],
    ['JUN', 'Elementos Equipa Tecnica'],
    ['ABS', 'Elementos Equipa Tecnica'],
    ['MAS', 'Elementos Tecnicos'],
  ] as const)('%s -> %s', (category, event) => {
    expect(getFigureEventForCategory(category)).toBe(event);
  });

  it('judge columns', () => {
    expect(getJudgeColumns(5)).toEqual(['J1', 'J2', 'J3', 'J4', 'J5']);
    expect(getJudgeColumns(6)).toHaveLength(6);
    expect(getJudgeColumns(7)).toHaveLength(7);
  });

  it('hides figure penalties for JUV', () => {
    expect(isFigurePenaltyShown('JUV')).toBe(false);
    expect(isFigurePenaltyShown('INF')).toBe(true);
  });

  it('builds a blank sheet from the competition figures or technical elements', () => {
    const competition = {
      Figuras: [
        { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' as const },
        { Nome: 'Venus', Valor: 3, Category: 'JUV' as const },
      ],
      ElementosTecnicos: [{ Nome: 'TRE 1', Valor: 2.5, Category: 'ABS' as const }],
    };
    expect(buildBlankFigureSheet(competition, 'INF')).toEqual([
      { Name: 'Barracuda', FP_val: 1.8, Penalties: 0 },
    ]);
    expect(buildBlankFigureSheet(competition, 'ABS')).toEqual([
      { Name: 'TRE 1', FP_val: 2.5, Penalties: 0 },
    ]);
  });
});
