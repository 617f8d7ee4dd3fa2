/**
 * Checks of a club entry against its competition, shared by the server
 * (which refuses a bad entry) and the forms (which show the same message).
 * Each problem names its field path and an i18n key.
 */
import type { Category, ElementName, EventType, RoutineType } from '../core/enums.ts';
import { CATEGORIES, MASTERS_ELEMENT, isRoutineType } from '../core/enums.ts';
import {
  canAddBonus,
  getFigureEventForCategory,
  hasDifficultyCodes,
  listElementTypes,
  listRoutineChoices,
} from '../core/forms.ts';

export interface EntryProblem {
  readonly path: string;
  readonly message: string;
}

interface OrderLike {
  readonly Ordem: readonly { readonly Tipo: EventType; readonly Categoria: Category }[];
}

function hasEvent(competition: OrderLike, tipo: EventType, categoria: Category): boolean {
  return competition.Ordem.some((o) => o.Tipo === tipo && o.Categoria === categoria);
}

/** Categories a coach card may be for: those with a routine event in the competition (issue 38). */
export function listCoachCardCategories(competition: OrderLike): Category[] {
  return CATEGORIES.filter((category) =>
    competition.Ordem.some((o) => o.Categoria === category && isRoutineType(o.Tipo)),
  );
}

/**
 * Categories a figure entry may be for: those whose figures / technical elements event is in the
 * competition (issue 38).
 */
export function listFigureEntryCategories(competition: OrderLike): Category[] {
  return CATEGORIES.filter((category) =>
    hasEvent(competition, getFigureEventForCategory(category), category),
  );
}

function findDuplicateLicences(
  people: readonly { readonly Licenca: number }[],
  field: string,
): EntryProblem[] {
  const seen = new Set<number>();
  const problems: EntryProblem[] = [];
  people.forEach((p, i) => {
    if (seen.has(p.Licenca))
      problems.push({ path: `${field}.${i}.Licenca`, message: 'errors.duplicateLicence' });
    seen.add(p.Licenca);
  });
  return problems;
}

/** A coach card's routine must be an event of the competition, its elements allowed for its category. */
export function checkCoachCardEntry(
  card: {
    readonly Categoria: Category;
    readonly Esquema: EventType;
    readonly Atletas: readonly { readonly Licenca: number }[];
    readonly Reservas: readonly { readonly Licenca: number }[];
    readonly Elementos: readonly {
      readonly Elemento: string;
      readonly Dificuldade_declarada?: readonly unknown[];
      readonly Bonus?: readonly unknown[];
    }[];
  },
  competition: OrderLike,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const routines: readonly EventType[] = listRoutineChoices(competition.Ordem);
  // A category with no routine event at all is named itself; otherwise the routine is (issue 38).
  if (!listCoachCardCategories(competition).includes(card.Categoria)) {
    problems.push({ path: 'Categoria', message: 'errors.categoryHasNoRoutines' });
  } else if (
    !routines.includes(card.Esquema) ||
    !hasEvent(competition, card.Esquema, card.Categoria)
  ) {
    problems.push({ path: 'Esquema', message: 'errors.routineNotInCompetition' });
  }
  if (card.Categoria === 'MAS') {
    if (card.Elementos.length !== 1 || card.Elementos[0]?.Elemento !== MASTERS_ELEMENT) {
      problems.push({ path: 'Elementos', message: 'errors.mastersSingleElement' });
    }
  } else {
    const allowed: readonly string[] = listElementTypes(card.Categoria);
    card.Elementos.forEach((el, i) => {
      if (!allowed.includes(el.Elemento)) {
        problems.push({ path: `Elementos.${i}.Elemento`, message: 'errors.elementNotAllowed' });
      }
    });
  }
  // The form offers no difficulty codes for TRA, SuCon, ChoHy and Execução, and no bonus on
  // solo and duet routines (spec section 5): the server refuses what the form cannot produce,
  // because either would add to the declared difficulty.
  card.Elementos.forEach((el, i) => {
    if (
      (el.Dificuldade_declarada?.length ?? 0) > 0 &&
      !hasDifficultyCodes(el.Elemento as ElementName)
    ) {
      problems.push({
        path: `Elementos.${i}.Dificuldade_declarada`,
        message: 'errors.codesNotAllowed',
      });
    }
    if (
      (el.Bonus?.length ?? 0) > 0 &&
      !canAddBonus(el.Elemento as ElementName, card.Esquema as RoutineType)
    ) {
      problems.push({ path: `Elementos.${i}.Bonus`, message: 'errors.bonusNotAllowed' });
    }
  });
  problems.push(...findDuplicateLicences([...card.Atletas, ...card.Reservas], 'Atletas'));
  return problems;
}

/** A figure entry's category must have its figures/technical elements event in the competition. */
export function checkFigureEntry(
  entry: {
    readonly Categoria: Category;
    readonly Atletas: readonly { readonly Licenca: number }[];
  },
  competition: OrderLike,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (!listFigureEntryCategories(competition).includes(entry.Categoria)) {
    problems.push({ path: 'Categoria', message: 'errors.categoryNotInCompetition' });
  }
  problems.push(...findDuplicateLicences(entry.Atletas, 'Atletas'));
  return problems;
}
