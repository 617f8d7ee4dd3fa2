import { Anchor, Group, NativeSelect, Stack } from '@mantine/core';
import { Link } from 'react-router';

interface EventNavProps<T> {
  /** The competition's events, in order. */
  events: readonly T[];
  ordemOf: (event: T) => number;
  /** The event shown; null while none is (the select then shows '—'). */
  shown: number | null;
  /** The select's label, the navigation's accessible name, and a class for its width. */
  label: string;
  navLabel: string;
  className: string;
  /** What the select shows for an event, and the texts of the links to the ones around it. */
  optionLabel: (event: T) => string;
  previousText: (event: T) => string;
  nextText: (event: T) => string;
  /** The address of an event's page (`?id=C&ordem=N`). */
  hrefOf: (ordem: number) => string;
  onChoose: (ordem: number) => void;
}

/**
 * Which event of a list page is shown (result list, start list): a native select (the phone's
 * own picker, keyboard friendly) and links to the events before and after, each a shareable
 * address.
 */
export function EventNav<T>({
  events,
  ordemOf,
  shown,
  label,
  navLabel,
  className,
  optionLabel,
  previousText,
  nextText,
  hrefOf,
  onChoose,
}: EventNavProps<T>) {
  const at = events.findIndex((event) => ordemOf(event) === shown);
  const previous = at > 0 ? events[at - 1] : undefined;
  const next = at >= 0 ? events[at + 1] : undefined;
  const options = events.map((event) => ({
    value: String(ordemOf(event)),
    label: optionLabel(event),
  }));
  return (
    <nav aria-label={navLabel} className={className}>
      <Stack gap={6}>
        <NativeSelect
          label={label}
          value={shown === null ? '' : String(shown)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value !== '') onChoose(Number(value));
          }}
          data={shown === null ? [{ value: '', label: '—' }, ...options] : options}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {previous ? (
            <Anchor component={Link} to={hrefOf(ordemOf(previous))} size="sm">
              {previousText(previous)}
            </Anchor>
          ) : (
            <span />
          )}
          {next && (
            <Anchor component={Link} to={hrefOf(ordemOf(next))} size="sm" ta="right">
              {nextText(next)}
            </Anchor>
          )}
        </Group>
      </Stack>
    </nav>
  );
}
