import { useId } from 'react';
import { Link } from 'react-router';
import { plainStyles } from './plain/plain';

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
 * address. Without Mantine: the result list draws it without the page frame (ADR 050).
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
  const selectId = useId();
  const at = events.findIndex((event) => ordemOf(event) === shown);
  const previous = at > 0 ? events[at - 1] : undefined;
  const next = at >= 0 ? events[at + 1] : undefined;
  const options = events.map((event) => ({
    value: String(ordemOf(event)),
    label: optionLabel(event),
  }));
  return (
    <nav aria-label={navLabel} className={`${plainStyles.stack} ${className}`}>
      <div className={plainStyles.field} style={{ alignSelf: 'stretch' }}>
        <label htmlFor={selectId} className={plainStyles.label}>
          {label}
        </label>
        <select
          id={selectId}
          className={plainStyles.select}
          value={shown === null ? '' : String(shown)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value !== '') onChoose(Number(value));
          }}
        >
          {shown === null && <option value="">—</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={plainStyles.spread} style={{ alignSelf: 'stretch' }}>
        {previous ? (
          <Link
            to={hrefOf(ordemOf(previous))}
            className={`${plainStyles.link} ${plainStyles.small}`}
          >
            {previousText(previous)}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            to={hrefOf(ordemOf(next))}
            className={`${plainStyles.link} ${plainStyles.small}`}
            style={{ textAlign: 'right' }}
          >
            {nextText(next)}
          </Link>
        )}
      </div>
    </nav>
  );
}
