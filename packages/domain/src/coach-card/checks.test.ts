import { describe, expect, it } from 'vitest';
import type { CheckableCoachCard, CheckableElement } from './checks.ts';
import {
  checkCoachCard,
  formatRoutineTime,
  getBaseHybridCode,
  getHybridFamily,
  getTreNumber,
  listSubmitBlockers,
  parseRoutineTime,
} from './checks.ts';
import { coachCardPersonSchema } from './schema.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';

const person = (Licenca: number, Nome = `Atleta ${Licenca}`, Ano = 2012) => ({
  Licenca,
  Nome,
  Ano,
});
const codes = (...list: string[]) => list.map((Codigo_cc) => ({ Codigo_cc }));
/** Elements one after the other, 10 s each from 0:10, numbered in order. */
const timed = (elements: Omit<CheckableElement, 'Ordem'>[]): CheckableElement[] =>
  elements.map((e, i) => ({
    Tempo_inicial: formatRoutineTime(10 + i * 12),
    Tempo_final: formatRoutineTime(20 + i * 12),
    Ordem: i + 1,
    ...e,
  }));
const hybrid = (...list: string[]) => ({
  Elemento: 'HIB',
  Dificuldade_declarada: codes(...(list.length ? list : ['T1', 'S2'])),
});

/** A JUV free duet as the rules want it: 2 athletes, 5 hybrids + 1 acrobatic, in time. */
const duet = (over: Partial<CheckableCoachCard> = {}): CheckableCoachCard => ({
  Categoria: 'JUV',
  Esquema: 'DUETO LIVRE',
  Atletas: [person(101), person(102)],
  Reservas: [person(103)],
  Elementos: timed([
    hybrid(),
    hybrid(),
    { Elemento: 'ACR', Dificuldade_declarada: codes('P-Bal') },
    hybrid(),
    { Elemento: 'TRA' },
    hybrid(),
    hybrid(),
  ]),
  ...over,
});

const team = (athletes: number, over: Partial<CheckableCoachCard> = {}): CheckableCoachCard => ({
  Categoria: 'JUV',
  Esquema: 'EQUIPA LIVRE',
  Atletas: Array.from({ length: athletes }, (_, i) => person(200 + i)),
  Reservas: [],
  Elementos: timed([
    hybrid(),
    hybrid(),
    hybrid(),
    hybrid(),
    hybrid(),
    { Elemento: 'ACR', Dificuldade_declarada: codes('A-Sq') },
    { Elemento: 'ACR', Dificuldade_declarada: codes('B-Fl') },
    { Elemento: 'ACR', Dificuldade_declarada: codes('C-Ro') },
  ]),
  ...over,
});

/** A JUN technical solo: 5 TREs in order + 1 hybrid. */
const techSolo = (tres: string[]): CheckableCoachCard => ({
  Categoria: 'JUN',
  Esquema: 'SOLO TECNICO',
  Atletas: [person(301, 'Marta', 2008)],
  Reservas: [],
  Elementos: timed([
    ...tres.map((code) => ({ Elemento: 'TRE', Dificuldade_declarada: codes(code) })),
    hybrid('T1'),
  ]),
});

const withElements = (
  base: CheckableCoachCard,
  change: (elements: CheckableElement[]) => CheckableElement[],
) => ({ ...base, Elementos: change([...base.Elementos]) });
const replaceAt = (elements: CheckableElement[], index: number, over: Partial<CheckableElement>) =>
  elements.map((e, i) => (i === index ? { ...e, ...over } : e));

const simplify = (card: CheckableCoachCard) =>
  checkCoachCard(card, BUILT_IN_RULESET).map(({ path, message, severity, params }) => ({
    path,
    message,
    severity,
    ...(params ? { params } : {}),
  }));

describe('a card the rules accept has no problem', () => {
  it.each([
    ['JUV free duet', duet()],
    ['JUV free team of 8', team(8)],
    ['JUN technical solo', techSolo(['TRE_S_1A', 'TRE_S_2B', 'TRE_S_3', 'TRE_S_4A', 'TRE_S_5B'])],
  ])('%s', (_label, card) => {
    expect(checkCoachCard(card, BUILT_IN_RULESET)).toEqual([]);
  });
});

describe('each check, failing card → its problem on the field concerned', () => {
  it.each([
    // --- athletes: blocking
    [
      'no athletes',
      duet({ Atletas: [], Reservas: [] }),
      { path: 'Atletas', message: 'checks.noAthletes', severity: 'blocking' },
    ],
    [
      'a solo with 2 athletes',
      { ...techSolo(['TRE_S_1A']), Atletas: [person(1), person(2)] },
      {
        path: 'Atletas',
        message: 'checks.athleteCountExact',
        severity: 'blocking',
        params: { expected: 1, n: 2 },
      },
    ],
    [
      'a duet with 1 athlete',
      duet({ Atletas: [person(101)] }),
      {
        path: 'Atletas',
        message: 'checks.athleteCountExact',
        severity: 'blocking',
        params: { expected: 2, n: 1 },
      },
    ],
    [
      'a team of 3',
      team(3),
      {
        path: 'Atletas',
        message: 'checks.athleteCountRange',
        severity: 'blocking',
        params: { min: 4, max: 8, n: 3 },
      },
    ],
    [
      'a team of 9',
      team(9),
      {
        path: 'Atletas',
        message: 'checks.athleteCountRange',
        severity: 'blocking',
        params: { min: 4, max: 8, n: 9 },
      },
    ],
    [
      'a combination of 11',
      team(11, { Esquema: 'COMBINADO' }),
      {
        path: 'Atletas',
        message: 'checks.athleteCountRange',
        severity: 'blocking',
        params: { min: 4, max: 10, n: 11 },
      },
    ],
    [
      'an athlete row without a name',
      duet({ Atletas: [person(101), { Licenca: 102, Nome: ' ', Ano: 2012 }] }),
      { path: 'Atletas.1.Nome', message: 'checks.incompletePerson', severity: 'blocking' },
    ],
    [
      'a reserve row without a licence',
      duet({ Reservas: [{ Licenca: null, Nome: 'Rita', Ano: 2012 }] }),
      { path: 'Reservas.0.Licenca', message: 'checks.incompletePerson', severity: 'blocking' },
    ],
    [
      'an athlete row without a year',
      duet({ Atletas: [person(101), { Licenca: 102, Nome: 'Bia', Ano: null }] }),
      { path: 'Atletas.1.Ano', message: 'checks.incompletePerson', severity: 'blocking' },
    ],
    [
      'a licence twice among the athletes',
      duet({ Atletas: [person(101), person(101, 'Outra')] }),
      {
        path: 'Atletas.1.Licenca',
        message: 'checks.duplicateLicence',
        severity: 'blocking',
        params: { licence: 101 },
      },
    ],
    [
      'an athlete again as a reserve',
      duet({ Reservas: [person(102)] }),
      {
        path: 'Reservas.0.Licenca',
        message: 'checks.duplicateLicence',
        severity: 'blocking',
        params: { licence: 102 },
      },
    ],
    // --- athletes: warnings
    [
      'a team of 5 (3 missing, 1,5 penalty)',
      team(5),
      {
        path: 'Atletas',
        message: 'checks.teamIncomplete',
        severity: 'warning',
        params: { n: 5, full: 8, missing: 3, penalty: 1.5 },
      },
    ],
    [
      'a solo with 2 reserves',
      { ...techSolo(['TRE_S_1A']), Reservas: [person(7), person(8)] },
      {
        path: 'Reservas',
        message: 'checks.tooManyReserves',
        severity: 'warning',
        params: { max: 1, n: 2 },
      },
    ],
    // --- element counts
    [
      'a JUV duet with 6 hybrids',
      withElements(duet(), (els) => [...els, { ...hybrid(), Ordem: 8 }]),
      {
        path: 'Elementos',
        message: 'checks.elementCount',
        severity: 'warning',
        params: { element: 'HIB', expected: 5, n: 6 },
      },
    ],
    [
      'a JUV duet without its acrobatic',
      withElements(duet(), (els) => els.filter((e) => e.Elemento !== 'ACR')),
      {
        path: 'Elementos',
        message: 'checks.elementCount',
        severity: 'warning',
        params: { element: 'ACR', expected: 1, n: 0 },
      },
    ],
    [
      'a JUN technical solo with 4 TREs',
      techSolo(['TRE_S_1A', 'TRE_S_2B', 'TRE_S_3', 'TRE_S_4A']),
      {
        path: 'Elementos',
        message: 'checks.elementCount',
        severity: 'warning',
        params: { element: 'TRE', expected: 5, n: 4 },
      },
    ],
    // --- TRE order
    [
      'TRE 3 before TRE 2',
      techSolo(['TRE_S_1A', 'TRE_S_3', 'TRE_S_2B', 'TRE_S_4A', 'TRE_S_5B']),
      {
        path: 'Elementos.2.Dificuldade_declarada',
        message: 'checks.treOrder',
        severity: 'warning',
        params: { number: 2, previous: 3 },
      },
    ],
    // --- declaration limits (AS 6.7.12)
    [
      'a hybrid with 6 thrusts',
      withElements(duet(), (els) =>
        replaceAt(els, 0, hybrid('T1', 'T2a', 'TB', 'T3a', 'T4b', 'T1*0.5')),
      ),
      {
        path: 'Elementos.0.Dificuldade_declarada',
        message: 'checks.familyLimit',
        severity: 'warning',
        params: { family: 'T', n: 6, max: 5 },
      },
    ],
    [
      'a hybrid with 6 twists written R, 1R and 2R',
      withElements(duet(), (els) =>
        replaceAt(els, 3, hybrid('R1', '1R2', '2R3', 'RD1', 'RU2', '2R10*0.3')),
      ),
      {
        path: 'Elementos.3.Dificuldade_declarada',
        message: 'checks.familyLimit',
        severity: 'warning',
        params: { family: 'R', n: 6, max: 5 },
      },
    ],
    [
      'a hybrid with S2 four times, two of them ×0.5',
      withElements(duet(), (els) => replaceAt(els, 1, hybrid('S2', 'S2*0.5', 'S2', 'S2*0.5'))),
      {
        path: 'Elementos.1.Dificuldade_declarada',
        message: 'checks.codeLimit',
        severity: 'warning',
        params: { code: 'S2', n: 4, max: 3 },
      },
    ],
    // --- times
    [
      'an element without its end time',
      withElements(duet(), (els) => replaceAt(els, 2, { Tempo_final: '' })),
      { path: 'Elementos.2.Tempo_final', message: 'checks.timeMissing', severity: 'warning' },
    ],
    [
      'an element ending before it starts',
      withElements(duet(), (els) =>
        replaceAt(els, 1, { Tempo_inicial: '0:30', Tempo_final: '0:25' }),
      ),
      {
        path: 'Elementos.1.Tempo_final',
        message: 'checks.timeNotIncreasing',
        severity: 'blocking',
      },
    ],
    [
      'an element starting before the previous one ends',
      withElements(duet(), (els) => replaceAt(els, 1, { Tempo_inicial: '0:15' })),
      {
        path: 'Elementos.1.Tempo_inicial',
        message: 'checks.timeOverlap',
        severity: 'warning',
        params: { previous: 1, end: '0:20' },
      },
    ],
    [
      'a JUV duet ending at 2:36 (limit 2:30 + 5 s)',
      withElements(duet(), (els) =>
        replaceAt(els, 6, { Tempo_inicial: '2:20', Tempo_final: '2:36' }),
      ),
      {
        path: 'Elementos.6.Tempo_final',
        message: 'checks.timeLimit',
        severity: 'warning',
        params: { end: '2:36', limit: '2:30', allowance: 5 },
      },
    ],
  ] as const)('%s', (_label, card, problem) => {
    expect(simplify(card as CheckableCoachCard)).toContainEqual(problem);
  });
});

describe('edges the checks must not flag', () => {
  it('a team of 4 to 7 is a warning, not a blocker; 8 is clean', () => {
    for (const n of [4, 7]) {
      expect(listSubmitBlockers(team(n), BUILT_IN_RULESET)).toEqual([]);
      expect(checkCoachCard(team(n), BUILT_IN_RULESET).map((c) => c.message)).toEqual([
        'checks.teamIncomplete',
      ]);
    }
    expect(checkCoachCard(team(8), BUILT_IN_RULESET)).toEqual([]);
  });

  it('a combination of 4 to 10 is fine (no missing-athlete warning)', () => {
    const combo = (n: number) =>
      team(n, {
        Esquema: 'COMBINADO',
        Elementos: timed([
          ...Array.from({ length: 4 }, () => hybrid()),
          ...['A-Sq', 'B-Fl', 'C-Ro'].map((c) => ({
            Elemento: 'ACR',
            Dificuldade_declarada: codes(c),
          })),
          { Elemento: 'ChoHy' },
          { Elemento: 'ACR', Dificuldade_declarada: codes('P-Bal') },
        ]),
      });
    expect(checkCoachCard(combo(4), BUILT_IN_RULESET)).toEqual([]);
    expect(checkCoachCard(combo(10), BUILT_IN_RULESET)).toEqual([]);
  });

  it('5 of a family and 3 of a code (suffixes folded in) are allowed', () => {
    const card = withElements(duet(), (els) =>
      replaceAt(els, 0, hybrid('T1', 'T1*0.5', 'T1*0.3', 'T2a', 'TB', 'S2')),
    );
    expect(checkCoachCard(card, BUILT_IN_RULESET)).toEqual([]);
  });

  it('6 of a family across two hybrids is two hybrids within the limit', () => {
    const card = withElements(duet(), (els) =>
      replaceAt(replaceAt(els, 0, hybrid('T1', 'T2a', 'TB')), 1, hybrid('T1', 'T2a', 'TB')),
    );
    expect(checkCoachCard(card, BUILT_IN_RULESET)).toEqual([]);
  });

  it('the routine may end up to 5 s after its limit', () => {
    const card = withElements(duet(), (els) =>
      replaceAt(els, 6, { Tempo_inicial: '2:20', Tempo_final: '2:35' }),
    );
    expect(checkCoachCard(card, BUILT_IN_RULESET)).toEqual([]);
  });

  it('an element may start exactly when the previous one ends', () => {
    const card = withElements(duet(), (els) => replaceAt(els, 1, { Tempo_inicial: '0:20' }));
    expect(checkCoachCard(card, BUILT_IN_RULESET)).toEqual([]);
  });

  it('elements are taken in the order they are swum (Ordem), whatever the list order', () => {
    const card = techSolo(['TRE_S_1A', 'TRE_S_2B', 'TRE_S_3', 'TRE_S_4A', 'TRE_S_5B']);
    const reversed = { ...card, Elementos: [...card.Elementos].reverse() };
    expect(checkCoachCard(reversed, BUILT_IN_RULESET)).toEqual([]);
  });

  it('Masters: the single Execução element is not counted against a composition', () => {
    const mas: CheckableCoachCard = {
      Categoria: 'MAS',
      Esquema: 'COMBINADO',
      Atletas: [4, 5, 6, 7].map((n) => person(n, 'M', 1980)),
      Reservas: [],
      Elementos: [{ Elemento: 'Execução', Ordem: 1, Tempo_inicial: '0:00', Tempo_final: '3:00' }],
    };
    expect(checkCoachCard(mas, BUILT_IN_RULESET)).toEqual([]);
  });

  it('blocking problems come first', () => {
    // A seventh hybrid without times (3 warnings) on a card without athletes (1 blocker).
    const card = withElements(duet({ Atletas: [] }), (els) => [...els, { ...hybrid(), Ordem: 9 }]);
    expect(checkCoachCard(card, BUILT_IN_RULESET).map((c) => c.severity)).toEqual([
      'blocking',
      'warning',
      'warning',
      'warning',
    ]);
  });
});

describe('severity: only an unscorable card is refused', () => {
  it('a card with only warnings has no blocker', () => {
    const card = withElements(team(6), (els) =>
      replaceAt(els, 0, { ...hybrid('T1', 'T2a', 'TB', 'T3a', 'T4b', 'T5a'), Tempo_final: '' }),
    );
    expect(checkCoachCard(card, BUILT_IN_RULESET).length).toBeGreaterThan(2);
    expect(listSubmitBlockers(card, BUILT_IN_RULESET)).toEqual([]);
  });

  it('the blockers of a card with no athletes, a licence twice and 3 reserves on a solo', () => {
    expect(listSubmitBlockers(duet({ Atletas: [] }), BUILT_IN_RULESET).map((c) => c.path)).toEqual([
      'Atletas',
    ]);
    const twice = duet({ Atletas: [person(1), person(1)] });
    expect(listSubmitBlockers(twice, BUILT_IN_RULESET).map((c) => c.path)).toEqual([
      'Atletas.1.Licenca',
    ]);
  });

  // How a half-filled row reaches the checks: the form drops rows left completely blank (an
  // unused reserve slot) and sends the others; the wire schema refuses a row without licence,
  // name or year in any state, so a draft with a half-filled row is not stored either (the form
  // shows the field error beside the row). The checks flag the same row live, as a blocker.
  it('an incomplete row is a blocker here and is refused by the wire schema even in a draft', () => {
    const half = { Licenca: 102, Nome: 'Bia', Ano: null };
    expect(listSubmitBlockers(duet({ Atletas: [person(101), half] }), BUILT_IN_RULESET)).toEqual([
      { path: 'Atletas.1.Ano', message: 'checks.incompletePerson', severity: 'blocking' },
    ]);
    expect(coachCardPersonSchema.safeParse(half).success).toBe(false);
  });
});

describe('helpers', () => {
  it.each([
    ['T1*0.5', 'T1', 'T'],
    ['2R10*0.3', '2R10', 'R'],
    ['RU3', 'RU3', 'R'],
    ['C4+', 'C4+', 'C'],
    ['SCD2', 'SCD2', 'S'],
    ['F8a', 'F8a', 'F'],
    ['A2b*0.5', 'A2b', 'A'],
    ['P-Bal', 'P-Bal', null],
  ])('%s → base %s, family %s', (code, base, family) => {
    expect(getBaseHybridCode(code)).toBe(base);
    expect(getHybridFamily(code, BUILT_IN_RULESET)).toBe(family);
  });

  it.each([
    ['TRE_S_1A', 1],
    ['TRE_T_3B', 3],
    ['TRE_MDT_5', 5],
    ['T1', null],
  ])('TRE number of %s is %s', (code, n) => {
    expect(getTreNumber(code, BUILT_IN_RULESET)).toBe(n);
  });

  it.each([
    ['0:00', 0],
    ['2:35', 155],
    ['', null],
    ['2:75', null],
  ])('time %s is %s s', (time, seconds) => {
    expect(parseRoutineTime(time)).toBe(seconds);
  });
});
