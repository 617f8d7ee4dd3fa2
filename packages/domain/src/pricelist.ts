/**
 * Lists per club: the price list (entries x price per event and category)
 * and the number of distinct athletes by licence.
 */
import type { Category, EventType } from './enums.ts';
import { getFigureEventForCategory } from './forms.ts';
import { roundDecimal, sumDecimals, toDecimal } from './scoring/decimal.ts';

export interface PriceRow {
  readonly Tipo: EventType;
  readonly Categoria: Category;
  readonly count: number;
  readonly price: number;
  readonly subtotal: number;
  /** True when the competition order has no such event (price taken as 0). */
  readonly unpriced: boolean;
}

export interface ClubPriceList {
  readonly club: string;
  readonly rows: readonly PriceRow[];
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
  }[];
  readonly figureEntries: readonly {
    readonly Competicao: string;
    readonly Clube: string;
    readonly Categoria: Category;
    readonly Atletas: readonly unknown[];
  }[];
}

/**
 * Price list per club: a coach card counts once in its (Esquema, Categoria);
 * a figure entry counts one per athlete in its category's figure/technical
 * event. Rows follow the competition order; clubs are sorted by name
 * (pt collation); amounts are exact to the cent.
 */
export function buildPriceList(input: PriceListInput): PriceList {
  const { competition } = input;
  const counts = new Map<
    string,
    Map<string, { Tipo: EventType; Categoria: Category; count: number }>
  >();
  const add = (club: string, Tipo: EventType, Categoria: Category, n: number): void => {
    if (n <= 0) return;
    const clubRows = counts.get(club) ?? new Map();
    counts.set(club, clubRows);
    const key = `${Tipo}\u0000${Categoria}`;
    const row = clubRows.get(key) ?? { Tipo, Categoria, count: 0 };
    row.count += n;
    clubRows.set(key, row);
  };
  for (const card of input.coachCards) {
    if (card.Competicao === competition._id) add(card.Clube, card.Esquema, card.Categoria, 1);
  }
  for (const entry of input.figureEntries) {
    if (entry.Competicao !== competition._id) continue;
    add(
      entry.Clube,
      getFigureEventForCategory(entry.Categoria),
      entry.Categoria,
      entry.Atletas.length,
    );
  }

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
      const total = roundDecimal(sumDecimals(rows.map((r) => r.subtotal)), 2).toNumber();
      return { club, rows, total };
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
