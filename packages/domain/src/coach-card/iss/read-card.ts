/**
 * Reading an ISS coach card into its lines (issue 39), from a workbook grid or pasted text.
 *
 * Spreadsheets: the sheet holding a column-title row with PART (and TIME or START) is the card;
 * the rows above it are the header ('Event:', 'Age Group:', 'Theme:' … with the value further
 * right), the rows below it the parts. A column title spans until the next title, so codes
 * spread over several DECLARED DIFFICULTY columns (the ISS calculator's template) are all read.
 * A row whose first cell says 'Value' (the calculator's row of code values under an element)
 * lends its DD to the element above when that has none.
 *
 * Text: one part per line in the printed card's notation,
 *   `0:46-1:00 HYBRID FB F6a AB A6 S1 AB 2R1 F1a F2b F3b 1PC 4.05`,
 * time range, EL number, part and group optional; a trailing number is the card's DD (a TC
 * checksum after it is left out). Header lines `Event: …`, `Age Group: …`, `Theme: …`.
 */
import type { GridCell, GridSheet, IssCard, IssHeader, IssLine, WorkbookGrid } from './types.ts';
import { isTeamAcroCode } from './acro.ts';

export class IssReadError extends Error {}

export const EMPTY_HEADER: IssHeader = {
  club: null,
  competition: null,
  event: null,
  theme: null,
  ageGroup: null,
  version: null,
};

/** Sheets of the ISS workbook that are never the card. */
const NOT_A_CARD = /^(legend|codes and values|codes|values|lists?|data)$/iu;

const HEADER_LABELS: readonly { readonly key: keyof IssHeader; readonly pattern: RegExp }[] = [
  { key: 'club', pattern: /^(club|federation|club\s*\/\s*federation|clube)(\s+name)?$/iu },
  { key: 'competition', pattern: /^(competition|competição|competicao)$/iu },
  { key: 'event', pattern: /^(event|prova|esquema|routine)$/iu },
  { key: 'theme', pattern: /^(theme|tema|tema do esquema)$/iu },
  { key: 'ageGroup', pattern: /^(age\s*group|category|escalão|escalao|categoria)$/iu },
];

function headerKeyOf(label: string): keyof IssHeader | null {
  const clean = label.replace(/[:：]\s*$/u, '').trim();
  return HEADER_LABELS.find((h) => h.pattern.test(clean))?.key ?? null;
}

/** Text of a cell ('' for empty, a number as written). */
function textOf(cell: GridCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.replace(/\s+/gu, ' ').trim();
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return '';
}

/** A number in a cell: a number, or text like '4.05' / '4,05'. */
function numberOf(cell: GridCell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string') {
    const t = cell.trim();
    if (/^\d+(?:[.,]\d+)?$/u.test(t)) return Number(t.replace(',', '.'));
  }
  return null;
}

const TIME_RE = /^(\d{1,2}):([0-5]\d)$/u;

/** Seconds of 'm:ss' (or 'h:mm:ss' read as minutes and seconds when the hour is 0). */
function parseClock(text: string): number | null {
  const t = text.trim().replace(/^0?0:(\d{1,2}:[0-5]\d)$/u, '$1');
  const m = TIME_RE.exec(t);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Seconds of music of an Excel time. A format with seconds (m:ss, [mm]:ss) is read as it is; a
 * format without (h:mm), or a value above 15 minutes, is a card's 'm:ss' typed as 'h:mm'.
 */
function secondsOfTime(cell: { readonly time: number; readonly fmt?: string | undefined }): number {
  const asSeconds = Math.round(cell.time * 86_400);
  const fmt = (cell.fmt ?? '').toLowerCase();
  const hasSeconds = /s/u.test(fmt.replace(/"[^"]*"/gu, ''));
  if (hasSeconds && asSeconds <= 15 * 60) return asSeconds;
  if (!hasSeconds && fmt !== '') return Math.round(cell.time * 1_440);
  return asSeconds > 15 * 60 ? Math.round(cell.time * 1_440) : asSeconds;
}

/** Start and end of a time cell: '0:46-1:00', a single 'm:ss', or an Excel time. */
function timesOf(cell: GridCell | undefined): { start: number | null; end: number | null } {
  if (cell !== null && typeof cell === 'object') return { start: secondsOfTime(cell), end: null };
  const text = textOf(cell);
  const range = /^(\d{1,2}:\d{2}(?::\d{2})?)\s*[-–—]\s*(\d{1,2}:\d{2}(?::\d{2})?)$/u.exec(text);
  if (range) return { start: parseClock(range[1] ?? ''), end: parseClock(range[2] ?? '') };
  const single = parseClock(text);
  return { start: single, end: null };
}

/** Parts of a card, as written (upper-cased), to the kind of element they are. */
export type PartKind = 'transition' | 'hybrid' | 'choHy' | 'suConn' | 'tre' | 'acro';

export function partKindOf(part: string): PartKind | null {
  const p = part.toUpperCase().replace(/\s+/gu, '');
  if (p === 'TRANS-SUCONN' || p === 'SUCONN' || p === 'SUCON') return 'suConn';
  if (p === 'TRANS' || p === 'TRANSITION' || p === 'TRA' || p.startsWith('TRANS-'))
    return 'transition';
  if (p === 'HYBRID' || p === 'REQHY' || p === 'HY' || p === 'HIB') return 'hybrid';
  if (p === 'CHOHY' || p === 'CHOHYBRID') return 'choHy';
  if (p === 'TRE') return 'tre';
  if (/^(ACRO|ACROBATIC|ACROBATICS|ACR)(-[ABCP]|-PAIR)?$/u.test(p)) return 'acro';
  return null;
}

/** The acrobatic group a 'BASE MARK' cell or part names ('ACRO-P', 'Acro-A'), else null. */
function groupOf(text: string): string | null {
  const m = /^(?:ACRO|ACROBATIC|ACR)-(A|B|C|P|PAIR)$/iu.exec(text.trim());
  if (!m) return null;
  const g = (m[1] ?? '').toUpperCase();
  return g === 'PAIR' ? 'Pair' : g;
}

const BONUS_RE = /^\d{1,2}PC$/iu;

function splitCodes(texts: readonly string[], kind: PartKind | null) {
  const codes: string[] = [];
  const bonus: string[] = [];
  for (const text of texts) {
    // An acrobatic is one code (its parts are joined by '-'); hybrid codes are separated by spaces.
    const tokens = kind === 'acro' && !/\s/u.test(text.trim()) ? [text.trim()] : text.split(/\s+/u);
    // 'F6a,' and 'T1 x0.5' as cards sometimes write them: 'F6a', 'T1*0.5'.
    const cleaned = tokens
      .map((s) => s.trim().replace(/[,;]+$/u, ''))
      .join(' ')
      .replace(/\s*[*x×]\s*0?\.([35])\b/gu, '*0.$1')
      .split(' ');
    for (const token of cleaned.filter(Boolean)) {
      if (BONUS_RE.test(token)) bonus.push(token.toUpperCase());
      else codes.push(token);
    }
  }
  return { codes, bonus };
}

// ---------------------------------------------------------------------------------------------
// Spreadsheets

type Column =
  'time' | 'start' | 'end' | 'part' | 'number' | 'group' | 'codes' | 'bonus' | 'dd' | 'tc';

function columnOf(title: string): Column | null {
  if (title.trim() === '') return null;
  const t = title.toUpperCase().replace(/\s+/gu, ' ').replace(/[.:#]/gu, '').trim();
  if (t === 'TIME' || t === 'TEMPO') return 'time';
  if (/^START( TIME)?$/u.test(t) || t === 'FROM') return 'start';
  if (/^(END|STOP)( TIME)?$/u.test(t) || t === 'TO') return 'end';
  if (t === 'PART' || t === 'PARTE') return 'part';
  if (t === 'EL' || t === 'ELEMENT' || t === 'NO' || t === 'NR' || t === '') return 'number';
  if (/^BASE ?MARK$/u.test(t) || t === 'BM' || t === 'GROUP' || t === 'ACRO GROUP') return 'group';
  if (/DECLARED DIFFICULTY|^DIFFICULTY$|^DECLARATION/u.test(t)) return 'codes';
  if (t === 'BONUS' || t === 'BÓNUS') return 'bonus';
  if (/^(TOTAL |ELEMENT |DECLARED )?DD( TOTAL)?$|^TOTAL$/u.test(t)) return 'dd';
  if (t === 'TC') return 'tc';
  return null;
}

interface Layout {
  readonly headerRow: number;
  /** For every column index, what it holds (a title spans until the next title). */
  readonly columns: readonly (Column | null)[];
}

function findLayout(sheet: GridSheet): Layout | null {
  for (let r = 0; r < sheet.rows.length; r += 1) {
    const row = sheet.rows[r] ?? [];
    const titles = row.map((cell) => columnOf(textOf(cell)));
    if (!titles.includes('part') || !titles.some((c) => c === 'time' || c === 'start')) continue;
    const columns: (Column | null)[] = [];
    let current: Column | null = null;
    const width = Math.max(row.length, ...sheet.rows.slice(r + 1).map((x) => x.length));
    for (let c = 0; c < width; c += 1) {
      const title = titles[c] ?? null;
      const written = textOf(row[c]) !== '';
      if (written) current = title;
      columns.push(current);
    }
    return { headerRow: r, columns };
  }
  return null;
}

function pickSheet(grid: WorkbookGrid): { sheet: GridSheet; layout: Layout } | null {
  for (const sheet of orderedSheets(grid)) {
    const layout = findLayout(sheet);
    if (layout) return { sheet, layout };
  }
  return null;
}

function readHeader(sheet: GridSheet, untilRow: number): IssHeader {
  const header: { -readonly [K in keyof IssHeader]: string | null } = { ...EMPTY_HEADER };
  for (const row of sheet.rows.slice(0, untilRow)) {
    const texts = row.map(textOf).filter((t) => t !== '');
    // 'Event: Team Free' in one cell is a label and its value.
    const inOne = /^([^:]{2,40}):\s*(\S.*)$/u.exec(texts[0] ?? '');
    if (inOne && headerKeyOf(inOne[1] ?? '') !== null)
      texts.splice(0, 1, inOne[1] ?? '', inOne[2] ?? '');
    const [label = '', ...rest] = texts;
    const key = headerKeyOf(label);
    if (key && header[key] === null) {
      const value = rest.find((t) => t !== label && headerKeyOf(t) === null) ?? null;
      header[key] = value;
    } else if (header.version === null) {
      const version = texts.map((t) => /^V(\d+(?:\.\d+){1,2})$/iu.exec(t)?.[1]).find(Boolean);
      if (version) header.version = version;
    }
  }
  for (const row of sheet.rows) {
    for (const cell of row) {
      const m = /ISS Coach Card Version:\s*(\S+)/iu.exec(textOf(cell));
      if (m) header.version = m[1] ?? header.version;
    }
  }
  return header;
}

function isValueRow(row: readonly GridCell[]): boolean {
  const first = row.map(textOf).find((t) => t !== '') ?? '';
  return /^values?$/iu.test(first);
}

function orderedSheets(grid: WorkbookGrid): GridSheet[] {
  const candidates = grid.sheets.filter((s) => !NOT_A_CARD.test(s.name.trim()));
  return [...candidates.filter((s) => !s.hidden), ...candidates.filter((s) => s.hidden)];
}

function isTimeCell(cell: GridCell | undefined): boolean {
  if (cell !== null && typeof cell === 'object') return true;
  return timesOf(cell).start !== null;
}

/**
 * A row read by position, as the cells come (no column titles): one or two times, the EL number,
 * the part, then the acrobatic group, the codes and the bonus as text, the DD as the last number.
 * Null when the row is not a part of a card.
 */
function readPositionalRow(row: readonly GridCell[], excelRow: number): IssLine | null {
  const cells = row.filter(
    (cell) => cell !== null && !(typeof cell === 'string' && cell.trim() === ''),
  );
  if (!isTimeCell(cells[0])) return null;
  const first = timesOf(cells[0]);
  let { end } = first;
  let i = 1;
  if (end === null && isTimeCell(cells[1]) && typeof cells[1] !== 'number') {
    end = timesOf(cells[1]).start;
    i = 2;
  }
  let number: number | null = null;
  if (typeof cells[i] === 'number' && Number.isInteger(cells[i])) {
    number = cells[i] as number;
    i += 1;
  }
  const partText = textOf(cells[i]).toUpperCase();
  const kind = partKindOf(partText);
  if (kind === null) return null;
  i += 1;
  if (number === null && typeof cells[i] === 'number' && Number.isInteger(cells[i])) {
    number = cells[i] as number;
    i += 1;
  }
  const rest = cells.slice(i);
  const texts = rest.map(textOf).filter((t) => t !== '' && numberOf(t) === null);
  let group = groupOf(partText);
  const codeTexts = texts.filter((t) => {
    const g = groupOf(t);
    if (g !== null) group = g;
    // The acrobatic group cell and an 'ACRO' repeated in the base mark column are not codes;
    // nor is a 4-character TC checksum after the DD.
    return g === null && partKindOf(t) !== 'acro' && !/^[0-9A-F]{4}$/u.test(t);
  });
  const numbers = rest.map(numberOf).filter((n): n is number => n !== null);
  const { codes, bonus } = splitCodes(codeTexts, kind);
  return {
    line: excelRow,
    number,
    part: partText,
    group,
    codes,
    bonus,
    start: first.start,
    end,
    fileDD: kind === 'transition' ? null : (numbers.at(-1) ?? null),
  };
}

/** A card whose sheet has no column titles: its parts read by position (check_cards does so). */
function readPositional(grid: WorkbookGrid): IssCard | null {
  for (const sheet of orderedSheets(grid)) {
    const lines: IssLine[] = [];
    let firstRow = -1;
    sheet.rows.forEach((row, r) => {
      if (isValueRow(row)) {
        const last = lines.at(-1);
        const numbers = row.map(numberOf).filter((n): n is number => n !== null);
        if (last && last.fileDD === null && last.line === r && numbers.length > 0)
          lines[lines.length - 1] = { ...last, fileDD: numbers.at(-1) ?? null };
        return;
      }
      const line = readPositionalRow(row, r + 1);
      if (!line) return;
      if (firstRow < 0) firstRow = r;
      lines.push(line);
    });
    if (lines.length > 0)
      return { header: readHeader(sheet, firstRow), lines, layout: 'calculator' };
  }
  return null;
}

export function readIssGrid(grid: WorkbookGrid): IssCard {
  const picked = pickSheet(grid);
  if (!picked) {
    const positional = readPositional(grid);
    if (positional) return positional;
    throw new IssReadError(
      'Não se encontrou um cartão ISS no ficheiro: nenhuma folha tem as colunas TIME e PART nem linhas com tempo e parte (por exemplo «0:46-1:00 HYBRID»).',
    );
  }
  const { sheet, layout } = picked;
  const header = readHeader(sheet, layout.headerRow);
  const lines: IssLine[] = [];
  const col = (row: readonly GridCell[], what: Column) =>
    row.flatMap((cell, c) => (layout.columns[c] === what ? [cell] : []));
  const firstOf = (row: readonly GridCell[], what: Column) =>
    col(row, what).find(
      (cell) => textOf(cell) !== '' || (cell !== null && typeof cell === 'object'),
    );

  for (let r = layout.headerRow + 1; r < sheet.rows.length; r += 1) {
    const row = sheet.rows[r] ?? [];
    if (isValueRow(row)) {
      const last = lines.at(-1);
      const dd = numberOf(firstOf(row, 'dd'));
      if (last && last.fileDD === null && dd !== null && last.line === r) {
        lines[lines.length - 1] = { ...last, fileDD: dd };
      }
      continue;
    }
    const partText = textOf(firstOf(row, 'part')).toUpperCase();
    if (partText === '') continue;
    const kind = partKindOf(partText);
    const times = timesOf(firstOf(row, 'time') ?? firstOf(row, 'start'));
    const { start } = times;
    let { end } = times;
    const timeCells = col(row, 'time');
    if (end === null) {
      const endCell = firstOf(row, 'end') ?? timeCells.filter((c) => c !== null)[1];
      if (endCell !== undefined) end = timesOf(endCell).start;
    }
    const numberCell = numberOf(firstOf(row, 'number'));
    const groupText = textOf(firstOf(row, 'group'));
    const group = groupOf(groupText) ?? groupOf(partText);
    const codeTexts = col(row, 'codes')
      .map(textOf)
      .filter((t) => t !== '');
    // Older cards write the acrobatic's code in the BASE MARK column.
    if (
      kind === 'acro' &&
      codeTexts.length === 0 &&
      groupText !== '' &&
      groupOf(groupText) === null &&
      partKindOf(groupText) !== 'acro'
    )
      codeTexts.push(groupText);
    const bonusTexts = col(row, 'bonus')
      .map(textOf)
      .filter((t) => t !== '');
    const { codes, bonus } = splitCodes(codeTexts, kind);
    const fromBonus = splitCodes(bonusTexts, 'hybrid');
    const ddColumn = layout.columns.includes('dd');
    const fileDD = ddColumn
      ? numberOf(firstOf(row, 'dd'))
      : ([...row]
          .reverse()
          .map(numberOf)
          .find((n) => n !== null) ?? null);
    lines.push({
      line: r + 1,
      number: numberCell !== null && Number.isInteger(numberCell) ? numberCell : null,
      part: partText,
      group,
      codes: [...codes, ...fromBonus.codes],
      bonus: [...bonus, ...fromBonus.bonus],
      start,
      end,
      fileDD: kind === 'transition' ? null : fileDD,
    });
  }
  const layoutName =
    /template|calculator/iu.test(sheet.name) ||
    col(sheet.rows[layout.headerRow] ?? [], 'codes').length > 1 ||
    sheet.rows.some(isValueRow)
      ? 'calculator'
      : 'printed';
  return { header, lines, layout: layoutName };
}

// ---------------------------------------------------------------------------------------------
// Pasted text

const TEXT_HEADER_RE =
  /^\s*(club\s*\/\s*federation\s*name|club|federation|clube|competition|competição|competicao|event|prova|esquema|theme|tema|age\s*group|escalão|escalao|categoria|category)\s*[:=]\s*(.*)$/iu;

const PAIR_ACRO_RE = /^(SL|L|J|W)[!A-Za-z0-9.+»>]*$/u;

function inferKind(codes: readonly string[]): PartKind {
  const first = codes[0] ?? '';
  if (/^(?:[A-Z]{1,3}-)?TRE[\s_-]?\d/iu.test(first)) return 'tre';
  if (/^chohy$/iu.test(first)) return 'choHy';
  if (/^suconn?$/iu.test(first)) return 'suConn';
  if (codes.length === 1 && (isTeamAcroCode(first) || PAIR_ACRO_RE.test(first))) return 'acro';
  return 'hybrid';
}

export function readIssText(text: string): IssCard {
  const header: { -readonly [K in keyof IssHeader]: string | null } = { ...EMPTY_HEADER };
  const lines: IssLine[] = [];
  text.split(/\r\n|\r|\n/u).forEach((raw, index) => {
    const lineText = raw.replace(/\t/gu, ' ').trim();
    if (lineText === '') return;
    const head = TEXT_HEADER_RE.exec(lineText);
    if (head) {
      const key = headerKeyOf(head[1] ?? '');
      if (key) header[key] = (head[2] ?? '').trim() || null;
      return;
    }
    const version = /ISS Coach Card Version:\s*(\S+)/iu.exec(lineText);
    if (version) {
      header.version = version[1] ?? null;
      return;
    }
    // '0:46 - 1:00' is one token.
    const tokens = lineText
      .replace(/(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})/gu, '$1-$2')
      .split(/\s+/u);
    let start: number | null = null;
    let end: number | null = null;
    let number: number | null = null;
    let part: string | null = null;
    let group: string | null = null;
    let i = 0;
    const first = timesOf(tokens[0] ?? '');
    if (first.start !== null) {
      ({ start, end } = first);
      i += 1;
    }
    for (; i < tokens.length; i += 1) {
      const token = tokens[i] ?? '';
      if (number === null && /^\d{1,3}$/u.test(token)) {
        number = Number(token);
      } else if (part === null && partKindOf(token) !== null) {
        part = token.toUpperCase();
        group = groupOf(token);
      } else if (part !== null && group === null && groupOf(token) !== null) {
        group = groupOf(token);
      } else {
        break;
      }
    }
    let rest = tokens.slice(i);
    // A trailing TC checksum (4 hexadecimal characters) after the DD, then the DD.
    let fileDD: number | null = null;
    const last = rest.at(-1) ?? '';
    const beforeLast = rest.at(-2) ?? '';
    if (/^[0-9A-F]{4}$/u.test(last) && numberOf(beforeLast) !== null) rest = rest.slice(0, -1);
    const dd = numberOf(rest.at(-1) ?? '');
    if (dd !== null && rest.length > 0 && /[.,]/u.test(rest.at(-1) ?? '')) {
      fileDD = dd;
      rest = rest.slice(0, -1);
    } else if (dd !== null && rest.length > 1) {
      fileDD = dd;
      rest = rest.slice(0, -1);
    }
    if (part === null && rest.length === 0) return; // a time alone: the routine's end
    const kind = part !== null ? partKindOf(part) : inferKind(rest);
    const { codes, bonus } = splitCodes(
      kind === 'acro' ? (rest.length > 0 ? [rest.join(' ')] : []) : rest,
      kind,
    );
    lines.push({
      line: index + 1,
      number,
      part: part ?? inferredPartName(kind),
      group,
      codes,
      bonus,
      start,
      end,
      fileDD: kind === 'transition' ? null : fileDD,
    });
  });
  return { header, lines, layout: 'text' };
}

function inferredPartName(kind: PartKind | null): string {
  switch (kind) {
    case 'tre':
      return 'TRE';
    case 'acro':
      return 'ACRO';
    case 'choHy':
      return 'CHOHY';
    case 'suConn':
      return 'SUCONN';
    case 'transition':
      return 'TRANS';
    default:
      return 'HYBRID';
  }
}
