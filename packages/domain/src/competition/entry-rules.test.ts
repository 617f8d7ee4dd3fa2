import { describe, expect, it } from 'vitest';
import {
  checkCoachCardEntry,
  checkFigureEntry,
  listCoachCardCategories,
  listFigureEntryCategories,
} from './entry-rules.ts';

const competition = {
  Ordem: [
    { Tipo: 'Figuras', Categoria: 'INF' },
    { Tipo: 'Elementos Tecnicos', Categoria: 'MAS' },
    { Tipo: 'DUETO LIVRE', Categoria: 'JUV' },
    { Tipo: 'SOLO TECNICO', Categoria: 'JUN' },
    { Tipo: 'COMBINADO', Categoria: 'MAS' },
  ],
} as const;
const person = (Licenca: number) => ({ Licenca });
const card = (over: Partial<Parameters<typeof checkCoachCardEntry>[0]> = {}) => ({
  Categoria: 'JUV' as const,
  Esquema: 'DUETO LIVRE' as const,
  Atletas: [person(1), person(2)],
  Reservas: [person(3)],
  Elementos: [{ Elemento: 'HIB' }, { Elemento: 'ACR' }],
  ...over,
});

describe('coach card entry against its competition', () => {
  it('accepts a card of an event of the competition', () => {
    expect(checkCoachCardEntry(card(), competition)).toEqual([]);
  });
  it.each([
    [{ Esquema: 'EQUIPA LIVRE' as const }, 'Esquema', 'errors.routineNotInCompetition'],
    [{ Categoria: 'ABS' as const }, 'Categoria', 'errors.categoryHasNoRoutines'],
    // INF has figures only: a figures event does not make a category a routine one.
    [{ Categoria: 'INF' as const }, 'Categoria', 'errors.categoryHasNoRoutines'],
    [
      { Esquema: 'Elementos Tecnicos' as const, Categoria: 'MAS' as const },
      'Esquema',
      'errors.routineNotInCompetition',
    ],
    [
      { Elementos: [{ Elemento: 'HIB' }, { Elemento: 'TRE' }] },
      'Elementos.1.Elemento',
      'errors.elementNotAllowed',
    ],
    [{ Reservas: [person(2)] }, 'Atletas.2.Licenca', 'errors.duplicateLicence'],
  ])('%o → %s %s', (over, path, message) => {
    expect(checkCoachCardEntry(card(over), competition)).toContainEqual({ path, message });
  });
  it('Masters: exactly one Execução element', () => {
    const mas = { Categoria: 'MAS' as const, Esquema: 'COMBINADO' as const };
    expect(
      checkCoachCardEntry(card({ ...mas, Elementos: [{ Elemento: 'Execução' }] }), competition),
    ).toEqual([]);
    expect(
      checkCoachCardEntry(card({ ...mas, Elementos: [{ Elemento: 'HIB' }] }), competition),
    ).toEqual([{ path: 'Elementos', message: 'errors.mastersSingleElement' }]);
  });
  it('no bonus on solo and duet routines; bonuses stay allowed in teams', () => {
    const code = { Codigo_cc: '2PC', Valor: 0.4 };
    const duet = card({ Elementos: [{ Elemento: 'HIB', Bonus: [code] }] });
    expect(checkCoachCardEntry(duet, competition)).toEqual([
      { path: 'Elementos.0.Bonus', message: 'errors.bonusNotAllowed' },
    ]);
    const team = card({
      Esquema: 'EQUIPA LIVRE',
      Elementos: [{ Elemento: 'HIB', Bonus: [code] }],
    });
    const withTeam = {
      Ordem: [...competition.Ordem, { Tipo: 'EQUIPA LIVRE' as const, Categoria: 'JUV' as const }],
    };
    expect(checkCoachCardEntry(team, withTeam)).toEqual([]);
  });
  it.each(['TRA', 'SuCon', 'ChoHy'])('%s declares no difficulty codes', (Elemento) => {
    const c = card({
      Elementos: [{ Elemento, Dificuldade_declarada: [{ Codigo_cc: 'T1', Valor: 0.45 }] }],
    });
    expect(checkCoachCardEntry(c, competition)).toEqual([
      { path: 'Elementos.0.Dificuldade_declarada', message: 'errors.codesNotAllowed' },
    ]);
  });
  it('TRE is allowed from JUN up', () => {
    const jun = card({
      Categoria: 'JUN',
      Esquema: 'SOLO TECNICO',
      Elementos: [{ Elemento: 'TRE' }],
    });
    expect(checkCoachCardEntry(jun, competition)).toEqual([]);
  });
});

describe('categories an entry is offered (issue 38)', () => {
  it('a coach card: the categories with a routine event; a figure entry: those with their figures event', () => {
    expect(listCoachCardCategories(competition)).toEqual(['JUV', 'JUN', 'MAS']);
    expect(listFigureEntryCategories(competition)).toEqual(['INF', 'MAS']);
    expect(listCoachCardCategories({ Ordem: [] })).toEqual([]);
  });
  it('ABS technical elements count for ABS figure entries, INF figures do not count for JUV', () => {
    const order = {
      Ordem: [
        { Tipo: 'Elementos Equipa Tecnica', Categoria: 'ABS' },
        { Tipo: 'Figuras', Categoria: 'INF' },
        { Tipo: 'Figuras', Categoria: 'ABS' },
      ],
    } as const;
    expect(listFigureEntryCategories(order)).toEqual(['INF', 'ABS']);
  });
});

describe('figure entry against its competition', () => {
  it('accepts a category whose figure event is in the order, refuses others', () => {
    expect(checkFigureEntry({ Categoria: 'INF', Atletas: [person(1)] }, competition)).toEqual([]);
    expect(checkFigureEntry({ Categoria: 'MAS', Atletas: [person(1)] }, competition)).toEqual([]);
    expect(checkFigureEntry({ Categoria: 'JUV', Atletas: [person(1)] }, competition)).toEqual([
      { path: 'Categoria', message: 'errors.categoryNotInCompetition' },
    ]);
  });
  it('refuses a licence entered twice', () => {
    expect(
      checkFigureEntry({ Categoria: 'INF', Atletas: [person(7), person(7)] }, competition),
    ).toEqual([{ path: 'Atletas.1.Licenca', message: 'errors.duplicateLicence' }]);
  });
});
