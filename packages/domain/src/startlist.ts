/**
 * Start lists (ADR 015): one block per event of the competition order, the
 * order inside a block drawn by lot from a stored seed (same seed, same list),
 * one competition-wide number per athlete, drafts left out and reported.
 */
import type { Category, CoachCardState, EventType } from './enums.ts';
import { isFigureEvent } from './enums.ts';
import type { StartListAthlete, StartListBlock, StartSlot } from './schemas/competition.ts';

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
