/**
 * Enumerations of the spec (section 3) with their exact wire strings, and
 * display labels. Labels a user reads are also available as i18n keys.
 */

/** Events scored as figures / technical elements (one athlete per sheet). */
export const FIGURE_EVENT_TYPES = [
  'Figuras',
  'Elementos Tecnicos',
  'Elementos Equipa Tecnica',
] as const;
export type FigureEventType = (typeof FIGURE_EVENT_TYPES)[number];

/** Events scored from a coach card (routines). */
export const ROUTINE_TYPES = [
  'SOLO TECNICO',
  'DUETO TECNICO',
  'DUETO MISTO TECNICO',
  'EQUIPA TECNICA',
  'SOLO LIVRE',
  'DUETO LIVRE',
  'DUETO MISTO LIVRE',
  'EQUIPA LIVRE',
  'COMBINADO',
] as const;
export type RoutineType = (typeof ROUTINE_TYPES)[number];

/** Every event type, in the spec's order: the figure events, then the routines. */
export const EVENT_TYPES = [...FIGURE_EVENT_TYPES, ...ROUTINE_TYPES] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * What a person reads for an event type: the stored codes carry no accents ('SOLO TECNICO'), the
 * pages, PDFs and spreadsheets show 'Solo Técnico' (Portuguese) or 'Technical Solo' (English).
 */
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, { pt: string; en: string }>> = {
  Figuras: { pt: 'Figuras', en: 'Figures' },
  'Elementos Tecnicos': { pt: 'Elementos Técnicos', en: 'Technical Elements' },
  'Elementos Equipa Tecnica': { pt: 'Elementos Equipa Técnica', en: 'Team Technical Elements' },
  'SOLO TECNICO': { pt: 'Solo Técnico', en: 'Technical Solo' },
  'DUETO TECNICO': { pt: 'Dueto Técnico', en: 'Technical Duet' },
  'DUETO MISTO TECNICO': { pt: 'Dueto Misto Técnico', en: 'Mixed Technical Duet' },
  'EQUIPA TECNICA': { pt: 'Equipa Técnica', en: 'Technical Team' },
  'SOLO LIVRE': { pt: 'Solo Livre', en: 'Free Solo' },
  'DUETO LIVRE': { pt: 'Dueto Livre', en: 'Free Duet' },
  'DUETO MISTO LIVRE': { pt: 'Dueto Misto Livre', en: 'Mixed Free Duet' },
  'EQUIPA LIVRE': { pt: 'Equipa Livre', en: 'Free Team' },
  COMBINADO: { pt: 'Combinado', en: 'Free Combination' },
};

/** The display name of an event type code ('SOLO TECNICO' → 'Solo Técnico'); an unknown code as is. */
export function eventTypeLabel(type: string, language: 'pt' | 'en' = 'pt'): string {
  const labels = (EVENT_TYPE_LABELS as Readonly<Record<string, { pt: string; en: string }>>)[type];
  return labels ? labels[language] : type;
}

export const TECHNICAL_ROUTINES = [
  'SOLO TECNICO',
  'DUETO TECNICO',
  'DUETO MISTO TECNICO',
  'EQUIPA TECNICA',
] as const satisfies readonly RoutineType[];

export const SOLO_ROUTINES = [
  'SOLO TECNICO',
  'SOLO LIVRE',
] as const satisfies readonly RoutineType[];
export const DUET_ROUTINES = [
  'DUETO TECNICO',
  'DUETO MISTO TECNICO',
  'DUETO LIVRE',
  'DUETO MISTO LIVRE',
] as const satisfies readonly RoutineType[];
export const TEAM_ROUTINES = [
  'EQUIPA TECNICA',
  'EQUIPA LIVRE',
  'COMBINADO',
] as const satisfies readonly RoutineType[];

export function isFigureEvent(type: string): type is FigureEventType {
  return (FIGURE_EVENT_TYPES as readonly string[]).includes(type);
}

export function isRoutineType(type: string): type is RoutineType {
  return (ROUTINE_TYPES as readonly string[]).includes(type);
}

export function isTechnicalRoutine(type: string): boolean {
  return (TECHNICAL_ROUTINES as readonly string[]).includes(type);
}

export function isSoloRoutine(type: string): boolean {
  return (SOLO_ROUTINES as readonly string[]).includes(type);
}

export function isDuetRoutine(type: string): boolean {
  return (DUET_ROUTINES as readonly string[]).includes(type);
}

export function isTeamRoutine(type: string): boolean {
  return (TEAM_ROUTINES as readonly string[]).includes(type);
}

export const CATEGORIES = ['INF', 'JUV', 'JUN', 'ABS', 'MAS'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category labels: Portuguese (federation) and English (as on the legacy entry form). */
export const CATEGORY_LABELS: Readonly<Record<Category, { pt: string; en: string }>> = {
  INF: { pt: 'Infantil', en: '12 and under' },
  JUV: { pt: 'Juvenil', en: 'Youth' },
  JUN: { pt: 'Júnior', en: 'Junior' },
  ABS: { pt: 'Absoluto', en: 'Senior' },
  MAS: { pt: 'Masters', en: 'Masters' },
};

/** Categories that swim figures (and whose routine totals add figure points). */
export const FIGURE_CATEGORIES = ['INF', 'JUV'] as const satisfies readonly Category[];
/** Categories that swim technical elements instead of figures. */
export const ELEMENT_CATEGORIES = ['JUN', 'ABS', 'MAS'] as const satisfies readonly Category[];
export const DEFAULT_FIGURE_CATEGORY: Category = 'INF';
export const DEFAULT_ELEMENT_CATEGORY: Category = 'MAS';

export function isFigureCategory(category: string): boolean {
  return (FIGURE_CATEGORIES as readonly string[]).includes(category);
}

export const ELEMENT_TYPES = ['HIB', 'TRE', 'TRA', 'ACR', 'SuCon', 'ChoHy'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The single element of a Masters coach card. */
export const MASTERS_ELEMENT = 'Execução';
/** What the Elemento field of a coach card element may hold. */
export const ELEMENT_NAMES = [...ELEMENT_TYPES, MASTERS_ELEMENT] as const;
export type ElementName = (typeof ELEMENT_NAMES)[number];

export const ELEMENT_TYPE_LABELS: Readonly<Record<ElementType, { pt: string; en: string }>> = {
  HIB: { pt: 'Híbrido', en: 'Hybrid' },
  TRE: { pt: 'Elemento técnico obrigatório', en: 'Technical required element' },
  TRA: { pt: 'Transição', en: 'Transition' },
  ACR: { pt: 'Acrobacia', en: 'Acrobatics' },
  SuCon: { pt: 'Ligação de superfície', en: 'Surface connection' },
  ChoHy: { pt: 'Híbrido coreográfico', en: 'Choreographic hybrid' },
};

/**
 * The technical controllers' call on a routine element (AS 6.7.7, 6.7.9, 6.7.10): performed as
 * declared; 'NB' a hybrid or acrobatic not performed as declared, scored on its base mark;
 * 'Omitido' a TRE omitted, wrong or swum out of the declared order, scored 0.
 */
export const ROUTINE_CALLS = ['Declarado', 'NB', 'Omitido'] as const;
export type RoutineCall = (typeof ROUTINE_CALLS)[number];
export const DEFAULT_ROUTINE_CALL: RoutineCall = 'Declarado';

export const ACRO_GROUPS = ['A', 'B', 'C', 'P', 'Pair'] as const;
export type AcroGroup = (typeof ACRO_GROUPS)[number];
/** Group value stored when an element has no group. */
export const NO_GROUP = 'none';

export const PENALTY_NAMES = [
  'Número de elementos',
  'Desfile',
  'Tempo do Cais',
  'Tempo do Esquema',
  'AS18.3.4',
  'AS18.3.5',
  'AS18.3.6',
  'AS18.3.7',
  'AS18.3.8',
  'AS18.5.1',
] as const;
export type PenaltyName = (typeof PENALTY_NAMES)[number];
/** The one listed penalty that is counted (0-4) instead of ticked. */
export const MISSING_ATHLETE_PENALTY: PenaltyName = 'Número de elementos';

export const COACH_CARD_STATES = ['Rascunho', 'Submetido', 'Verificado'] as const;
export type CoachCardState = (typeof COACH_CARD_STATES)[number];
export const INITIAL_COACH_CARD_STATE: CoachCardState = 'Rascunho';

export const COACH_CARD_STATE_LABELS: Readonly<Record<CoachCardState, { pt: string; en: string }>> =
  {
    Rascunho: { pt: 'Rascunho', en: 'Draft' },
    Submetido: { pt: 'Submetido', en: 'Submitted' },
    Verificado: { pt: 'Verificado', en: 'Verified' },
  };

export const ROLES = ['admin', 'referee', 'clube'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, { pt: string; en: string }>> = {
  admin: { pt: 'Administrador', en: 'Administrator' },
  referee: { pt: 'Juiz-árbitro', en: 'Referee' },
  clube: { pt: 'Clube', en: 'Club' },
};

/** Judge panel sizes allowed per competition. */
export const PANEL_SIZES = [5, 6, 7] as const;
export type PanelSize = (typeof PANEL_SIZES)[number];
export const MIN_JUDGES = 5;
export const MAX_JUDGES = 7;

/**
 * The step of a panel's marks (ADR 027): tenths (7,3) or quarter points (7,25). Set per panel on
 * the competition; 0.1 when a competition does not say.
 */
export const SCORE_STEPS = [0.1, 0.25] as const;
export type ScoreStep = (typeof SCORE_STEPS)[number];
export const DEFAULT_SCORE_STEP: ScoreStep = 0.1;

/** Label shown instead of a position for an extra-competition entry. */
export const EXTRA_LABEL = 'Extra';
