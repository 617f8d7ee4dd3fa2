import type { Ruleset } from '@artistic/domain/ruleset/document';
import { Badge, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumberFormat } from '../../../lib/score-format';

export type CodeTableName = 'hybrid' | 'tre' | 'acro' | 'pairBonus' | 'figures';

interface Column {
  key: string;
  label: string;
}

type Cell = string | number | null | { badge: string };

interface CodeTableProps {
  ruleset: Ruleset;
  table: CodeTableName;
}

/** Rows of a code table as columns of text or numbers; `search` is what the filter matches. */
function getCodeRows(ruleset: Ruleset, table: CodeTableName, t: (key: string) => string) {
  const flag = (on: boolean, label: string): Cell => (on ? { badge: label } : null);
  switch (table) {
    case 'hybrid':
      return {
        source: ruleset.hybrid.source,
        columns: ['code', 'family', 'dd', 'ddHalf', 'ddThird'],
        rows: ruleset.hybrid.rows.map((row) => ({
          search: row.code,
          cells: [row.code, row.family, row.dd, row.ddHalf, row.ddThird] as Cell[],
        })),
      };
    case 'tre':
      return {
        source: ruleset.tre.source,
        columns: ['code', 'routineKind', 'element', 'name', 'dd', 'status'],
        rows: ruleset.tre.rows.map((row) => ({
          search: `${row.code} ${row.name} ${row.element}`,
          cells: [
            row.code,
            row.routine,
            row.element,
            row.name,
            row.dd,
            flag(row.provisional, t('rulesets.provisional')),
          ] as Cell[],
        })),
      };
    case 'acro':
      return {
        source: ruleset.acro.source,
        columns: ['group', 'component', 'code', 'dd', 'status'],
        rows: ruleset.acro.rows.map((row) => ({
          search: `${row.code} ${row.component} ${row.group}`,
          cells: [
            row.group,
            row.component,
            row.code,
            row.dd,
            flag(row.flagged, t('rulesets.flagged')),
          ] as Cell[],
        })),
      };
    case 'pairBonus':
      return {
        source: ruleset.pairBonus.source,
        columns: ['code', 'value'],
        rows: ruleset.pairBonus.rows.map((row) => ({
          search: row.code,
          cells: [row.code, row.value] as Cell[],
        })),
      };
    case 'figures':
      return {
        source: ruleset.figures.source,
        columns: ['category', 'figureNumber', 'name', 'group', 'dd'],
        rows: Object.entries(ruleset.figures.categories).flatMap(([category, rows]) =>
          (rows ?? []).map((row) => ({
            search: `${row.figureNumber ?? ''} ${row.name} ${row.group}`,
            cells: [category, row.figureNumber, row.name, row.group, row.dd] as Cell[],
          })),
        ),
      };
  }
}

/** A read-only code table of a ruleset with a search box on code or name. */
export function CodeTable({ ruleset, table }: CodeTableProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [search, setSearch] = useState('');
  const data = getCodeRows(ruleset, table, t);
  const needle = search.trim().toLocaleLowerCase('pt');
  const rows = needle
    ? data.rows.filter((row) => row.search.toLocaleLowerCase('pt').includes(needle))
    : data.rows;
  const columns: Column[] = data.columns.map((key) => ({
    key,
    label: t(`rulesets.columns.${key}`),
  }));
  const label = t(`rulesets.tabs.${table}`);

  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        {t('rulesets.source', { source: data.source })}
      </Text>
      <TextInput
        type="search"
        label={t('rulesets.search')}
        placeholder={t('rulesets.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <Text size="sm" role="status">
        {t('rulesets.rowCount', { count: rows.length })}
      </Text>
      <ScrollArea.Autosize mah={520} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table striped withTableBorder aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={`${row.search}:${index}`}>
                {row.cells.map((cell, column) => (
                  <Table.Td key={columns[column]?.key ?? column}>
                    {cell === null ? (
                      ''
                    ) : typeof cell === 'number' ? (
                      format.decimal(cell)
                    ) : typeof cell === 'string' ? (
                      cell
                    ) : (
                      <Badge color="yellow" variant="light" size="sm">
                        {cell.badge}
                      </Badge>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
