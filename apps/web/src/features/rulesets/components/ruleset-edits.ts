import type { Category, RoutineType } from '@artistic/domain/core/enums';
import type { ArtisticRowName, CdElement } from '@artistic/domain/ruleset/factors';
import { ARTISTIC_RANGES, CD_RANGES } from '@artistic/domain/ruleset/factors';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import type { ProblemFieldError } from '../../../lib/api-client';

/** One editable factor cell of a ruleset document. */
export type FactorAddress =
  | { table: 'cdFactors'; row: CdElement; routine: RoutineType; category: Category }
  | { table: 'artisticFactors'; row: ArtisticRowName; routine: RoutineType; category: Category };

export interface FactorCell {
  value: number;
  source: string;
  provisional: boolean;
}

/** The document path of a cell, as the schema's errors name it. */
export function getFactorPath(address: FactorAddress): string {
  return `${address.table}.${address.row}.${address.routine}.${address.category}`;
}

function getTable(document: RulesetDocument, address: FactorAddress) {
  return address.table === 'cdFactors'
    ? document.cdFactors[address.row]
    : document.artisticFactors[address.row];
}

export function getFactorCell(
  document: RulesetDocument,
  address: FactorAddress,
): FactorCell | undefined {
  return getTable(document, address)?.[address.routine]?.[address.category];
}

/** The spec's range of a cell (null: only positive, e.g. 'Execução'). */
export function getFactorRange(address: FactorAddress): readonly [number, number] | null {
  return address.table === 'cdFactors'
    ? (CD_RANGES[address.row] ?? null)
    : ARTISTIC_RANGES[address.row];
}

export function isInRange(value: number, range: readonly [number, number] | null): boolean {
  return range === null ? value > 0 : value >= range[0] && value <= range[1];
}

/** A copy of the document with one cell replaced (the cell must exist). */
function withCell(
  document: RulesetDocument,
  address: FactorAddress,
  change: (cell: FactorCell) => FactorCell,
): RulesetDocument {
  const next = structuredClone(document);
  const byCategory = getTable(next, address)?.[address.routine];
  const cell = byCategory?.[address.category];
  if (!byCategory || !cell) return document;
  byCategory[address.category] = change(cell);
  return next;
}

/** A value the federation set: confirmed, with the federation as its source. */
export function setFactorValue(
  document: RulesetDocument,
  address: FactorAddress,
  value: number,
  source: string,
): RulesetDocument {
  return withCell(document, address, (cell) =>
    cell.value === value ? cell : { value, source, provisional: false },
  );
}

/** The federation confirms a provisional value as it is (value and source unchanged). */
export function confirmFactor(document: RulesetDocument, address: FactorAddress): RulesetDocument {
  return withCell(document, address, (cell) => ({ ...cell, provisional: false }));
}

/**
 * A problem+json field path as a person reads it, table › row › field:
 * 'ruleset.cdFactors.HIB.DUETO LIVRE.JUV.value' -> 'cdFactors › HIB › DUETO LIVRE › JUV › value'.
 */
export function formatProblemPath(path: string): string {
  const parts = path.split('.').filter((part) => part !== '');
  if (parts[0] === 'ruleset' && parts.length > 1) parts.shift();
  return parts.join(' › ');
}

/** Every field error of an answer, with its message translated: 'path: message'. */
export function describeFieldErrors(
  errors: readonly ProblemFieldError[],
  translate: (key: string, params?: Record<string, string | number>) => string,
): string[] {
  return errors.map((error) => {
    const message = translate(error.message, { defaultValue: error.message, ...error.params });
    const path = formatProblemPath(error.path);
    return path ? `${path}: ${message}` : message;
  });
}
