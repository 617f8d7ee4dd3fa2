/**
 * Start lists (ADR 015): one block per event of the competition order, the
 * order inside a block drawn by lot from a stored seed (same seed, same list),
 * one competition-wide number per athlete, drafts left out and reported.
 */
import type { Category, CoachCardState, EventType } from '../core/enums.ts';
import { isFigureEvent } from '../core/enums.ts';
import type { StartListAthlete, StartListBlock, StartSlot } from '../competition/schema.ts';

interface Person {
  readonly Licenca: number;
  readonly Nome: string;
  readonly Ano: number;
}

export interface StartListInput {
  readonly competition: {
    readonly Ordem: readonly { readonly Tipo: EventType; readonly Categoria: Category }[];
  };
  readonly coachCards: readonly {
    readonly _id: string;
    readonly Categoria: Category;
    readonly Esquema: EventType;
    readonly Clube: string;
    readonly State: CoachCardState;
    readonly Atletas: readonly Person[];
  }[];
  readonly figureEntries: readonly {
    readonly Categoria: Category;
    readonly Clube: string;
    readonly Atletas: readonly Person[];
  }[];
}

export interface ExcludedDraft {
  readonly _id: string;
  readonly Clube: string;
  readonly Categoria: Category;
  readonly Esquema: EventType;
}

export interface StartListDraw {
  readonly StartList: StartListBlock[];
  readonly seeds: number[];
  readonly excludedDrafts: ExcludedDraft[];
}

/** Coach card states that take part: drawn on the start list and billed on the price list. */
export const ENTERED_STATES: readonly CoachCardState[] = ['Submetido', 'Verificado'];

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed gives the same sequence. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the seeded generator. */
export function shuffleWithSeed<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = createRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

/**
 * One number per athlete for the whole competition (by licence), the same in every block:
 * athletes of the included entries sorted by club, name and licence, numbered from 1.
 */
export function numberAthletes(input: StartListInput): Map<number, number> {
  const people = new Map<number, { club: string; name: string }>();
  const add = (club: string, p: Person) => {
    if (!people.has(p.Licenca)) people.set(p.Licenca, { club, name: p.Nome });
  };
  for (const entry of input.figureEntries) for (const p of entry.Atletas) add(entry.Clube, p);
  for (const card of input.coachCards) {
    if (ENTERED_STATES.includes(card.State)) for (const p of card.Atletas) add(card.Clube, p);
  }
  const sorted = [...people.entries()].sort(
    ([la, a], [lb, b]) =>
      collator.compare(a.club, b.club) || collator.compare(a.name, b.name) || la - lb,
  );
  return new Map(sorted.map(([licence], i) => [licence, i + 1]));
}

function toAthlete(
  p: Person,
  club: string,
  numbers: ReadonlyMap<number, number>,
): StartListAthlete {
  return {
    Numero: numbers.get(p.Licenca) ?? 0,
    Name: p.Nome,
    Team: club,
    License: p.Licenca,
    Year: p.Ano,
  };
}

/** The slots of one event before the draw, in a canonical order (so storage order never matters). */
function collectSlots(
  input: StartListInput,
  event: { readonly Tipo: EventType; readonly Categoria: Category },
  numbers: ReadonlyMap<number, number>,
): Omit<StartSlot, 'Numero'>[] {
  if (isFigureEvent(event.Tipo)) {
    const seen = new Set<number>();
    const slots: Omit<StartSlot, 'Numero'>[] = [];
    for (const entry of input.figureEntries) {
      if (entry.Categoria !== event.Categoria) continue;
      for (const p of entry.Atletas) {
        if (seen.has(p.Licenca)) continue;
        seen.add(p.Licenca);
        slots.push({ Atletas: [toAthlete(p, entry.Clube, numbers)] });
      }
    }
    return slots.sort((a, b) => (a.Atletas[0]?.License ?? 0) - (b.Atletas[0]?.License ?? 0));
  }
  return input.coachCards
    .filter(
      (c) =>
        c.Esquema === event.Tipo &&
        c.Categoria === event.Categoria &&
        ENTERED_STATES.includes(c.State),
    )
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((c) => ({
      CoachCardId: c._id,
      Atletas: c.Atletas.map((p) => toAthlete(p, c.Clube, numbers)),
    }));
}

/** Draws one block (event `index` of the order) with its seed. */
export function drawBlock(input: StartListInput, index: number, seed: number): StartListBlock {
  const event = input.competition.Ordem[index];
  if (!event) throw new RangeError(`no event ${index} in the order`);
  const numbers = numberAthletes(input);
  const drawn = shuffleWithSeed(collectSlots(input, event, numbers), seed);
  return {
    Ordem: index + 1,
    Categoria: event.Categoria,
    Prova: event.Tipo,
    Atletas_start: drawn.map((slot, i) => ({ ...slot, Numero: i + 1 })),
  };
}

/** The whole start list; `seeds[i]` is the seed of block i (one is made from `nextSeed` when missing). */
export function generateStartList(
  input: StartListInput,
  seeds: readonly number[],
  nextSeed: () => number,
): StartListDraw {
  const allSeeds = input.competition.Ordem.map((_, i) => seeds[i] ?? nextSeed() >>> 0);
  return {
    StartList: input.competition.Ordem.map((_, i) => drawBlock(input, i, allSeeds[i] ?? 0)),
    seeds: allSeeds,
    excludedDrafts: input.coachCards
      .filter((c) => !ENTERED_STATES.includes(c.State))
      .map((c) => ({ _id: c._id, Clube: c.Clube, Categoria: c.Categoria, Esquema: c.Esquema })),
  };
}

/** Moves a slot one place up (-1) or down (+1) and renumbers the start positions. */
export function moveSlot(block: StartListBlock, slotIndex: number, delta: -1 | 1): StartListBlock {
  const target = slotIndex + delta;
  if (
    slotIndex < 0 ||
    target < 0 ||
    slotIndex >= block.Atletas_start.length ||
    target >= block.Atletas_start.length
  ) {
    return block;
  }
  const slots = [...block.Atletas_start];
  [slots[slotIndex], slots[target]] = [slots[target] as StartSlot, slots[slotIndex] as StartSlot];
  return { ...block, Atletas_start: slots.map((s, i) => ({ ...s, Numero: i + 1 })) };
}

/** One entry that is not on the drawn start list as it is now (issue 17). */
export interface StartListEntryChange {
  /** Entered since the draw, withdrawn (deleted, sent back to draft) or with other athletes. */
  readonly kind: 'added' | 'removed' | 'changed';
  readonly Clube: string;
  /** Routine events: the coach card; figure events: absent (the entry is the athlete). */
  readonly CoachCardId?: string;
  /** The entry's athletes now (as drawn, for a removed entry). */
  readonly Atletas: string[];
  /** A changed entry: athletes that joined it, and athletes that left it since the draw. */
  readonly athletesIn: string[];
  readonly athletesOut: string[];
}

export interface StartListEventChanges {
  readonly Ordem: number;
  readonly Prova: EventType;
  readonly Categoria: Category;
  readonly changes: StartListEntryChange[];
}

type Slot = Pick<StartSlot, 'Atletas' | 'CoachCardId'>;

const slotKey = (slot: Slot) => slot.CoachCardId ?? `licence:${slot.Atletas[0]?.License ?? 0}`;
const slotClub = (slot: Slot) => slot.Atletas[0]?.Team ?? '';
const names = (athletes: readonly StartListAthlete[]) => athletes.map((a) => a.Name);
const sameAthlete = (a: StartListAthlete, b: StartListAthlete) =>
  a.Name === b.Name && a.Year === b.Year && a.Team === b.Team;

function compareSlots(drawn: readonly Slot[], now: readonly Slot[]): StartListEntryChange[] {
  const before = new Map(drawn.map((slot) => [slotKey(slot), slot]));
  const after = new Map(now.map((slot) => [slotKey(slot), slot]));
  const entry = (kind: StartListEntryChange['kind'], slot: Slot, inOut?: [string[], string[]]) => ({
    kind,
    Clube: slotClub(slot),
    ...(slot.CoachCardId ? { CoachCardId: slot.CoachCardId } : {}),
    Atletas: names(slot.Atletas),
    athletesIn: inOut?.[0] ?? [],
    athletesOut: inOut?.[1] ?? [],
  });
  const changes: StartListEntryChange[] = [];
  for (const [key, slot] of after) {
    const old = before.get(key);
    if (!old) {
      changes.push(entry('added', slot));
      continue;
    }
    const oldByLicence = new Map(old.Atletas.map((a) => [a.License, a]));
    const newByLicence = new Map(slot.Atletas.map((a) => [a.License, a]));
    const joined = slot.Atletas.filter((a) => !oldByLicence.has(a.License));
    const left = old.Atletas.filter((a) => !newByLicence.has(a.License));
    const edited = slot.Atletas.some((a) => {
      const was = oldByLicence.get(a.License);
      return was !== undefined && !sameAthlete(was, a);
    });
    if (joined.length > 0 || left.length > 0 || edited) {
      changes.push(entry('changed', slot, [names(joined), names(left)]));
    }
  }
  for (const [key, slot] of before) if (!after.has(key)) changes.push(entry('removed', slot));
  return changes;
}

/**
 * What differs between the drawn start list and the entries as they are now, per event: entries
 * entered, withdrawn or changed since the draw. Derived from the stored list and the current
 * entries (never from a flag), so it is right whatever path changed an entry. Nothing when no
 * list has been drawn yet; a redraw of the event clears its changes.
 */
export function diffStartList(
  drawn: readonly StartListBlock[],
  input: StartListInput,
): StartListEventChanges[] {
  if (drawn.length === 0) return [];
  const numbers = numberAthletes(input);
  const matched = new Set<StartListBlock>();
  const events: StartListEventChanges[] = [];
  input.competition.Ordem.forEach((event, index) => {
    const block = drawn.find(
      (b) => b.Ordem === index + 1 && b.Prova === event.Tipo && b.Categoria === event.Categoria,
    );
    if (block) matched.add(block);
    const changes = compareSlots(block?.Atletas_start ?? [], collectSlots(input, event, numbers));
    if (changes.length > 0) {
      events.push({ Ordem: index + 1, Prova: event.Tipo, Categoria: event.Categoria, changes });
    }
  });
  // Blocks of events no longer in the competition's order: everything in them is gone.
  for (const block of drawn) {
    if (matched.has(block) || block.Atletas_start.length === 0) continue;
    events.push({
      Ordem: block.Ordem,
      Prova: block.Prova,
      Categoria: block.Categoria,
      changes: compareSlots(block.Atletas_start, []),
    });
  }
  return events.sort((a, b) => a.Ordem - b.Ordem);
}
