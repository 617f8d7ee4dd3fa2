/**
 * The Medalheiro as spreadsheet tables, with the page's columns and the same view model
 * (lib/medals-view.ts): the medals per club, the club points, then every event's medallists.
 */
import type { MedalsView } from './medals-view';
import type { SpreadsheetTable } from './spreadsheet';

type Translate = (key: string, options?: Record<string, string>) => string;

/** The medal table, the points table and the medallists per event: one worksheet each. */
export function toMedalsTables(view: MedalsView, t: Translate): SpreadsheetTable[] {
  const competition = t('medals.competitionLine', {
    name: view.competitionName,
    date: view.date,
  });
  const title = (heading: string) => [t('medals.title'), competition, heading];
  return [
    {
      name: t('medals.table.title'),
      title: title(t('medals.table.title')),
      columns: (['place', 'club', 'gold', 'silver', 'bronze', 'total'] as const).map((column) =>
        t(`medals.table.${column}`),
      ),
      rows: view.medalTable.map((row) => [
        row.place,
        row.club,
        row.gold,
        row.silver,
        row.bronze,
        row.total,
      ]),
    },
    {
      name: t('medals.points.title'),
      title: [
        ...title(t('medals.points.title')),
        t('medals.points.tableUsed', { points: view.pointsTable }),
      ],
      columns: (['place', 'club', 'points'] as const).map((column) => t(`medals.points.${column}`)),
      rows: view.clubPoints.map((row) => [row.place, row.club, row.points]),
    },
    {
      name: t('medals.events.title'),
      title: title(t('medals.events.title')),
      columns: [
        t('medals.events.event'),
        ...(['medal', 'place', 'names', 'club', 'total'] as const).map((column) =>
          t(`medals.events.${column}`),
        ),
      ],
      rows: view.events.flatMap((event) =>
        event.medallists.map((m) => [
          event.heading,
          t(`medals.table.${m.medal}`),
          Number(m.place),
          m.names,
          m.club,
          m.score,
        ]),
      ),
      decimals: { 5: 4 },
    },
  ];
}
