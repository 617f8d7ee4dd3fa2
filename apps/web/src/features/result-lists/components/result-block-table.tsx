import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ResultBlockView,
  ResultEntryView,
  ResultLineView,
} from '../../../lib/result-list-view';
import { ScrollableTable } from '../../../components/scrollable-table';

interface ResultBlockTableProps {
  block: ResultBlockView;
  /**
   * The provisional factors the block is scored with ('HIB 0,5 · Desempenho 1,6'), shown to
   * admins and referees only (issue 16); absent for the public.
   */
  provisional?: string | undefined;
}

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * One event of the result list: heading '<Categoria> — <Prova>' and its ranked entries.
 * Memoised: a championship's 24 tables hold ~900 rows; the page re-renders when its PDF button
 * spins, and redrawing every table then took longer than the PDF itself.
 */
export const ResultBlockTable = memo(function ResultBlockTable({
  block,
  provisional,
}: ResultBlockTableProps) {
  const { t } = useTranslation();
  const headingId = `result-list-block-${block.key}`;
  const isFigures = block.kind === 'figures';
  const judges = Array.from({ length: block.judgeCount }, (_, index) => `J${index + 1}`);
  return (
    <section className="result-list-block" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="xs" id={headingId} className="result-list-block-title">
        {block.heading}
      </Title>
      {provisional && (
        <Group gap="xs" mb="xs" className="result-list-no-print">
          <Badge color="yellow" variant="light">
            {t('rulesets.markers.block')}
          </Badge>
          <Text size="sm">{t('rulesets.markers.blockTitle', { list: provisional })}</Text>
        </Group>
      )}
      {block.entries.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('resultLists.noEntries')}
        </Text>
      ) : (
        <ScrollableTable
          classPrefix="result-list"
          labelledBy={headingId}
          label={block.heading}
          verticalSpacing={3}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} style={numberCell}>
                {t('resultLists.columns.position')}
              </Table.Th>
              <Table.Th rowSpan={2}>{t('resultLists.columns.name')}</Table.Th>
              <Table.Th rowSpan={2}>{t('resultLists.columns.club')}</Table.Th>
              <Table.Th rowSpan={2}>
                {isFigures ? t('resultLists.columns.figures') : t('resultLists.columns.elements')}
              </Table.Th>
              <Table.Th colSpan={block.judgeCount} style={{ textAlign: 'center' }}>
                {t('resultLists.columns.judges')}
              </Table.Th>
              {isFigures && (
                <Table.Th rowSpan={2} style={numberCell}>
                  {t('resultLists.columns.penalties')}
                </Table.Th>
              )}
              <Table.Th rowSpan={2} style={numberCell}>
                {isFigures
                  ? t('resultLists.columns.figureTotal')
                  : t('resultLists.columns.elementsTotal')}
              </Table.Th>
              <Table.Th rowSpan={2} style={numberCell}>
                {t('resultLists.columns.total')}
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              {judges.map((judge) => (
                <Table.Th key={judge} style={numberCell}>
                  {judge}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {block.entries.map((entry) => (
            <EntryRows
              key={entry.key}
              entry={entry}
              judgeCount={block.judgeCount}
              isFigures={isFigures}
            />
          ))}
        </ScrollableTable>
      )}
    </section>
  );
});

interface EntryRowsProps {
  entry: ResultEntryView;
  judgeCount: number;
  isFigures: boolean;
}

/** One ranked entry: its place, names, club and total span all of its lines. */
function EntryRows({ entry, judgeCount, isFigures }: EntryRowsProps) {
  const lines: readonly (ResultLineView | null)[] = entry.lines.length > 0 ? entry.lines : [null];
  const span = lines.length;
  return (
    <Table.Tbody
      className={entry.isExtra ? 'result-list-entry result-list-extra' : 'result-list-entry'}
    >
      {lines.map((line, index) => (
        <Table.Tr key={line?.key ?? 'empty'}>
          {index === 0 && (
            <>
              <Table.Td rowSpan={span} style={{ ...numberCell, fontWeight: 700 }}>
                {entry.position}
              </Table.Td>
              <Table.Td rowSpan={span} className="result-list-name">
                {entry.names.map((name, nameIndex) => (
                  <div key={`${nameIndex}-${name}`}>{name}</div>
                ))}
              </Table.Td>
              <Table.Td rowSpan={span} className="result-list-club">
                {entry.club}
              </Table.Td>
            </>
          )}
          <LineCells line={line} judgeCount={judgeCount} isFigures={isFigures} />
          {index === 0 && (
            <Table.Td rowSpan={span} style={{ ...numberCell, fontWeight: 700 }}>
              {entry.total}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

interface LineCellsProps {
  line: ResultLineView | null;
  judgeCount: number;
  isFigures: boolean;
}

function LineCells({ line, judgeCount, isFigures }: LineCellsProps) {
  const weight = line?.isSummary ? { fontWeight: 700 } : undefined;
  return (
    <>
      <Table.Td className="result-list-line-label" style={weight}>
        {line?.label}
        {line?.mark ? (
          <Text
            span
            fw={700}
            c="red.9"
            size="xs"
            ml={6}
            title={line.markTitle}
            className="result-list-call"
          >
            {line.mark}
          </Text>
        ) : null}
        {line?.detail ? (
          <Text span c="gray.7" size="xs" display="block">
            {line.detail}
          </Text>
        ) : null}
      </Table.Td>
      {line?.judges ? (
        line.judges.map((score, index) => (
          <Table.Td key={index} style={numberCell}>
            {score}
          </Table.Td>
        ))
      ) : (
        <Table.Td colSpan={judgeCount} className="result-list-judges-text">
          {line?.judgesText}
        </Table.Td>
      )}
      {isFigures && <Table.Td style={numberCell}>{line?.penalty}</Table.Td>}
      <Table.Td style={{ ...numberCell, ...weight }}>{line?.points}</Table.Td>
    </>
  );
}
