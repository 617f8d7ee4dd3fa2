import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { FigureEntryCreate, FigureEntryUpdate } from '@artistic/domain/figures/entry-schema';
import {
  figureEntryCreateSchema,
  figureEntryUpdateSchema,
} from '@artistic/domain/figures/entry-schema';
import type { FieldErrorKeys, ValidationResult } from '../../../lib/field-errors';
import { toFieldErrors } from '../../../lib/field-errors';

export type { FieldErrorKeys, ValidationResult };

/** One athlete row while a person types: number fields hold text until validated. */
export interface AthleteRowValues {
  key: string;
  Licenca: string;
  Nome: string;
  Ano: string;
}

/** What the figure entry form holds; Categoria '' is 'Select one'. */
export interface FigureEntryFormValues {
  Competicao: string;
  Categoria: string;
  Clube: string;
  Atletas: AthleteRowValues[];
}

let nextRowKey = 0;
/** A stable React key for an athlete row (rows have no id of their own). */
function createRowKey(): string {
  nextRowKey += 1;
  return `athlete-${nextRowKey}`;
}

export function createAthleteRow(): AthleteRowValues {
  return { key: createRowKey(), Licenca: '', Nome: '', Ano: '' };
}

export function toFormValues(
  entry: FigureEntry | undefined,
  defaults: { competitionId: string; club: string },
): FigureEntryFormValues {
  if (!entry) {
    return {
      Competicao: defaults.competitionId,
      Categoria: '',
      Clube: defaults.club,
      Atletas: [],
    };
  }
  return {
    Competicao: entry.Competicao,
    Categoria: entry.Categoria,
    Clube: entry.Clube,
    Atletas: entry.Atletas.map((athlete) => ({
      key: createRowKey(),
      Licenca: String(athlete.Licenca),
      Nome: athlete.Nome,
      Ano: String(athlete.Ano),
    })),
  };
}

/** '' becomes null and anything not a number NaN, so the schema reports it. */
function toNumber(value: string): number | null {
  const text = value.trim();
  return text === '' ? null : Number(text);
}

function toPayload(values: FigureEntryFormValues) {
  return {
    Competicao: values.Competicao,
    Categoria: values.Categoria,
    Clube: values.Clube,
    Atletas: values.Atletas.map((row) => ({
      Nome: row.Nome,
      Licenca: toNumber(row.Licenca),
      Ano: toNumber(row.Ano),
    })),
  };
}

/** Validates with the schema the server uses for POST /api/figura/add. */
export function validateCreate(values: FigureEntryFormValues): ValidationResult<FigureEntryCreate> {
  const result = figureEntryCreateSchema.safeParse(toPayload(values));
  if (!result.success) return { success: false, errors: toFieldErrors(result.error.issues) };
  return { success: true, body: result.data };
}

/** Validates with the schema of PUT /api/figura/{id} (the version read is sent back). */
export function validateUpdate(
  values: FigureEntryFormValues,
  version: number,
): ValidationResult<FigureEntryUpdate> {
  const result = figureEntryUpdateSchema.safeParse({ ...toPayload(values), version });
  if (!result.success) return { success: false, errors: toFieldErrors(result.error.issues) };
  return { success: true, body: result.data };
}

const PLACED_PATH = /^(Competicao|Categoria|Clube|Atletas)$|^Atletas\.\d+\.(Nome|Licenca|Ano)$/;

/** Whether the form shows an error with this path beside an input or the table. */
export function isPlacedErrorPath(path: string): boolean {
  return PLACED_PATH.test(path);
}
