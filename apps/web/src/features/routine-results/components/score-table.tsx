import type { RoutineCall } from '@artistic/domain/core/enums';
import type { RoutineResultCreate } from '@artistic/domain/routine/result-schema';
import { NativeSelect, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CellValue, ScoreBounds } from '../../../components/score-cell';
import { ScoreCell } from '../../../components/score-cell';
import type { JudgeColumn, SheetContext, SheetValues } from './routine-sheet-values';
import { formatFactor, formatSheetScore } from './routine-sheet-values';

export type JudgeRowKind = 'element' | 'artistic';

interface ScoreTableProps {
  context: SheetContext;
  values: SheetValues;
  /** The sheet recomputed by packages/domain (live Média, Pontos, totals). */
  live: Omit<RoutineResultCreate, 'version'>;
  readOnly: boolean;
  onChange: (kind: JudgeRowKind, row: number, judge: number, value: CellValue) => void;
  onCallChange: (row: number, call: RoutineCall) => void;
  elementLabel: (row: number) => string;
}

const empty: readonly CellValue[] = [];

interface JudgeCellsProps {
  kind: JudgeRowKind;
  row: number;
  cells: readonly CellValue[];
  judges: readonly JudgeColumn[];
  bounds: ScoreBounds;
  label: string;
  readOnly: boolean;
  onChange: (kind: JudgeRowKind, row: number, judge: number, value: CellValue) => void;
}

/** One row's judge cells; memoised so a keystroke re-renders only the row being typed in. */
const JudgeCells = memo(function JudgeCells({
  kind,
  row,
  cells,
  judges,
  bounds,
  label,
  readOnly,
  onChange,
}: JudgeCellsProps) {
  return judges.map((judge, j) => (
    <Table.Td key={judge} ta="center" p={2}>
      <ScoreCell
        value={cells[j] ?? null}
        onChange={(value) => onChange(kind, row, j, value)}
        label={`${label}, ${judge}`}
        column={judge}
        bounds={bounds}
        disabled={readOnly}
      />
    </Table.Td>
  ));
});

function Output({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <output aria-label={label} style={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
      {value}
    </output>
  );
}

type Score = number | null | undefined;

/** The Média and Pontos cells that close an element or artistic row (`row` names it). */
function MeanAndPointsCells({
  row,
  result,
}: {
  row: string;
  result: { Media?: Score; Pontos?: Score } | undefined;
}) {
  const { t, i18n } = useTranslation();
  const mean = formatSheetScore(result?.Media, i18n.language);
  const points = formatSheetScore(result?.Pontos, i18n.language);
  return (
    <>
      <Table.Td ta="right">
        <Output label={t('routineResults.table.meanOf', { row })} value={mean} />
      </Table.Td>
      <Table.Td ta="right">
        <Output label={t('routineResults.table.pointsOf', { row })} value={points} strong />
      </Table.Td>
    </>
  );
}

/** A bold total under the element or artistic rows, in the Pontos column. */
function TotalRow({ colSpan, label, total }: { colSpan: number; label: string; total: Score }) {
  const { i18n } = useTranslation();
  return (
    <Table.Tr bg="gray.0">
      <Table.Td colSpan={colSpan} ta="right">
        <Text fw={700} size="sm">
          {label}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatSheetScore(total, i18n.language)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The judges' grid: one row per coach card element (J1..Jn of the competition's panel, CD,
 * Média, Pontos), then the artistic impression rows of the routine and category.
 */
export function ScoreTable({
  context,
  values,
  live,
  readOnly,
  onChange,
  onCallChange,
  elementLabel,
}: ScoreTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const score = (value: number | null | undefined) => formatSheetScore(value, lang);
  const { judges } = context;
  const judgeWidth = 72;
  // A total's label spans every column before Pontos.
  const totalSpan = 6 + judges.length;
  // The judges' cells of an element or artistic row: the panel and its bounds are the table's.
  const judgeCells = (
    kind: JudgeRowKind,
    row: number,
    cells: readonly CellValue[] | undefined,
    label: string,
  ) => (
    <JudgeCells
      kind={kind}
      row={row}
      cells={cells ?? empty}
      judges={judges}
      bounds={context.markBounds}
      label={label}
      readOnly={readOnly}
      onChange={onChange}
    />
  );

  return (
    <Table.ScrollContainer minWidth={460 + judges.length * judgeWidth}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing="xs"
        fz="sm"
        aria-label={t('routineResults.table.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>{t('routineResults.table.number')}</Table.Th>
            <Table.Th>{t('routineResults.table.element')}</Table.Th>
            <Table.Th>{t('routineResults.table.group')}</Table.Th>
            <Table.Th ta="right">{t('routineResults.table.value')}</Table.Th>
            {judges.map((judge) => (
              <Table.Th key={judge} ta="center" w={judgeWidth}>
                {judge}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('routineResults.table.cd')}</Table.Th>
            <Table.Th ta="right">{t('routineResults.table.mean')}</Table.Th>
            <Table.Th ta="right">{t('routineResults.table.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {context.elements.map((element, i) => {
            const row = live.Resultados_el[i];
            const label = elementLabel(i);
            const call = values.calls[i] ?? 'Declarado';
            return (
              <Table.Tr key={`element-${i}`}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {element.name}
                  </Text>
                  {element.codes && (
                    <Text size="xs" c="gray.7">
                      {element.codes}
                    </Text>
                  )}
                  {element.calls.length > 1 && (
                    <NativeSelect
                      size="xs"
                      w="9.25rem"
                      mt={4}
                      aria-label={t('routineResults.table.callOf', { row: label })}
                      value={call}
                      disabled={readOnly}
                      data={element.calls.map((value) => ({
                        value,
                        label: t(`routineResults.calls.${value}`),
                      }))}
                      onChange={(event) =>
                        onCallChange(i, event.currentTarget.value as RoutineCall)
                      }
                    />
                  )}
                </Table.Td>
                <Table.Td>{element.group || '—'}</Table.Td>
                <Table.Td ta="right">
                  <Output
                    label={t('routineResults.table.valueOf', { row: label })}
                    value={score(row?.FP_val ?? element.value)}
                  />
                  {call !== 'Declarado' && (
                    <Text size="xs" c="gray.7">
                      {t('routineResults.table.declared', { value: score(element.value) })}
                    </Text>
                  )}
                </Table.Td>
                {element.cd === null ? (
                  <Table.Td colSpan={judges.length}>
                    <Text size="sm" c="gray.7">
                      {t('routineResults.table.notJudged')}
                    </Text>
                  </Table.Td>
                ) : (
                  judgeCells('element', i, values.elements[i], label)
                )}
                <Table.Td ta="right">
                  {element.cd === null ? '—' : formatFactor(element.cd.value, lang)}
                </Table.Td>
                <MeanAndPointsCells row={label} result={row} />
              </Table.Tr>
            );
          })}
          <TotalRow
            colSpan={totalSpan}
            label={t('routineResults.totals.elements')}
            total={live.Total_el}
          />

          <Table.Tr bg="gray.0">
            <Table.Th colSpan={3}>{t('routineResults.table.artistic')}</Table.Th>
            <Table.Th ta="right">{t('routineResults.table.factor')}</Table.Th>
            {judges.map((judge) => (
              <Table.Th key={judge} ta="center">
                {judge}
              </Table.Th>
            ))}
            <Table.Th />
            <Table.Th ta="right">{t('routineResults.table.mean')}</Table.Th>
            <Table.Th ta="right">{t('routineResults.table.points')}</Table.Th>
          </Table.Tr>
          {context.artistic.map((definition, i) => {
            const row = live.Resultado_Coreografia[i];
            return (
              <Table.Tr key={definition.name}>
                <Table.Td colSpan={3}>
                  <Text fw={600} size="sm">
                    {definition.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">3 × {formatFactor(definition.factor.value, lang)}</Table.Td>
                {judgeCells('artistic', i, values.artistic[i], definition.name)}
                <Table.Td />
                <MeanAndPointsCells row={definition.name} result={row} />
              </Table.Tr>
            );
          })}
          <TotalRow
            colSpan={totalSpan}
            label={t('routineResults.totals.artistic')}
            total={live.Total_impress}
          />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
