import type { Category } from '@artistic/domain/core/enums';
import { DEFAULT_SCORE_STEP } from '@artistic/domain/core/enums';
import type { Competition } from '@artistic/domain/competition/schema';
import {
  DEFAULT_CLUB_POINTS,
  DEFAULT_INQUIRY_MINUTES,
} from '@artistic/domain/competition/club-points';
import type { CompetitionCreateBody, CompetitionUpdateBody } from '../api';
import {
  competitionCreateSchema,
  competitionUpdateSchema,
} from '@artistic/domain/competition/schema';
import type { FieldErrorKeys, ValidationResult } from '../../../lib/field-errors';
import { toFieldErrors } from '../../../lib/field-errors';

export type { FieldErrorKeys, ValidationResult };

/** Number inputs hold '' while empty. */
type NumberValue = number | string;

export interface OrderRowValues {
  key: string;
  Tipo: string;
  Categoria: string;
  Price: NumberValue;
  Resultado: boolean;
}

export interface FigureRowValues {
  key: string;
  Nome: string;
  Valor: NumberValue;
  Category: string;
}

/** What the competition form holds while a person types. */
export interface CompetitionFormValues {
  Nome: string;
  Data: string;
  Limite_inscricao: string;
  visible: boolean;
  JuizesCoachCard: NumberValue;
  JuizesFiguras: NumberValue;
  /** The step of each panel's marks, as the select holds it: '0.1' or '0.25' (ADR 027). */
  PassoCoachCard: string;
  PassoFiguras: string;
  /** Minutes clubs have to file an inquiry once an event's results are provisional. */
  JanelaReclamacao: NumberValue;
  /** The club points per place as typed: '9, 7, 6, 5, 4, 3, 2, 1' (1st place first). */
  PontosClubes: string;
  Ordem: OrderRowValues[];
  Figuras: FigureRowValues[];
  ElementosTecnicos: FigureRowValues[];
}

export type FigureListField = 'Figuras' | 'ElementosTecnicos';

let nextRowKey = 0;
/** A stable React key for a table row (rows have no id of their own). */
export function createRowKey(): string {
  nextRowKey += 1;
  return `row-${nextRowKey}`;
}

export function createOrderRow(): OrderRowValues {
  return { key: createRowKey(), Tipo: '', Categoria: '', Price: 0, Resultado: false };
}

export function createFigureRow(
  values: Partial<Omit<FigureRowValues, 'key'>> & { Category: Category },
): FigureRowValues {
  return { key: createRowKey(), Nome: '', Valor: '', ...values };
}

export function toFormValues(competition?: Competition): CompetitionFormValues {
  if (!competition) {
    return {
      Nome: '',
      Data: '',
      Limite_inscricao: '',
      visible: false,
      JuizesCoachCard: 5,
      JuizesFiguras: 5,
      PassoCoachCard: String(DEFAULT_SCORE_STEP),
      PassoFiguras: String(DEFAULT_SCORE_STEP),
      JanelaReclamacao: DEFAULT_INQUIRY_MINUTES,
      PontosClubes: formatClubPoints(DEFAULT_CLUB_POINTS),
      Ordem: [],
      Figuras: [],
      ElementosTecnicos: [],
    };
  }
  const toFigureRows = (rows: Competition['Figuras']) =>
    rows.map((row) => ({ key: createRowKey(), ...row }));
  return {
    Nome: competition.Nome,
    Data: competition.Data,
    Limite_inscricao: competition.Limite_inscricao,
    visible: competition.visible,
    JuizesCoachCard: competition.JuizesCoachCard,
    JuizesFiguras: competition.JuizesFiguras,
    PassoCoachCard: String(competition.PassoCoachCard),
    PassoFiguras: String(competition.PassoFiguras),
    JanelaReclamacao: competition.JanelaReclamacao,
    PontosClubes: formatClubPoints(competition.PontosClubes),
    Ordem: competition.Ordem.map((row) => ({ key: createRowKey(), ...row })),
    Figuras: toFigureRows(competition.Figuras),
    ElementosTecnicos: toFigureRows(competition.ElementosTecnicos),
  };
}

/** Points per place as the form shows them: '9, 7, 6, 5, 4, 3, 2, 1'. */
export function formatClubPoints(points: readonly number[]): string {
  return points.join(', ');
}

/**
 * The typed points per place as numbers, split at commas, semicolons or spaces; a piece that is
 * not a number stays NaN, so the schema refuses it with its message.
 */
export function parseClubPoints(text: string): number[] {
  return text
    .split(/[\s,;]+/u)
    .filter((piece) => piece !== '')
    .map((piece) => (/^-?\d+(\.\d+)?$/u.test(piece) ? Number(piece) : Number.NaN));
}

/** '' (an empty number input) becomes null, so the schema reports it instead of defaulting. */
function toNumber(value: NumberValue | null | undefined): number | null {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

/** `regras`: the ruleset id sent with the competition (an existing one's is sent unchanged). */
function toPayload(values: CompetitionFormValues, regras: string | null) {
  const toFigures = (rows: FigureRowValues[]) =>
    rows.map((row) => ({
      Nome: row.Nome,
      Valor: toNumber(row.Valor),
      Category: row.Category ?? '',
    }));
  return {
    Nome: values.Nome,
    Data: values.Data,
    Limite_inscricao: values.Limite_inscricao,
    visible: values.visible,
    Ordem: values.Ordem.map((row) => ({
      Tipo: row.Tipo ?? '',
      Categoria: row.Categoria ?? '',
      Resultado: row.Resultado,
      Price: toNumber(row.Price),
    })),
    Figuras: toFigures(values.Figuras),
    ElementosTecnicos: toFigures(values.ElementosTecnicos),
    JuizesCoachCard: toNumber(values.JuizesCoachCard),
    JuizesFiguras: toNumber(values.JuizesFiguras),
    PassoCoachCard: toNumber(values.PassoCoachCard),
    PassoFiguras: toNumber(values.PassoFiguras),
    JanelaReclamacao: toNumber(values.JanelaReclamacao),
    PontosClubes: parseClubPoints(values.PontosClubes),
    ...(regras ? { Regras: regras } : {}),
  };
}

/** Validates with the schema the server uses for POST /api/competitions/add. */
export function validateCreate(
  values: CompetitionFormValues,
  regras: string | null = null,
): ValidationResult<CompetitionCreateBody> {
  const result = competitionCreateSchema.safeParse(toPayload(values, regras));
  if (!result.success) return { success: false, errors: toFieldErrors(result.error.issues) };
  const { StartList: _startList, Resultados: _results, ...body } = result.data;
  return { success: true, body };
}

/** Validates with the schema the server uses for PUT /api/competitions/{id}. */
export function validateUpdate(
  values: CompetitionFormValues,
  version: number,
  regras: string | null = null,
): ValidationResult<CompetitionUpdateBody> {
  const result = competitionUpdateSchema.safeParse({ ...toPayload(values, regras), version });
  if (!result.success) return { success: false, errors: toFieldErrors(result.error.issues) };
  const { StartList: _startList, Resultados: _results, ...body } = result.data;
  return { success: true, body };
}

const PLACED_PATH =
  /^(Nome|Data|Limite_inscricao|visible|JuizesCoachCard|JuizesFiguras|PassoCoachCard|PassoFiguras|JanelaReclamacao|PontosClubes|Regras|Ordem|Figuras|ElementosTecnicos)$|^PontosClubes\.\d+$|^Ordem\.\d+\.(Tipo|Categoria|Resultado|Price)$|^(Figuras|ElementosTecnicos)\.\d+\.(Nome|Valor|Category)$/;

/** Whether the form shows an error with this path beside an input or table. */
export function isPlacedErrorPath(path: string): boolean {
  return PLACED_PATH.test(path);
}

/** The error beside the points per place: the list's own, else the first of one of its places. */
export function clubPointsError(errors: Record<string, unknown>): string | undefined {
  const path = Object.keys(errors).find((key) => /^PontosClubes(\.\d+)?$/u.test(key));
  const error = path === undefined ? undefined : errors[path];
  return typeof error === 'string' ? error : undefined;
}
