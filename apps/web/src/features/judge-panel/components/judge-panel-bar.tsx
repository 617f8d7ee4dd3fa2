import type { Mark, Panel } from '@artistic/domain/judge-panel/schema';
import { Alert, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/auth';
import { useEntryMarks, useMovePointer, usePanelNow } from '../api';
import { useLiveStream } from '../live-stream';

interface JudgePanelBarProps {
  competitionId: string;
  panel: Panel;
  /** The entry of the sheet open at the table (null: none open). */
  entry: string | null;
  /**
   * The open sheet had a total when it was opened: a correction of an entry that swam before,
   * which leaves the entry in the water (phones, venue scoreboard) where it is (issue 38).
   */
  scored: boolean;
  /** How many rows the open sheet has, and how many judges the panel has. */
  rows: number;
  judges: number;
  /** The judges' marks on the open entry, each time they change (oldest first). */
  onMarks: (marks: readonly Mark[]) => void;
}

/**
 * The scoring table's side of the judges' phones (issue 21): a switch opens the panel (seats may
 * then send marks); while it is open, opening a sheet puts its entry in the water on every phone,
 * and the judges' marks on it arrive each second, for the sheet to fill in. Says which judges
 * have not sent every mark yet. Opening a sheet scored before (a correction) moves nothing: only
 * 'Pôr na água' then puts it in the water.
 */
export function JudgePanelBar({
  competitionId,
  panel,
  entry,
  scored,
  rows,
  judges,
  onMarks,
}: JudgePanelBarProps) {
  const { t } = useTranslation();
  const now = usePanelNow(competitionId, panel, true);
  const move = useMovePointer(competitionId, panel);
  const isOpen = now.data?.open ?? false;
  // The switch follows the click at once, while the table's change is on its way.
  const isShownOpen = move.isPending ? move.variables.open : isOpen;
  // The panel's live stream: a mark arrives or the pointer moves, and it is read at once.
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const live = useLiveStream(
    isOpen ? `/api/competitions/${encodeURIComponent(competitionId)}/panel/${panel}/stream` : null,
    token ? { Authorization: `Bearer ${token}` } : null,
    (event) =>
      void queryClient.invalidateQueries({
        queryKey: ['judgePanel', competitionId, event === 'marks' ? 'marks' : 'now', panel],
      }),
  );
  const marks = useEntryMarks(competitionId, panel, entry, isOpen, live.connected ? 5000 : 1000);

  // Whether the open sheet had a total when it was opened: saving a new sheet makes no correction.
  const [opened, setOpened] = useState({ entry, scored });
  if (opened.entry !== entry) setOpened({ entry, scored });
  const isCorrection = entry !== null && (opened.entry === entry ? opened.scored : scored);
  const pointer = now.data?.entry?.entry ?? null;

  // The sheet opened at the table is the entry in the water on the phones, unless it is a
  // correction of an entry scored before: the one in the water stays (issue 38).
  const pointAt = useEffectEvent((target: string | null) => {
    const current = now.data;
    if (isCorrection || !current?.open || move.isPending) return;
    if ((current.entry?.entry ?? null) === target) return;
    move.mutate({ open: true, entry: target, version: current.version });
  });
  useEffect(() => {
    if (entry !== null) pointAt(entry);
  }, [entry, isOpen]);

  const deliver = useEffectEvent((list: readonly Mark[]) => onMarks(list));
  useEffect(() => {
    if (marks.data && marks.data.entry === entry) deliver(marks.data.marks);
  }, [marks.data, entry]);

  const received = new Map<number, Set<string>>();
  for (const mark of marks.data?.entry === entry ? (marks.data?.marks ?? []) : []) {
    const seat = received.get(mark.seat) ?? new Set<string>();
    seat.add(mark.row);
    received.set(mark.seat, seat);
  }
  const missing = Array.from({ length: judges }, (_, i) => i + 1).filter(
    (seat) => (received.get(seat)?.size ?? 0) < rows,
  );

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Switch
          label={t('judgePanel.table.switch')}
          checked={isShownOpen}
          disabled={!now.isSuccess || move.isPending}
          onChange={(event) =>
            move.mutate({
              open: event.currentTarget.checked,
              entry: event.currentTarget.checked && !isCorrection ? entry : null,
              version: now.data?.version ?? 0,
            })
          }
        />
        {isOpen && isCorrection && pointer !== entry && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="gray.7">
              {now.data?.entry
                ? t('judgePanel.table.correction', { name: now.data.entry.name })
                : t('judgePanel.table.correctionNone')}
            </Text>
            <Button
              size="xs"
              variant="light"
              disabled={move.isPending}
              onClick={() => move.mutate({ open: true, entry, version: now.data?.version ?? 0 })}
            >
              {t('judgePanel.table.putInTheWater')}
            </Button>
          </Group>
        )}
        {isOpen && entry !== null && (
          <Text size="sm" role="status" aria-live="polite">
            {missing.length === 0
              ? t('judgePanel.table.allIn')
              : t('judgePanel.table.missing', {
                  seats: missing.map((seat) => `J${seat}`).join(', '),
                })}
          </Text>
        )}
        {isOpen && entry === null && (
          <Text size="sm" c="gray.7">
            {t('judgePanel.table.openASheet')}
          </Text>
        )}
      </Group>
      {move.isError && (
        <Alert color="orange" variant="light" mt="xs" role="alert">
          {isApiError(move.error) && move.error.status === 409
            ? t('judgePanel.table.stale')
            : t('judgePanel.table.moveFailed')}
        </Alert>
      )}
    </Paper>
  );
}
