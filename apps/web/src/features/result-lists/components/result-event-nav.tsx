import { Anchor, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ResultEventOption {
  ordem: number;
  /** '<Categoria> — <Prova>'. */
  label: string;
  rows: number;
  scored: number;
}

interface ResultEventNavProps {
  events: readonly ResultEventOption[];
  shown: number;
  /** The address of an event's page (`/resultList?id=C&ordem=N`). */
  hrefOf: (ordem: number) => string;
  onChoose: (ordem: number) => void;
}

/**
 * Which event is shown: a native select (the phone's own picker, keyboard friendly) and links to
 * the events before and after, each a shareable address.
 */
export function ResultEventNav({ events, shown, hrefOf, onChoose }: ResultEventNavProps) {
  const { t } = useTranslation();
  const index = events.findIndex((event) => event.ordem === shown);
  const previous = index > 0 ? events[index - 1] : undefined;
  const next = index >= 0 ? events[index + 1] : undefined;
  return (
    <nav aria-label={t('resultLists.eventsNav')} className="result-list-no-print">
      <NativeSelect
        label={t('resultLists.event')}
        value={String(shown)}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
        data={events.map((event) => ({
          value: String(event.ordem),
          label: t('resultLists.eventOption', {
            label: event.label,
            scored: String(event.scored),
            rows: String(event.rows),
          }),
        }))}
        maw="40rem"
      />
      <Group justify="space-between" mt={6} maw="40rem" gap="xs" wrap="nowrap">
        {previous ? (
          <Anchor component={Link} to={hrefOf(previous.ordem)} size="sm">
            {t('resultLists.previousEvent', { label: previous.label })}
          </Anchor>
        ) : (
          <span />
        )}
        {next ? (
          <Anchor component={Link} to={hrefOf(next.ordem)} size="sm" ta="right">
            {t('resultLists.nextEvent', { label: next.label })}
          </Anchor>
        ) : null}
      </Group>
    </nav>
  );
}
