/**
 * Lists per club: the price list (entries x price per event and category)
 * and the number of distinct athletes by licence.
 */
import type { Category, CoachCardState, EventType } from '../core/enums.ts';
import { getFigureEventForCategory } from '../core/forms.ts';
import { roundDecimal, sumDecimals, toDecimal } from '../core/decimal.ts';
import { ENTERED_STATES } from '../start-list/draw.ts';

export interface PriceRow {
  readonly Tipo: EventType;
  readonly Categoria: Category;
  readonly count: number;
  readonly price: number;
  readonly subtotal: number;
  /** True when the competition order has no such event (price taken as 0). */
  readonly unpriced: boolean;
}

/** Draft coach cards of a club in one event: listed for the treasurer, never billed. */
export interface DraftRow {
  readonly Tipo: EventType;
  readonly Categoria: Category;
  readonly count: number;
}

export interface ClubPriceList {
  readonly club: string;
  /** What the club is billed for: entries that compete. */
  readonly rows: readonly PriceRow[];
  /** Draft coach cards (not on the start list): shown as 'não faturado', outside the totals. */
  readonly drafts: readonly DraftRow[];
  readonly total: number;
}

export interface PriceList {
  readonly clubs: readonly ClubPriceList[];
  readonly total: number;
}

export interface PriceListInput {
  readonly competition: {
    readonly _id: string;
    readonly Ordem: readonly {
      readonly Tipo: EventType;
      readonly Categoria: Category;
      readonly Price: number;
    }[];
  };
  readonly coachCards: readonly {
    readonly Competicao: string;
    readonly Clube: string;
    readonly Esquema: EventType;
    readonly Categoria: Category;
    readonly State: CoachCardState;
  }[];
  readonly figureEntries: readonly {
    readonly Competicao: string;
    readonly Clube: string;
    readonly Categoria: Category;
    readonly Atletas: readonly { readonly Licenca: number }[];
  }[];
}

type Counts = Map<string, Map<string, { Tipo: EventType; Categoria: Category; count: number }>>;

function addCount(
  counts: Counts,
  club: string,
  Tipo: EventType,
  Categoria: Category,
  n: number,
): void {
  if (n <= 0) return;
  const clubRows = counts.get(club) ?? new Map();
  counts.set(club, clubRows);
  const key = `${Tipo}\u0000${Categoria}`;
  const row = clubRows.get(key) ?? { Tipo, Categoria, count: 0 };
  row.count += n;
  clubRows.set(key, row);
}

/**
 * Price list per club: only what competes is billed (issue 17).
 *
 * - A coach card counts once in its (Esquema, Categoria) when it is submitted or verified, the
 *   states the start list draws. A draft ('Rascunho') is not on the start list, so it is not
 *   billed; it is listed apart in `drafts` so the treasurer sees why a club's routine is missing
 *   from its bill (and can remind the club before the deadline), never in a total.
 * - A figure entry counts one per athlete in its category's figure/technical event, a licence
 *   once per club and event even when it appears in two entries (the server refuses that now;
 *   older data may still hold it): an athlete swims the figures once and pays once.
 *
 * Rows follow the competition order; clubs are sorted by name (pt collation); amounts are
 * exact to the cent.
 */
export function buildPriceList(input: PriceListInput): PriceList {
  const { competition } = input;
  const counts: Counts = new Map();
  const drafts: Counts = new Map();
  for (const card of input.coachCards) {
    if (card.Competicao !== competition._id) continue;
    const target = ENTERED_STATES.includes(card.State) ? counts : drafts;
    addCount(target, card.Clube, card.Esquema, card.Categoria, 1);
  }
  const licencesSeen = new Set<string>();
  for (const entry of input.figureEntries) {
    if (entry.Competicao !== competition._id) continue;
    const Tipo = getFigureEventForCategory(entry.Categoria);
    let fresh = 0;
    for (const athlete of entry.Atletas) {
      const key = [entry.Clube, Tipo, entry.Categoria, athlete.Licenca].join('\u0000');
      if (licencesSeen.has(key)) continue;
      licencesSeen.add(key);
      fresh += 1;
    }
    addCount(counts, entry.Clube, Tipo, entry.Categoria, fresh);
  }
  for (const club of drafts.keys()) if (!counts.has(club)) counts.set(club, new Map());

  const orderIndex = (Tipo: EventType, Categoria: Category): number => {
    const i = competition.Ordem.findIndex((o) => o.Tipo === Tipo && o.Categoria === Categoria);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };

  const clubs: ClubPriceList[] = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'pt'))
    .map(([club, clubRows]) => {
      const rows = [...clubRows.values()]
        .sort((a, b) => orderIndex(a.Tipo, a.Categoria) - orderIndex(b.Tipo, b.Categoria))
        .map((r) => {
          const order = competition.Ordem.find(
            (o) => o.Tipo === r.Tipo && o.Categoria === r.Categoria,
          );
          const price = order?.Price ?? 0;
          return {
            Tipo: r.Tipo,
            Categoria: r.Categoria,
            count: r.count,
            price,
            subtotal: roundDecimal(toDecimal(price).times(r.count), 2).toNumber(),
            unpriced: order === undefined,
          };
        });
      const clubDrafts = [...(drafts.get(club)?.values() ?? [])].sort(
        (a, b) => orderIndex(a.Tipo, a.Categoria) - orderIndex(b.Tipo, b.Categoria),
      );
      const total = roundDecimal(sumDecimals(rows.map((r) => r.subtotal)), 2).toNumber();
      return { club, rows, drafts: clubDrafts, total };
    });
  return {
    clubs,
    total: roundDecimal(sumDecimals(clubs.map((c) => c.total)), 2).toNumber(),
  };
}

export interface ClubAthleteCount {
  readonly club: string;
  readonly athletes: number;
}

/** Distinct athletes (by licence) per club, clubs sorted by name, and the total. */
export function countAthletesPerClub(
  athletes: readonly { readonly club: string; readonly licence: number }[],
): { clubs: ClubAthleteCount[]; total: number } {
  const byClub = new Map<string, Set<number>>();
  for (const a of athletes) {
    const set = byClub.get(a.club) ?? new Set<number>();
    set.add(a.licence);
    byClub.set(a.club, set);
  }
  const clubs = [...byClub.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'pt'))
    .map(([club, set]) => ({ club, athletes: set.size }));
  return { clubs, total: clubs.reduce((n, c) => n + c.athletes, 0) };
}

/** Athletes of a start list as (club, licence) pairs, for countAthletesPerClub. */
export function listStartListAthletes(
  startList: readonly {
    readonly Atletas_start: readonly {
      readonly Atletas: readonly { readonly Team: string; readonly License: number }[];
    }[];
  }[],
): { club: string; licence: number }[] {
  return startList.flatMap((block) =>
    block.Atletas_start.flatMap((slot) =>
      slot.Atletas.map((a) => ({ club: a.Team, licence: a.License })),
    ),
  );
}
