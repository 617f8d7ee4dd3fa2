import type { ReactNode } from 'react';
import { memo, useState } from 'react';
import { MedalMark } from '../../../components/medal-mark';
import { plainStyles } from '../../../components/plain/plain';
import { useTranslation } from '../../../i18n/use-translation';
import type {
  ResultBlockView,
  ResultEntryView,
  ResultLineView,
} from '../../../lib/result-list-view';

interface ResultBlockTableProps {
  block: ResultBlockView;
  /**
   * Under the heading: the marker of provisional factors, for admins and referees only (issue 16,
   * components/provisional-marker.tsx); absent for the public.
   */
  marker?: ReactNode;
  /**
   * On a phone: place, name, club and total only, each entry's lines (figures or elements, the
   * judges' marks, deductions) shown below it on a tap. Otherwise the full table.
   */
  isCompact: boolean;
}

/**
 * One event of the result list: heading '<Categoria> — <Prova>' and its ranked entries, in plain
 * table markup (a championship's event has up to ~100 entries of 20 lines: thousands of Mantine
 * cells took seconds to mount on a phone). Memoised with its rows: a poll that brings back the
 * same answer re-renders nothing.
 */
export const ResultBlockTable = memo(function ResultBlockTable({
  block,
  marker,
  isCompact,
}: ResultBlockTableProps) {
  const { t } = useTranslation();
  const headingId = `result-list-block-${block.key}`;
  return (
    <section className="result-list-block" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={`${plainStyles.subtitle} result-list-block-title`}
        style={{ marginBottom: 10 }}
      >
        {block.heading}
      </h2>
      {marker}
      {block.entries.length === 0 ? (
        <p className={`${plainStyles.small} ${plainStyles.dimmed}`}>{t('resultLists.noEntries')}</p>
      ) : isCompact ? (
        <CompactTable block={block} />
      ) : (
        <div className="result-list-scroll" tabIndex={0} role="group" aria-labelledby={headingId}>
          <FullTable block={block} />
        </div>
      )}
    </section>
  );
});

/** The table as on paper: every line of every entry, the judges in columns. */
function FullTable({ block }: { block: ResultBlockView }) {
  const { t } = useTranslation();
  const isFigures = block.kind === 'figures';
  const judges = Array.from({ length: block.judgeCount }, (_, index) => `J${index + 1}`);
  return (
    <table className="result-list-table" aria-label={block.heading} data-ordem={block.key}>
      <thead>
        <tr>
          <th rowSpan={2} className="result-list-number">
            {t('resultLists.columns.position')}
          </th>
          <th rowSpan={2}>{t('resultLists.columns.name')}</th>
          <th rowSpan={2}>{t('resultLists.columns.club')}</th>
          <th rowSpan={2}>
            {isFigures ? t('resultLists.columns.figures') : t('resultLists.columns.elements')}
          </th>
          <th colSpan={block.judgeCount} className="result-list-judges-head">
            {t('resultLists.columns.judges')}
          </th>
          {isFigures && (
            <th rowSpan={2} className="result-list-number">
              {t('resultLists.columns.penalties')}
            </th>
          )}
          <th rowSpan={2} className="result-list-number">
            {isFigures
              ? t('resultLists.columns.figureTotal')
              : t('resultLists.columns.elementsTotal')}
          </th>
          <th rowSpan={2} className="result-list-number">
            {t('resultLists.columns.total')}
          </th>
        </tr>
        <tr>
          {judges.map((judge) => (
            <th key={judge} className="result-list-number">
              {judge}
            </th>
          ))}
        </tr>
      </thead>
      {block.entries.map((entry) => (
        <FullEntryRows
          key={entry.key}
          entry={entry}
          judgeCount={block.judgeCount}
          isFigures={isFigures}
        />
      ))}
    </table>
  );
}

interface FullEntryRowsProps {
  entry: ResultEntryView;
  judgeCount: number;
  isFigures: boolean;
}

/** The place, with its medal beside it for places 1–3 (never an Extra's). */
function Place({ entry }: { entry: ResultEntryView }) {
  return (
    <>
      {entry.medal && <MedalMark medal={entry.medal} />}
      {entry.position}
    </>
  );
}

const entryClass = (entry: ResultEntryView) =>
  entry.isExtra ? 'result-list-entry result-list-extra' : 'result-list-entry';

/** One ranked entry: its place, names, club and total span all of its lines. */
const FullEntryRows = memo(function FullEntryRows({
  entry,
  judgeCount,
  isFigures,
}: FullEntryRowsProps) {
  const lines: readonly (ResultLineView | null)[] = entry.lines.length > 0 ? entry.lines : [null];
  const span = lines.length;
  return (
    <tbody className={entryClass(entry)}>
      {lines.map((line, index) => (
        <tr key={line?.key ?? 'empty'}>
          {index === 0 && (
            <>
              <td rowSpan={span} className="result-list-number result-list-strong">
                <Place entry={entry} />
              </td>
              <td rowSpan={span} className="result-list-name">
                {entry.names.map((name, nameIndex) => (
                  <div key={`${nameIndex}-${name}`}>{name}</div>
                ))}
              </td>
              <td rowSpan={span} className="result-list-club">
                {entry.club}
              </td>
            </>
          )}
          <LineCells line={line} judgeCount={judgeCount} isFigures={isFigures} />
          {index === 0 && (
            <td rowSpan={span} className="result-list-number result-list-strong">
              {entry.total}
            </td>
          )}
        </tr>
      ))}
    </tbody>
  );
});

function LineLabel({ line }: { line: ResultLineView | null }) {
  return (
    <>
      {line?.label}
      {line?.mark ? (
        <span title={line.markTitle} className="result-list-call">
          {line.mark}
        </span>
      ) : null}
      {line?.detail ? <span className="result-list-detail">{line.detail}</span> : null}
    </>
  );
}

interface LineCellsProps {
  line: ResultLineView | null;
  judgeCount: number;
  isFigures: boolean;
}

function LineCells({ line, judgeCount, isFigures }: LineCellsProps) {
  const strong = line?.isSummary ? ' result-list-strong' : '';
  return (
    <>
      <td className={`result-list-line-label${strong}`}>
        <LineLabel line={line} />
      </td>
      {line?.judges ? (
        line.judges.map((score, index) => (
          <td key={index} className="result-list-number">
            {score}
          </td>
        ))
      ) : (
        <td colSpan={judgeCount} className="result-list-judges-text">
          {line?.judgesText}
        </td>
      )}
      {isFigures && <td className="result-list-number">{line?.penalty}</td>}
      <td className={`result-list-number${strong}`}>{line?.points}</td>
    </>
  );
}

/** On a phone: place, name, club and total; an entry's lines open below it on a tap. */
function CompactTable({ block }: { block: ResultBlockView }) {
  const { t } = useTranslation();
  return (
    <table
      className="result-list-table result-list-compact"
      aria-label={block.heading}
      data-ordem={block.key}
    >
      <thead>
        <tr>
          <th className="result-list-number">{t('resultLists.columns.position')}</th>
          <th>{t('resultLists.columns.name')}</th>
          <th>{t('resultLists.columns.club')}</th>
          <th className="result-list-number">{t('resultLists.columns.total')}</th>
        </tr>
      </thead>
      {block.entries.map((entry) => (
        <CompactEntryRows
          key={entry.key}
          entry={entry}
          rowId={`result-list-${block.key}-${entry.key}`}
          isFigures={block.kind === 'figures'}
        />
      ))}
    </table>
  );
}

interface CompactEntryRowsProps {
  entry: ResultEntryView;
  /** The id of the row with the entry's lines (the button controls it). */
  rowId: string;
  isFigures: boolean;
}

const CompactEntryRows = memo(function CompactEntryRows({
  entry,
  rowId,
  isFigures,
}: CompactEntryRowsProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const hasLines = entry.lines.length > 0;
  const names = entry.names.map((name, index) => <div key={`${index}-${name}`}>{name}</div>);
  return (
    <tbody className={entryClass(entry)}>
      <tr>
        <td className="result-list-number result-list-strong">
          <Place entry={entry} />
        </td>
        <td className="result-list-name">
          {hasLines ? (
            <button
              type="button"
              className="result-list-toggle"
              aria-expanded={isOpen}
              aria-controls={isOpen ? rowId : undefined}
              title={isOpen ? t('resultLists.hideDetails') : t('resultLists.showDetails')}
              onClick={() => setIsOpen((open) => !open)}
            >
              <span>{names}</span>
            </button>
          ) : (
            names
          )}
        </td>
        <td className="result-list-club">{entry.club}</td>
        <td className="result-list-number result-list-strong">{entry.total}</td>
      </tr>
      {isOpen && (
        <tr id={rowId} className="result-list-details">
          <td colSpan={4}>
            <table className="result-list-lines">
              <tbody>
                {entry.lines.map((line) => (
                  <tr key={line.key}>
                    <td className={line.isSummary ? 'result-list-strong' : undefined}>
                      <LineLabel line={line} />
                      <span className="result-list-detail">
                        {line.judges
                          ? line.judges.map((score, index) => `J${index + 1} ${score}`).join(' · ')
                          : line.judgesText}
                      </span>
                      {isFigures && line.penalty ? (
                        <span className="result-list-detail">
                          {t('resultLists.columns.penalties')}: {line.penalty}
                        </span>
                      ) : null}
                    </td>
                    <td
                      className={`result-list-number${line.isSummary ? ' result-list-strong' : ''}`}
                    >
                      {line.points}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      )}
    </tbody>
  );
});
