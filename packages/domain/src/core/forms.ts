/**
 * Form rules shared by the web forms and the server (spec sections 4 and 5).
 */
import type {
  Category,
  ElementName,
  ElementType,
  EventType,
  FigureEventType,
  PanelSize,
  RoutineType,
} from './enums.ts';
import {
  ACRO_GROUPS,
  ELEMENT_TYPES,
  MASTERS_ELEMENT,
  NO_GROUP,
  isDuetRoutine,
  isFigureEvent,
  isFigureCategory,
  isRoutineType,
  isSoloRoutine,
  isTeamRoutine,
} from './enums.ts';
import { listHybridCodes, listBonusCodes } from '../ruleset/hybrid.ts';
import type { CodeOption } from '../ruleset/ids.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { listTreCodes } from '../ruleset/tre.ts';
import { getBaseMark, computeElementTotal } from '../coach-card/scoring.ts';
import { JUDGE_COLUMNS } from './trimmed-mean.ts';
import type { JudgeColumn } from './trimmed-mean.ts';

/** Rows of athletes and reserves a routine starts with. */
export interface PeopleSlots {
  readonly athletes: number;
  readonly reserves: number;
  /** Team, free team and combined: athletes and reserves are added by hand. */
  readonly addedByHand: boolean;
}

/** Solo 1 + 1, duets 2 + 2, teams/combined empty (added by hand). */
export function getPeopleSlots(routine: RoutineType): PeopleSlots {
  if (isSoloRoutine(routine)) return { athletes: 1, reserves: 1, addedByHand: false };
  if (isDuetRoutine(routine)) return { athletes: 2, reserves: 2, addedByHand: false };
  return { athletes: 0, reserves: 0, addedByHand: true };
}

export interface CoachCardHeader {
  readonly category?: Category | null | '';
  readonly routine?: RoutineType | null | '';
  readonly theme?: string | null;
}

function isHeaderComplete(h: CoachCardHeader): boolean {
  return Boolean(h.category) && Boolean(h.routine) && (h.theme ?? '').trim() !== '';
}

/** Add Athlete/Reserve: team routines only, once category, routine and theme are set. */
export function canAddPeople(header: CoachCardHeader): boolean {
  return isHeaderComplete(header) && Boolean(header.routine) && isTeamRoutine(header.routine ?? '');
}

/** Save/submit need category, routine, theme and at least one element, and no request running. */
export function canSaveCoachCard(
  header: CoachCardHeader & { readonly elementCount: number; readonly pending?: boolean },
): boolean {
  return !header.pending && isHeaderComplete(header) && header.elementCount > 0;
}

/** Only the last element of a coach card can be removed. */
export function canRemoveElement(index: number, elementCount: number): boolean {
  return elementCount > 0 && index === elementCount - 1;
}

/** Routine choices: distinct routine types of the competition order, in order (no figure events). */
export function listRoutineChoices(order: readonly { readonly Tipo: EventType }[]): RoutineType[] {
  const seen: RoutineType[] = [];
  for (const item of order) {
    if (isFigureEvent(item.Tipo) || !isRoutineType(item.Tipo)) continue;
    if (!seen.includes(item.Tipo)) seen.push(item.Tipo);
  }
  return seen;
}

/** Element types offered: all but TRE for INF and JUV; Masters have the fixed 'Execução' only. */
export function listElementTypes(category: Category): ElementType[] {
  if (category === 'MAS') return [];
  if (isFigureCategory(category)) return ELEMENT_TYPES.filter((t) => t !== 'TRE');
  return [...ELEMENT_TYPES];
}

/** Groups offered for an element type: acrobatic groups for ACR, none otherwise. */
export function listElementGroups(element: ElementName): readonly string[] {
  return element === 'ACR' ? ACRO_GROUPS : [];
}

/** A new element of a type (changing type clears group, codes and bonus). */
export function createElementDefaults(
  element: ElementName,
  routine: RoutineType | null,
  group: string = NO_GROUP,
) {
  const baseMark = getBaseMark({ element, routine, group });
  return {
    Elemento: element,
    Grupo: group,
    Nota_base: baseMark,
    Dificuldade_declarada: [] as { Codigo_cc: string; Valor: number }[],
    Bonus: [] as { Codigo_cc: string; Valor: number }[],
    Total: computeElementTotal({ element, baseMark }),
  };
}

/** Elements a card starts with when its category is chosen: Masters get one 'Execução'. */
export function createInitialElements(category: Category) {
  if (category !== 'MAS') return [];
  return [
    {
      Tempo_inicial: '',
      Tempo_final: '',
      Ordem: 1,
      ...createElementDefaults(MASTERS_ELEMENT, null),
    },
  ];
}

const NO_CODES: readonly ElementName[] = ['TRA', 'SuCon', 'ChoHy', MASTERS_ELEMENT];

/** Whether the element declares difficulty codes at all. */
export function hasDifficultyCodes(element: ElementName): boolean {
  return !NO_CODES.includes(element);
}

/** ACR codes and values are typed freely; TRE and HIB come from lists. */
export function isFreeCodeEntry(element: ElementName): boolean {
  return element === 'ACR';
}

/**
 * Whether the "add difficulty code" button shows: hidden for solo and duet
 * routines and for SuCon, ChoHy, TRA (the first code row is always there
 * for an element that declares codes).
 */
export function canAddDifficultyCode(element: ElementName, routine: RoutineType): boolean {
  return hasDifficultyCodes(element) && !isSoloRoutine(routine) && !isDuetRoutine(routine);
}

/** Whether the "add bonus" button shows: same rule as difficulty codes. */
export function canAddBonus(element: ElementName, routine: RoutineType): boolean {
  return canAddDifficultyCode(element, routine);
}

/** Difficulty-code list: TRE by routine type, HIB from the hybrid table, ACR free entry (empty). */
export function listDifficultyCodes(
  element: ElementName,
  routine: RoutineType,
  ruleset: Ruleset,
): CodeOption[] {
  if (element === 'TRE') return listTreCodes(routine, ruleset);
  if (element === 'HIB') return listHybridCodes(ruleset);
  return [];
}

/** Bonus list: the pair-code table 1PC..11PC. */
export function listBonusOptions(ruleset: Ruleset): CodeOption[] {
  return listBonusCodes(ruleset);
}

/** Figure-result event of a category: JUN/ABS 'Elementos Equipa Tecnica', MAS 'Elementos Tecnicos', else 'Figuras'. */
export function getFigureEventForCategory(category: Category): FigureEventType {
  if (category === 'JUN' || category === 'ABS') return 'Elementos Equipa Tecnica';
  if (category === 'MAS') return 'Elementos Tecnicos';
  return 'Figuras';
}

/** Judge columns shown: J1..J5 always, J6 with 6 or more judges, J7 with 7. */
export function getJudgeColumns(panelSize: PanelSize): JudgeColumn[] {
  return JUDGE_COLUMNS.slice(0, panelSize);
}

/** Figure penalties are hidden for JUV (Youth: a failed figure scores 0, no retry). */
export function isFigurePenaltyShown(category: Category): boolean {
  return category !== 'JUV';
}

/** Blank rows of a figure-result sheet from the competition's figures or technical elements. */
export function buildBlankFigureSheet(
  competition: {
    readonly Figuras: readonly { Nome: string; Valor: number; Category: Category }[];
    readonly ElementosTecnicos: readonly { Nome: string; Valor: number; Category: Category }[];
  },
  category: Category,
): { Name: string; FP_val: number; Penalties: number }[] {
  const source =
    getFigureEventForCategory(category) === 'Figuras'
      ? competition.Figuras
      : competition.ElementosTecnicos;
  return source
    .filter((f) => f.Category === category)
    .map((f) => ({ Name: f.Nome, FP_val: f.Valor, Penalties: 0 }));
}

/** Drop athlete/reserve rows left completely empty (e.g. an unused reserve slot). */
export function dropBlankPeople<
  P extends { Nome?: string | null; Licenca?: number | null; Ano?: number | null },
>(people: readonly P[]): P[] {
  return people.filter(
    (p) => (p.Nome ?? '').trim() !== '' || (p.Licenca ?? 0) !== 0 || (p.Ano ?? 0) !== 0,
  );
}
