/**
 * What an ISS card says about its event and age group, mapped to this app's routine types and
 * categories (issue 39): 12 & Under → INF, Youth → JUV, Junior → JUN, Senior → ABS, Masters → MAS;
 * Solo / Duet / Mixed Duet / Team, Technical or Free in either word order ('Team Tech',
 * 'PRELIMS -- Team Free'), Combo → COMBINADO. What the card leaves open is settled by the
 * competition's events (its one event of that routine) or by the form's choice.
 */
import type { Category, EventType, RoutineType } from '../../core/enums.ts';
import { CATEGORIES, CATEGORY_LABELS, ROUTINE_TYPES, eventTypeLabel } from '../../core/enums.ts';
import type { IssHeader, IssProblem } from './types.ts';

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/gu, ' ').trim();
}

type Reading<T> =
  | { readonly kind: 'absent' }
  | { readonly kind: 'unknown'; readonly text: string }
  | { readonly kind: 'unsupported'; readonly text: string }
  | { readonly kind: 'found'; readonly values: readonly T[] };

/** The categories an age group names (two for 'JR/SR'); absent, or unknown. */
export function readAgeGroup(text: string | null): Reading<Category> {
  if (text === null || text.trim() === '') return { kind: 'absent' };
  const t = plain(text);
  const found = new Set<Category>();
  if (/\b12\b.*\b(UNDER|U)\b|\b12 ?U\b|\bU ?12\b|\bINFANT/u.test(t)) found.add('INF');
  if (/\bYOUTH\b|\b13 ?[-–] ?15\b|\bJUVENI/u.test(t)) found.add('JUV');
  if (/\bJUNIOR|\bJR\b|\bJUN\b/u.test(t)) found.add('JUN');
  if (/\bSENIOR|\bSR\b|\bABSOLUT|\bABS\b|\bOPEN\b/u.test(t)) found.add('ABS');
  if (/\bMASTER/u.test(t)) found.add('MAS');
  return found.size > 0 ? { kind: 'found', values: [...found] } : { kind: 'unknown', text };
}

/** The routine types an event names (both styles when it says neither technical nor free). */
export function readEvent(text: string | null): Reading<RoutineType> {
  if (text === null || text.trim() === '') return { kind: 'absent' };
  const t = plain(text);
  if (/ACROBATIC ROUTINE|\bTEAM ACRO|\bACRO(BATIC)? TEAM|\bTRIO\b/u.test(t) || /^ACRO/u.test(t))
    return { kind: 'unsupported', text };
  let base: 'SOLO' | 'DUETO' | 'DUETO MISTO' | 'EQUIPA' | 'COMBINADO' | null = null;
  if (/\bMIXED ?DUET|\bDUETO MISTO\b/u.test(t)) base = 'DUETO MISTO';
  else if (/\bDUET|\bDUETO\b/u.test(t)) base = 'DUETO';
  else if (/\bSOLO\b/u.test(t)) base = 'SOLO';
  else if (/\bCOMBO|\bCOMBINATION|\bCOMBINED|\bCOMBINADO/u.test(t)) base = 'COMBINADO';
  else if (/\bTEAM\b|\bEQUIPA\b/u.test(t)) base = 'EQUIPA';
  if (base === null) return { kind: 'unknown', text };
  if (base === 'COMBINADO') return { kind: 'found', values: ['COMBINADO'] };
  const technical = /\bTECH|\bTECNIC/u.test(t);
  const free = /\bFREE\b|\bLIVRE\b/u.test(t);
  const tech: RoutineType =
    base === 'EQUIPA' ? 'EQUIPA TECNICA' : (`${base} TECNICO` as RoutineType);
  const livre = `${base} LIVRE` as RoutineType;
  const values = technical && !free ? [tech] : free && !technical ? [livre] : [tech, livre];
  return { kind: 'found', values: values.filter((v) => ROUTINE_TYPES.includes(v)) };
}

const categoryName = (c: Category) => CATEGORY_LABELS[c].pt;

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`;
}

export interface ResolvedEvent {
  readonly Categoria: Category | null;
  readonly Esquema: RoutineType | null;
  readonly problems: IssProblem[];
}

/** The competition's event the card is for, or what stops it from being found. */
export function resolveIssEvent(
  header: IssHeader,
  order: readonly { readonly Tipo: EventType; readonly Categoria: Category }[],
  hint: { readonly Categoria?: Category; readonly Esquema?: RoutineType } = {},
): ResolvedEvent {
  const event = readEvent(header.event);
  let age = readAgeGroup(header.ageGroup);
  // 'JUNIOR Team Free': the event may carry the age group.
  if (age.kind === 'absent') {
    const fromEvent = readAgeGroup(header.event);
    if (fromEvent.kind === 'found') age = fromEvent;
  }
  const fail = (path: string, message: string): ResolvedEvent => ({
    Categoria: null,
    Esquema: null,
    problems: [{ path, message }],
  });
  if (event.kind === 'unsupported')
    return fail('Esquema', `A prova do cartão («${event.text}») não existe nesta aplicação.`);
  if (event.kind === 'unknown')
    return fail('Esquema', `Não se reconhece a prova do cartão («${event.text}»).`);
  if (age.kind === 'unknown')
    return fail('Categoria', `Não se reconhece o escalão do cartão («${age.text}»).`);

  const routines: readonly RoutineType[] = event.kind === 'found' ? event.values : ROUTINE_TYPES;
  const categories: readonly Category[] = age.kind === 'found' ? age.values : CATEGORIES;
  let pairs = order
    .filter(
      (o) =>
        (routines as readonly string[]).includes(o.Tipo) &&
        (categories as readonly string[]).includes(o.Categoria),
    )
    .map((o) => ({ Esquema: o.Tipo as RoutineType, Categoria: o.Categoria }));
  pairs = pairs.filter(
    (p, i) => pairs.findIndex((q) => q.Esquema === p.Esquema && q.Categoria === p.Categoria) === i,
  );
  // The form's choice settles only what the card leaves open.
  const hinted = pairs.filter(
    (p) =>
      (hint.Esquema === undefined || p.Esquema === hint.Esquema) &&
      (hint.Categoria === undefined || p.Categoria === hint.Categoria),
  );
  if (pairs.length > 1 && hinted.length > 0) pairs = hinted;
  if (pairs.length === 1) {
    const [only] = pairs;
    return { Categoria: only?.Categoria ?? null, Esquema: only?.Esquema ?? null, problems: [] };
  }

  const routineNames = listNames(routines.map((r) => eventTypeLabel(r)));
  const categoryNames = listNames(categories.map(categoryName));
  if (pairs.length === 0) {
    if (event.kind === 'absent')
      return fail('Esquema', 'O cartão não diz a prova e a competição não tem uma que lhe sirva.');
    return fail(
      age.kind === 'found' ? 'Categoria' : 'Esquema',
      age.kind === 'found'
        ? `A competição não tem ${routineNames} em ${categoryNames}.`
        : `A competição não tem ${routineNames}.`,
    );
  }
  const esquemas = [...new Set(pairs.map((p) => p.Esquema))];
  if (esquemas.length === 1) {
    const held = listNames(pairs.map((p) => categoryName(p.Categoria)));
    return fail(
      'Categoria',
      `O cartão não diz o escalão e a competição tem ${eventTypeLabel(esquemas[0] ?? '')} em ${held}: escolha o escalão no formulário e importe de novo.`,
    );
  }
  const held = listNames(esquemas.map((e) => eventTypeLabel(e)));
  return fail(
    'Esquema',
    `O cartão não diz qual das provas é (${held}): escolha a prova no formulário e importe de novo.`,
  );
}
