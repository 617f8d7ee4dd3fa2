import type { StartListSheetBlock } from '@artistic/domain/start-list/sheet';
import {
  buildStartListBlock,
  buildStartListSheet,
  startListBlockHeading,
} from '@artistic/domain/start-list/sheet';
import { parseDmyDate } from '@artistic/domain/core/dates';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { EventNav } from '../../../components/event-nav';
import { VenueLive } from '../../../components/plain/venue-live';
import { useSearchParam } from '../../../components/use-search-param';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadState } from '../../../components/load-state-alerts';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { SpreadsheetActions } from '../../../components/spreadsheet-actions';
import { toStartListTables } from '../../../lib/start-list-spreadsheet';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import type { StartListCommand } from '../api';
import {
  isStaleStartListError,
  useFetchStartList,
  useStartList,
  useStartListCommand,
  useStartListEvent,
  useStartListEvents,
} from '../api';
import { ClubTable } from '../components/club-table';
import { StartListBlockTable } from '../components/start-list-block-table';
import { PrintedPage } from '../../../components/printed-page';
import './start-list-page.css';
import { useLanguage } from '../../../lib/language';

/** Only an admin's redraw asks (Mantine's Modal brings ScrollArea: ~75 kB a visitor never needs). */
const ConfirmModal = lazy(() =>
  import('../../../components/confirm-modal').then((m) => ({ default: m.ConfirmModal })),
);

interface CommandFailure {
  order: number;
  error: unknown;
}

/** `?ordem=`: a positive whole number, else null. */
function parseOrder(value: string): number | null {
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/**
 * Start list (/startList?id=&ordem=): public, one event at a time (issue 20, ADR 041): the
 * event of `ordem`, else the one being swum; the index of events picks another (the choice is
 * in the address). Only the shown event is fetched; the athletes per club when their section is
 * opened; the whole list when the PDF is asked for. Admins may redraw the event or move a slot.
 */
export function StartListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const asked = useSearchParam('ordem');
  const [, setSearchParams] = useSearchParams();
  const permissions = usePermissions();
  const canEdit = permissions.can('startlist.generate');
  const events = useStartListEvents(id);
  const index = events.data;
  const askedOrder = parseOrder(asked);
  const isKnown = (order: number | null) =>
    order !== null && index !== undefined && index.events.some((e) => e.Ordem === order);
  const isUnknownAsked =
    asked !== '' && (askedOrder === null || (index !== undefined && !isKnown(askedOrder)));
  // An event named in the address is fetched beside the index, not after it (one round trip).
  const shownOrder = isUnknownAsked ? null : (askedOrder ?? index?.now ?? null);
  const event = useStartListEvent(id, shownOrder);
  const command = useStartListCommand(id);
  const [isClubsOpen, setIsClubsOpen] = useState(false);
  const clubs = useStartList(id, isClubsOpen);
  const fetchStartList = useFetchStartList(id);
  const [failure, setFailure] = useState<CommandFailure | null>(null);
  const [toRedraw, setToRedraw] = useState<StartListSheetBlock | null>(null);
  const pdf = usePdfDownload(
    () => import('../../../pdf/start-list-pdf'),
    t('startLists.pdfFailed'),
  );
  const block = useMemo(
    () => (event.data ? buildStartListBlock(event.data, language) : null),
    [event.data, language],
  );
  function show(order: number) {
    setSearchParams({ id, ordem: String(order) });
  }

  function run(input: StartListCommand, onDone?: () => void) {
    setFailure(null);
    command.mutate(input, {
      onSuccess: () => {
        onDone?.();
        if (input.kind === 'redraw') {
          notifications.show({ color: 'green', message: t('startLists.admin.redrawn') });
        }
      },
      onError: (error) => {
        onDone?.();
        setFailure({ order: input.order, error });
      },
    });
  }

  function reload() {
    setFailure(null);
    void events.refetch();
    if (shownOrder !== null) void event.refetch();
  }

  function renderNotice(order: number) {
    if (failure?.order !== order) return null;
    if (isStaleStartListError(failure.error)) {
      return (
        <Alert color="orange" variant="light" role="alert" mb="xs" className="start-list-no-print">
          <Stack gap="xs" align="flex-start">
            {t('startLists.admin.stale')}
            <Button size="xs" variant="light" color="orange" onClick={reload}>
              {t('startLists.admin.reload')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <div className="start-list-no-print">
        <ErrorAlert error={failure.error} title={t('startLists.admin.commandFailed')} />
      </div>
    );
  }

  function renderEvent() {
    if (isUnknownAsked)
      return (
        <Alert color="yellow" variant="light" role="alert">
          {t('startLists.events.unknown', { ordem: asked })}
        </Alert>
      );
    if (!event.isSuccess)
      return <LoadState query={event} texts="startLists.events" notFound retry />;
    if (block === null || index === undefined) return null;
    const version = index.startListVersion;
    return (
      <StartListBlockTable
        key={block.order}
        block={block}
        notice={renderNotice(block.order)}
        admin={
          canEdit
            ? {
                isBusy: command.isPending,
                onRedraw: () => setToRedraw(block),
                onMove: (slot, direction) =>
                  run({
                    kind: 'move',
                    order: block.order,
                    startListVersion: version,
                    slot,
                    direction,
                  }),
              }
            : undefined
        }
      />
    );
  }

  function renderNavigation(current: number | null) {
    if (index === undefined) return null;
    return (
      <EventNav
        events={index.events}
        ordemOf={(e) => e.Ordem}
        shown={current}
        label={t('startLists.events.label')}
        navLabel={t('startLists.events.navigation')}
        className="start-list-no-print start-list-events"
        optionLabel={(e) =>
          startListBlockHeading(e, language) +
          (e.Ordem === index.now ? ` (${t('startLists.events.now')})` : '')
        }
        previousText={() => `‹ ${t('startLists.events.previous')}`}
        nextText={() => `${t('startLists.events.next')} ›`}
        hrefOf={(order) => `/startList?${new URLSearchParams({ id, ordem: String(order) })}`}
        onChoose={show}
      />
    );
  }

  let content;
  if (id === '' || !events.isSuccess) {
    content = (
      <LoadState query={events} texts="startLists" isMissingId={id === ''} notFound retry />
    );
  } else {
    const data = events.data;
    const name = data.competition.Nome;
    const isEmpty = data.events.every((e) => e.entries === 0);
    content = (
      <Stack gap="md">
        <Text size="lg" fw={500} className="start-list-competition">
          {t('startLists.competitionLine', {
            name,
            date: parseDmyDate(data.competition.Data) ?? data.competition.Data,
          })}
        </Text>
        <VenueLive competitionId={id} />
        {isEmpty ? (
          <Text c="gray.7">{t('startLists.empty')}</Text>
        ) : (
          <>
            <PdfActions
              pdf={pdf}
              onDownload={() =>
                pdf.download(
                  async (module, context) =>
                    module.renderStartListPdf(
                      buildStartListSheet(await fetchStartList(), context.language),
                      context.translate,
                      context.language,
                    ),
                  t('startLists.fileName', { name }),
                )
              }
              downloadLabel={t('startLists.pdf')}
              printLabel={t('startLists.print')}
              noPrintClassName="start-list-no-print"
            >
              <SpreadsheetActions
                tables={async () =>
                  toStartListTables(buildStartListSheet(await fetchStartList(), language), t)
                }
                fileName={t('spreadsheets.startListFileName', { name })}
              />
            </PdfActions>
            <details
              className="start-list-clubs"
              onToggle={(e) => setIsClubsOpen(e.currentTarget.open)}
            >
              <summary>{t('startLists.clubs.title')}</summary>
              {isClubsOpen &&
                (clubs.isSuccess ? (
                  <ClubTable clubs={clubs.data.clubs} totalAthletes={clubs.data.totalAthletes} />
                ) : clubs.isPending ? (
                  <PageLoader label={t('startLists.loading')} />
                ) : (
                  <ErrorAlert error={clubs.error} title={t('startLists.loadFailed')} />
                ))}
            </details>
            {renderNavigation(shownOrder)}
            {renderEvent()}
          </>
        )}
        {toRedraw !== null && (
          <Suspense fallback={null}>
            <ConfirmModal
              title={t('startLists.admin.redrawTitle')}
              question={t('startLists.admin.redrawConfirm', { heading: toRedraw.heading })}
              cancelLabel={t('startLists.admin.cancel')}
              confirmLabel={t('startLists.admin.redrawConfirmButton')}
              isPending={command.isPending}
              onConfirm={() =>
                run(
                  {
                    kind: 'redraw',
                    order: toRedraw.order,
                    startListVersion: data.startListVersion,
                  },
                  () => setToRedraw(null),
                )
              }
              onClose={() => setToRedraw(null)}
            />
          </Suspense>
        )}
      </Stack>
    );
  }

  return (
    <PrintedPage
      name="start-list"
      title={t('startLists.title')}
      back={{ to: '/competition', label: t('startLists.back') }}
    >
      {content}
    </PrintedPage>
  );
}
