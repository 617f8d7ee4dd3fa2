import type { PanelSize, ScoreStep } from '@artistic/domain/core/enums';
import type { FigureSheetScore } from '@artistic/domain/figures/scoring';
import { Table, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DecimalInput } from '../../../components/decimal-input';
import type { CellValue } from '../../../components/score-cell';
import { ScoreCell, getJudgeMarkBounds } from '../../../components/score-cell';
import type { FigureSheet, PenaltyValue } from './figure-sheet-values';
import { getPanelColumns, penaltyNumber } from './figure-sheet-values';
import { useScoreFormat } from '../../../lib/score-format';

interface FigureSheetTablesProps {
  sheet: FigureSheet;
  panel: PanelSize;
  /** The step of the panel's marks (ADR 027). */
  step: ScoreStep;
  score: FigureSheetScore;
  showPenalty: boolean;
  gridRef: Ref<HTMLDivElement>;
  onMarkChange: (row: number, judge: number, value: CellValue) => void;
  onPenaltyChange: (row: number, value: PenaltyValue) => void;
}

const NAME_WIDTH = '15rem';
const NUMBER_WIDTH = '5.25rem';
const SCORE_WIDTH = '7rem';
const PENALTY_WIDTH = '7.75rem';

/** A computed value, read by screen readers as a status (null: not all marks are there yet). */
function Computed({
  label,
  value,
  strong,
}: {
  label: string;
  value: number | null;
  strong?: boolean;
}) {
  const formatScore = useScoreFormat();
  return (
    <output aria-label={label} style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Text span size="sm" fw={strong ? 700 : 500} c={value === null ? 'gray.6' : undefined}>
        {value === null ? '—' : formatScore(value)}
      </Text>
    </output>
  );
}

/**
 * One table per figure (Grupo, FP, J1..Jn, Penalizações, Média, Pontuação) and a total row, all
 * live. Every judge cell is a ScoreCell inside one score grid: Enter walks judge by judge, then
 * figure by figure; ArrowUp/ArrowDown stay in the judge's column.
 */
export function FigureSheetTables({
  sheet,
  panel,
  step,
  score,
  showPenalty,
  gridRef,
  onMarkChange,
  onPenaltyChange,
}: FigureSheetTablesProps) {
  const { t } = useTranslation();
  const formatScore = useScoreFormat();
  const columns = getPanelColumns(panel);
  const bounds = getJudgeMarkBounds(step);

  const colgroup = (
    <colgroup>
      <col style={{ width: NAME_WIDTH }} />
      <col style={{ width: NUMBER_WIDTH }} />
      {columns.map((column) => (
        <col key={column} style={{ width: NUMBER_WIDTH }} />
      ))}
      {showPenalty && <col style={{ width: PENALTY_WIDTH }} />}
      <col style={{ width: SCORE_WIDTH }} />
      <col style={{ width: SCORE_WIDTH }} />
    </colgroup>
  );
  const minWidth = 36 + 5.5 * columns.length + (showPenalty ? 7.75 : 0);

  return (
    <div ref={gridRef} data-score-grid="">
      <Table.ScrollContainer minWidth={`${minWidth}rem`} type="native">
        {sheet.rows.map((row, index) => {
          const figure = score.figures[index];
          const penaltyProblem = showPenalty && penaltyNumber(row.penalty) === null;
          return (
            <Table
              key={`${index}-${row.Name}`}
              layout="fixed"
              withTableBorder
              withColumnBorders
              verticalSpacing={4}
              horizontalSpacing="xs"
              mb="sm"
              aria-label={t('figureResults.figureTable', { number: index + 1, name: row.Name })}
            >
              {colgroup}
              <Table.Thead>
                <Table.Tr bg="gray.0">
                  <Table.Th>{t('figureResults.group')}</Table.Th>
                  <Table.Th ta="right">{t('figureResults.fp')}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column} ta="center">
                      {column}
                    </Table.Th>
                  ))}
                  {showPenalty && <Table.Th ta="center">{t('figureResults.penalties')}</Table.Th>}
                  <Table.Th ta="right">{t('figureResults.mean')}</Table.Th>
                  <Table.Th ta="right">{t('figureResults.points')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>
                    <Text size="sm" fw={500} truncate="end" title={row.Name}>
                      {index + 1}. {row.Name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatScore(row.FP_val)}
                    </Text>
                  </Table.Td>
                  {columns.map((column, j) => (
                    <Table.Td key={column} ta="center">
                      <ScoreCell
                        label={t('figureResults.markLabel', { figure: row.Name, judge: column })}
                        column={column}
                        value={row.marks[j] ?? null}
                        bounds={bounds}
                        onChange={(value) => onMarkChange(index, j, value)}
                      />
                    </Table.Td>
                  ))}
                  {showPenalty && (
                    <Table.Td ta="center">
                      <DecimalInput
                        size="xs"
                        w="5.25rem"
                        aria-label={t('figureResults.penaltyLabel', { figure: row.Name })}
                        placeholder="0"
                        value={row.penalty}
                        error={penaltyProblem ? true : undefined}
                        aria-invalid={penaltyProblem ? true : undefined}
                        title={penaltyProblem ? t('figureResults.penaltyInvalid') : undefined}
                        onChange={(value) => onPenaltyChange(index, value)}
                        styles={{ input: { textAlign: 'right', paddingInline: 6 } }}
                      />
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    <Computed
                      label={t('figureResults.meanLabel', { figure: row.Name })}
                      value={figure?.mean ?? null}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Computed
                      label={t('figureResults.pointsLabel', { figure: row.Name })}
                      value={figure?.points ?? null}
                    />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          );
        })}
        <Table
          layout="fixed"
          withTableBorder
          withColumnBorders
          verticalSpacing={6}
          horizontalSpacing="xs"
          aria-label={t('figureResults.totalTable')}
        >
          {colgroup}
          <Table.Tbody>
            <Table.Tr bg="blue.0">
              <Table.Th scope="row">{t('figureResults.total')}</Table.Th>
              <Table.Td ta="right">
                <Computed label={t('figureResults.totalFpLabel')} value={score.totalDd} />
              </Table.Td>
              <Table.Td colSpan={columns.length}>
                <Text size="xs" c="gray.7" ta="center">
                  {t('figureResults.overallRule')}
                </Text>
              </Table.Td>
              {showPenalty && (
                <Table.Td ta="right">
                  <Computed
                    label={t('figureResults.totalPenaltiesLabel')}
                    value={score.totalPenalties}
                  />
                </Table.Td>
              )}
              <Table.Td />
              <Table.Td ta="right">
                <Computed label={t('figureResults.totalPointsLabel')} value={score.totalPoints} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" colSpan={columns.length + (showPenalty ? 4 : 3)} ta="right">
                {t('figureResults.overall')}
              </Table.Th>
              <Table.Td ta="right">
                <Computed label={t('figureResults.overallLabel')} value={score.overall} strong />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
