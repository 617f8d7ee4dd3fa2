/**
 * The federation's CSV of licences (issue 23): one athlete per line, with a header naming the
 * columns Licença, Nome, Ano (of birth), Clube and, optionally, Ativo. The separator is `;`
 * (a spreadsheet in Portuguese) or `,`; fields may be quoted; a UTF-8 BOM is ignored. Every line
 * is either an athlete or a refusal with its line number and reason, never silently skipped.
 */
import { licenceSchema, requiredTextSchema, yearSchema } from '../core/common-schemas.ts';

export interface CsvAthlete {
  readonly line: number;
  readonly Licenca: number;
  readonly Nome: string;
  readonly Ano: number;
  readonly Clube: string;
  readonly Ativo: boolean;
}

export interface CsvRefusal {
  readonly line: number;
  readonly licence: string;
  /** A Portuguese sentence: the import's report shows it as is. */
  readonly reason: string;
}

export interface ParsedAthleteCsv {
  readonly athletes: readonly CsvAthlete[];
  readonly refused: readonly CsvRefusal[];
  /** Set when the file cannot be read at all (no header): nothing is imported. */
  readonly fileError: string | null;
}

type Column = 'Licenca' | 'Nome' | 'Ano' | 'Clube' | 'Ativo';

const HEADER_NAMES: Readonly<Record<string, Column>> = {
  licenca: 'Licenca',
  licence: 'Licenca',
  license: 'Licenca',
  nome: 'Nome',
  name: 'Nome',
  ano: 'Ano',
  'ano de nascimento': 'Ano',
  'ano nascimento': 'Ano',
  year: 'Ano',
  clube: 'Clube',
  club: 'Clube',
  ativo: 'Ativo',
  ativa: 'Ativo',
  active: 'Ativo',
};

const TRUE_WORDS = new Set(['', 'sim', 's', 'true', '1', 'yes', 'ativo', 'ativa']);
const FALSE_WORDS = new Set(['não', 'nao', 'n', 'false', '0', 'no', 'inativo', 'inativa']);

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

type CsvRecord = { fields: string[]; line: number };

const isBlank = (r: CsvRecord) => r.fields.every((f) => f.trim() === '');

/**
 * The text's records of fields, one at a time (RFC 4180 quoting; a quoted field may hold
 * newlines); blank records are skipped.
 */
function* splitRecords(text: string, separator: string): Generator<CsvRecord, void, void> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      const record = { fields, line: startLine };
      if (!isBlank(record)) yield record;
      fields = [];
      field = '';
      line++;
      startLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    const record = { fields, line: startLine };
    if (!isBlank(record)) yield record;
  }
}

/** Reads the CSV; `knownClubs` (when given) refuses a line whose club the app does not know. */
export function parseAthleteCsv(csv: string, knownClubs?: ReadonlySet<string>): ParsedAthleteCsv {
  const steps = parseAthleteCsvSteps(csv, knownClubs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How many lines parseAthleteCsvSteps reads between two of its steps. */
export const ATHLETE_CSV_STEP = 500;

/**
 * parseAthleteCsv in steps (issue 36): it yields the number of lines read after every `step`
 * lines and returns what parseAthleteCsv returns, so a server reading a file of 13 000 licences
 * lets other requests run between two steps instead of being held for the whole file.
 */
export function* parseAthleteCsvSteps(
  csv: string,
  knownClubs?: ReadonlySet<string>,
  step: number = ATHLETE_CSV_STEP,
): Generator<number, ParsedAthleteCsv, void> {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const rows = splitRecords(text, separator);
  const first = rows.next();
  const header = first.done ? undefined : first.value;
  const columns = (header?.fields ?? []).map((name) => HEADER_NAMES[fold(name)]);
  const missing = (['Licenca', 'Nome', 'Ano', 'Clube'] as const).filter(
    (c) => !columns.includes(c),
  );
  if (!header || missing.length > 0)
    return {
      athletes: [],
      refused: [],
      fileError:
        'A primeira linha do ficheiro tem de nomear as colunas Licença, Nome, Ano e Clube ' +
        `(falta: ${missing.map((c) => (c === 'Licenca' ? 'Licença' : c)).join(', ')}).`,
    };
  const athletes: CsvAthlete[] = [];
  const refused: CsvRefusal[] = [];
  const seen = new Map<number, number>();
  let read = 0;
  for (const { fields, line } of rows) {
    if (++read % step === 0) yield read;
    const value = (column: Column) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (fields[index] ?? '').trim();
    };
    const licenceText = value('Licenca');
    const refuse = (reason: string) => refused.push({ line, licence: licenceText, reason });
    const licence = licenceSchema.safeParse(/^\d+$/.test(licenceText) ? Number(licenceText) : NaN);
    if (!licence.success) {
      refuse(
        licenceText === ''
          ? 'Falta a licença.'
          : `A licença «${licenceText}» não é um número inteiro de 1 a 99999999.`,
      );
      continue;
    }
    const name = requiredTextSchema.safeParse(value('Nome'));
    if (!name.success) {
      refuse(value('Nome') === '' ? 'Falta o nome.' : 'O nome tem caracteres inválidos.');
      continue;
    }
    const yearText = value('Ano');
    const year = yearSchema.safeParse(/^\d+$/.test(yearText) ? Number(yearText) : NaN);
    if (!year.success) {
      refuse(
        yearText === ''
          ? 'Falta o ano de nascimento.'
          : `O ano de nascimento «${yearText}» não é um ano entre 1900 e 2100.`,
      );
      continue;
    }
    const club = requiredTextSchema.safeParse(value('Clube'));
    if (!club.success) {
      refuse(value('Clube') === '' ? 'Falta o clube.' : 'O clube tem caracteres inválidos.');
      continue;
    }
    if (knownClubs && !knownClubs.has(club.data)) {
      refuse(`O clube «${club.data}» não é nenhum dos clubes da aplicação.`);
      continue;
    }
    const activeText = fold(value('Ativo'));
    if (!TRUE_WORDS.has(activeText) && !FALSE_WORDS.has(activeText)) {
      refuse(`Ativo «${value('Ativo')}» não é Sim nem Não.`);
      continue;
    }
    const earlier = seen.get(licence.data);
    if (earlier !== undefined) {
      refuse(`A licença ${licence.data} já aparece na linha ${earlier}.`);
      continue;
    }
    seen.set(licence.data, line);
    athletes.push({
      line,
      Licenca: licence.data,
      Nome: name.data,
      Ano: year.data,
      Clube: club.data,
      Ativo: TRUE_WORDS.has(activeText),
    });
  }
  return { athletes, refused, fileError: null };
}
