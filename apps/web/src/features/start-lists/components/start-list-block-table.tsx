import type { StartListSheetBlock } from '@artistic/domain/start-list/sheet';
import { ActionIcon, Button, Group, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollableTable } from '../../../components/scrollable-table';

export interface BlockAdminControls {
  /** True while a command runs: every control is disabled. */
  isBusy: boolean;
  onRedraw: () => void;
  onMove: (slot: number, direction: 'up' | 'down') => void;
}

interface StartListBlockTableProps {
  block: StartListSheetBlock;
  /** Only for users who may generate start lists. */
  admin?: BlockAdminControls | undefined;
  /** Shown under the heading (a failed command of this block). */
  notice?: ReactNode;
}

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One block of the start list: heading '<Ordem>. <Categoria> — <Prova>' and its slots. */
export function StartListBlockTable({ block, admin, notice }: StartListBlockTableProps) {
  const { t } = useTranslation();
  const headingId = `start-list-block-${block.order}`;
  return (
    <section className="start-list-block" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId} className="start-list-block-title">
          {block.heading}
        </Title>
        {admin && block.slotCount > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            className="start-list-no-print"
            disabled={admin.isBusy}
            onClick={admin.onRedraw}
          >
            {t('startLists.admin.redraw')}
          </Button>
        )}
      </Group>
      {notice}
      {block.slotCount === 0 ? (
        <Text c="gray.7" size="sm">
          {t('startLists.noSlots')}
        </Text>
      ) : (
        <ScrollableTable
          classPrefix="start-list"
          labelledBy={headingId}
          label={block.heading}
          verticalSpacing={4}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={numberCell}>{t('startLists.columns.startNumber')}</Table.Th>
              {block.showAthleteNumber && (
                <Table.Th style={numberCell}>{t('startLists.columns.athleteNumber')}</Table.Th>
              )}
              <Table.Th>{t('startLists.columns.name')}</Table.Th>
              <Table.Th>{t('startLists.columns.club')}</Table.Th>
              <Table.Th style={numberCell}>{t('startLists.columns.licence')}</Table.Th>
              <Table.Th style={numberCell}>{t('startLists.columns.year')}</Table.Th>
              {admin && (
                <Table.Th className="start-list-no-print">
                  <span className="start-list-visually-hidden">{t('startLists.columns.move')}</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {block.rows.map((row) => (
              <Table.Tr
                key={row.key}
                className={row.isFirstOfSlot ? 'start-list-slot-first' : undefined}
              >
                {row.isFirstOfSlot && (
                  <Table.Td rowSpan={row.slotRows} style={{ ...numberCell, fontWeight: 700 }}>
                    {row.startNumber}
                  </Table.Td>
                )}
                {block.showAthleteNumber && (
                  <Table.Td style={numberCell}>{row.athleteNumber}</Table.Td>
                )}
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.club}</Table.Td>
                <Table.Td style={numberCell}>{row.licence}</Table.Td>
                <Table.Td style={numberCell}>{row.year}</Table.Td>
                {admin && row.isFirstOfSlot && (
                  <Table.Td rowSpan={row.slotRows} className="start-list-no-print" style={nowrap}>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        size="md"
                        aria-label={t('startLists.admin.moveUp', { position: row.startNumber })}
                        disabled={admin.isBusy || row.slot === 1}
                        onClick={() => admin.onMove(row.slot, 'up')}
                      >
                        <span aria-hidden="true">↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size="md"
                        aria-label={t('startLists.admin.moveDown', {
                          position: row.startNumber,
                        })}
                        disabled={admin.isBusy || row.isLastSlot}
                        onClick={() => admin.onMove(row.slot, 'down')}
                      >
                        <span aria-hidden="true">↓</span>
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollableTable>
      )}
    </section>
  );
}
