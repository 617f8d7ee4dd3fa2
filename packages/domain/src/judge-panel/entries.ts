/**
 * The entries a panel scores, as the judges' phones show them (issue 21): read from the
 * competition's start list, the figures of each category and each routine's coach card. The
 * server names an entry with a key (schema.ts `entryKeySchema`) and checks every mark's entry and
 * row against these.
 */
import { isJudgedElement } from '../coach-card/judge-cards.ts';
import type { CoachCard } from '../coach-card/schema.ts';
import type { Competition, StartListBlock, StartSlot } from '../competition/schema.ts';
import { FIGURE_EVENT_TYPES } from '../core/enums.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { getArtisticRows } from '../ruleset/factors.ts';
import { startListBlockHeading } from '../start-list/sheet.ts';
import type { Panel, PanelEntry, PanelRow } from './schema.ts';

type PanelCompetition = Pick<Competition, 'StartList' | 'Figuras' | 'ElementosTecnicos'>;

/** What the rows of a routine are read from: its coach card's routine, category and elements. */
export interface PanelCard {
  Esquema: CoachCard['Esquema'];
  Categoria: CoachCard['Categoria'];
  Clube: string;
  Elementos: readonly {
    Elemento: CoachCard['Elementos'][number]['Elemento'];
    Dificuldade_declarada?: readonly { Codigo_cc: string }[];
  }[];
}

/** A key read back: which sheet it names. */
export type ParsedEntryKey =
  | { panel: 'figuras'; Categoria: string; Esquema: string; Licenca: number }
  | { panel: 'coachCard'; coachCardId: string };

export const figureEntryKey = (Categoria: string, Esquema: string, Licenca: number) =>
  `fig:${Categoria}:${Esquema}:${Licenca}`;
export const routineEntryKey = (coachCardId: string) => `cc:${coachCardId}`;

export function parseEntryKey(key: string): ParsedEntryKey | null {
  const figure = /^fig:([A-Z]{3}):([A-Za-z ]{1,40}):(\d{1,9})$/.exec(key);
  if (figure?.[1] && figure[2] && figure[3])
    return {
      panel: 'figuras',
      Categoria: figure[1],
      Esquema: figure[2],
      Licenca: Number(figure[3]),
    };
  const routine = /^cc:([\w-]{1,100})$/.exec(key);
  if (routine?.[1]) return { panel: 'coachCard', coachCardId: routine[1] };
  return null;
}

const isFigureBlock = (block: StartListBlock) =>
  (FIGURE_EVENT_TYPES as readonly string[]).includes(block.Prova);

/** The panel that scores a block of the start list. */
export const panelOfBlock = (block: StartListBlock): Panel =>
  isFigureBlock(block) ? 'figuras' : 'coachCard';

/** Where an entry swims: its block and slot (and, for figures, the athlete). */
export interface EntryPlace {
  block: StartListBlock;
  slot: StartSlot;
  athlete: StartSlot['Atletas'][number] | undefined;
}

/** The place of the entry `key` in the competition's start list; null when it is not there. */
export function findEntryPlace(
  competition: Pick<Competition, 'StartList'>,
  parsed: ParsedEntryKey,
): EntryPlace | null {
  for (const block of competition.StartList) {
    if (parsed.panel === 'figuras') {
      if (!isFigureBlock(block) || block.Categoria !== parsed.Categoria) continue;
      if (block.Prova !== parsed.Esquema) continue;
      for (const slot of block.Atletas_start) {
        const athlete = slot.Atletas.find((a) => a.License === parsed.Licenca);
        if (athlete) return { block, slot, athlete };
      }
    } else {
      if (isFigureBlock(block)) continue;
      const slot = block.Atletas_start.find((s) => s.CoachCardId === parsed.coachCardId);
      if (slot) return { block, slot, athlete: slot.Atletas[0] };
    }
  }
  return null;
}

/** The figures (or technical elements) of a figure block, one row each. */
export function figureRows(competition: PanelCompetition, block: StartListBlock): PanelRow[] {
  const definitions =
    block.Prova === 'Figuras' ? competition.Figuras : competition.ElementosTecnicos;
  const kind = block.Prova === 'Figuras' ? 'Figura' : 'Elemento técnico';
  return definitions
    .filter((d) => d.Category === block.Categoria)
    .map((d, i) => ({ row: String(i), label: d.Nome, kind }));
}

/**
 * A routine's rows in coach-card order, as on the paper judge card: each element the judges mark
 * (not transitions or surface connections), numbered as on that card, with its declared codes,
 * then the artistic impression rows of its routine and category. A row's key is the element's
 * index on the coach card, which is its row on the scoring sheet.
 */
export function routineRows(card: Omit<PanelCard, 'Clube'>, ruleset: Ruleset): PanelRow[] {
  let number = 0;
  const elements = card.Elementos.flatMap((element, i) => {
    if (!isJudgedElement(element)) return [];
    number += 1;
    const codes = (element.Dificuldade_declarada ?? []).map((d) => d.Codigo_cc).filter(Boolean);
    return [
      {
        row: String(i),
        label: [`${number}. ${element.Elemento}`, ...codes].join(' '),
        kind: element.Elemento,
      },
    ];
  });
  const artistic = getArtisticRows(card.Esquema, card.Categoria, ruleset).map((row, i) => ({
    row: `A${i}`,
    label: row.name,
    kind: 'Impressão artística',
  }));
  return [...elements, ...artistic];
}

/**
 * The entry `key` as a judge's phone shows it; null when the start list does not hold it (or,
 * for a routine, its coach card is not given).
 */
export function describeEntry(
  key: string,
  competition: PanelCompetition,
  routine?: { card: PanelCard; ruleset: Ruleset },
): PanelEntry | null {
  const parsed = parseEntryKey(key);
  if (!parsed) return null;
  const place = findEntryPlace(competition, parsed);
  if (!place) return null;
  const { block, slot, athlete } = place;
  if (parsed.panel === 'figuras')
    return {
      entry: key,
      heading: startListBlockHeading(block),
      startNumber: slot.Numero,
      name: athlete?.Name ?? '',
      club: athlete?.Team ?? '',
      rows: figureRows(competition, block),
    };
  if (!routine) return null;
  return {
    entry: key,
    heading: startListBlockHeading(block),
    startNumber: slot.Numero,
    name: slot.Atletas.map((a) => a.Name).join(', '),
    club: routine.card.Clube,
    rows: routineRows(routine.card, routine.ruleset),
  };
}
