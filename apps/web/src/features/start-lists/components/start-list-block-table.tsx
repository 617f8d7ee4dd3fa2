import type { StartListSheetBlock } from '@artistic/domain/start-list/sheet';
import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

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

/**
 * One block of the start list: heading '<Ordem>. <Categoria> — <Prova>' and its slots, as a plain
 * table (a championship's event has up to a few hundred rows: no component per cell). On a phone
 * the licence and year columns give way (CSS) so number, name and club fit; the table scrolls in
 * its own box, never the page, and the keyboard reaches that box.
 */
export const StartListBlockTable = memo(function StartListBlockTable({
  block,
  admin,
  notice,
}: StartListBlockTableProps) {
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
        <div
          className="start-list-scroll mantine-focus-auto"
          tabIndex={0}
          role="group"
          aria-labelledby={headingId}
        >
          <table
            className="start-list-table start-list-rows"
            aria-labelledby={headingId}
            data-ordem={block.order}
          >
            <thead>
              <tr>
                <th className="start-list-number">{t('startLists.columns.startNumber')}</th>
                {block.showAthleteNumber && (
                  <th className="start-list-number">{t('startLists.columns.athleteNumber')}</th>
                )}
                <th>{t('startLists.columns.name')}</th>
                <th>{t('startLists.columns.club')}</th>
                <th className="start-list-number start-list-extra">
                  {t('startLists.columns.licence')}
                </th>
                <th className="start-list-number start-list-extra">
                  {t('startLists.columns.year')}
                </th>
                {admin && (
                  <th className="start-list-no-print">
                    <span className="start-list-visually-hidden">
                      {t('startLists.columns.move')}
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr
                  key={row.key}
                  className={row.isFirstOfSlot ? 'start-list-slot-first' : undefined}
                >
                  {row.isFirstOfSlot && (
                    <td rowSpan={row.slotRows} className="start-list-number start-list-start">
                      {row.startNumber}
                    </td>
                  )}
                  {block.showAthleteNumber && (
                    <td className="start-list-number">{row.athleteNumber}</td>
                  )}
                  <td>{row.name}</td>
                  <td>{row.club}</td>
                  <td className="start-list-number start-list-extra">{row.licence}</td>
                  <td className="start-list-number start-list-extra">{row.year}</td>
                  {admin && row.isFirstOfSlot && (
                    <td rowSpan={row.slotRows} className="start-list-no-print start-list-move">
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
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
