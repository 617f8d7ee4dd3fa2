/**
 * Reads documents exported from the federation's current system (MongoDB): Extended JSON
 * wrappers ({ "$oid": … }, { "$date": … }, { "$numberInt": … }), Mongoose's "__v", dates written
 * d/m/y. What comes out is plain JSON in the shapes of spec section 3, for the zod schemas to
 * check. Nothing here trusts a value: it only changes notation.
 */
import { federationToday, parseDmyDate } from '../core/dates.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Fields the server recomputes (ADR 016); the legacy system kept them with any decimals. */
const DERIVED_FIELDS: ReadonlySet<string> = new Set([
  'Nota_base',
  'Total',
  'Total_declarado',
  'Media',
  'Pontos',
  'CD',
  'BM',
  'FP_val',
  'Total_el',
  'TotalErros',
  'Total_impress',
  'Valor_esquema',
  'Valor_total',
  'valor',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The federation's calendar day of an instant (federationToday); null when it is not one. */
function getLisbonDate(instant: Date): string | null {
  if (Number.isNaN(instant.getTime())) return null;
  return federationToday(instant);
}

function readExtendedDate(value: unknown): string | null {
  if (typeof value === 'string') return getLisbonDate(new Date(value));
  if (typeof value === 'number') return getLisbonDate(new Date(value));
  if (isRecord(value) && typeof value['$numberLong'] === 'string') {
    return getLisbonDate(new Date(Number(value['$numberLong'])));
  }
  return null;
}

function readExtendedNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * MongoDB Extended JSON (relaxed or canonical) to plain values: ids become their hex string,
 * dates the Lisbon calendar day, numbers numbers; Mongoose's "__v" is dropped. A wrapper that
 * cannot be read stays as it is, so validation names it.
 */
export function readExtendedJson(value: unknown): Json {
  if (Array.isArray(value)) return value.map(readExtendedJson);
  if (!isRecord(value)) {
    return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
      ? value
      : null;
  }
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const [key] = keys;
    const inner = value[key as string];
    if (key === '$oid' && typeof inner === 'string') return inner;
    if (key === '$date') {
      const date = readExtendedDate(inner);
      if (date !== null) return date;
    }
    if (
      key === '$numberInt' ||
      key === '$numberLong' ||
      key === '$numberDouble' ||
      key === '$numberDecimal'
    ) {
      const n = readExtendedNumber(inner);
      if (n !== null) return n;
    }
  }
  // Object.fromEntries defines own properties: a "__proto__" key stays a plain (unknown) field.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__v')
      .map(([key, inner]) => [key, readExtendedJson(inner)]),
  );
}

/** A competition date as 'yyyy-mm-dd' from d/m/y, ISO, or an ISO instant; otherwise unchanged. */
export function readLegacyDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const day = parseDmyDate(text);
  if (day !== null) return day;
  if (ISO_DATE_TIME.test(text)) return getLisbonDate(new Date(text)) ?? value;
  return value;
}

/** Derived numbers rounded to 4 decimals (they are recomputed; only their type is checked). */
function roundDerived(value: Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((v) => roundDerived(v));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundDerived(v, k)]));
  }
  if (typeof value === 'number' && key !== undefined && DERIVED_FIELDS.has(key)) {
    return Number.isFinite(value) ? Math.round(value * 10000) / 10000 : value;
  }
  return value;
}

const withVersion = (record: Json): Json =>
  record !== null && typeof record === 'object' && !Array.isArray(record) && !('version' in record)
    ? { ...record, version: 1 }
    : record;

/**
 * A legacy document in the bundle shape { competition, coachCards, figureEntries,
 * figureResults, routineResults }; a bare competition (what GET /competitions/{id} of the current
 * system returns) is wrapped. `bare` tells the caller to report paths without "competition.".
 */
export function normalizeLegacyDocument(raw: Record<string, unknown>): {
  document: Json;
  bare: boolean;
} {
  const bare = !('competition' in raw);
  const plain = readExtendedJson(bare ? { competition: raw } : raw);
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    return { document: plain, bare };
  }
  const rounded = roundDerived(plain) as { [key: string]: Json };
  const competition = rounded['competition'];
  if (competition !== null && typeof competition === 'object' && !Array.isArray(competition)) {
    const fixed: { [key: string]: Json } = { ...competition };
    for (const field of ['Data', 'Limite_inscricao']) {
      if (field in fixed) fixed[field] = readLegacyDate(fixed[field]) as Json;
    }
    rounded['competition'] = withVersion(fixed);
  }
  for (const list of ['coachCards', 'figureEntries']) {
    const records = rounded[list];
    if (Array.isArray(records)) rounded[list] = records.map(withVersion);
  }
  return { document: rounded, bare };
}
