import { parseDmyDate } from '@artistic/domain/core/dates';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useSearchParam } from '../../../components/use-search-param';
import {
  PlainButton,
  PlainErrorAlert,
  PlainLoader,
  PlainLoadState,
  PlainPage,
  plainStyles,
  useMatchMedia,
} from '../../../components/plain/plain';
import { usePdfFile } from '../../../components/pdf-file';
import { VenueLive } from '../../../components/plain/venue-live';
import { PlainSpreadsheetButtons } from '../../../components/spreadsheet-buttons';
import {
  buildResultBlockView,
  buildResultListView,
  formatEventHeading,
} from '../../../lib/result-list-view';
import { usePermissions } from '../../../lib/permissions';
import { useReloadSafe } from '../../../lib/reload-guard';
import {
  useFetchResultList,
  useResultListEvent,
  useResultListEvents,
  useResultListOfflineCopy,
} from '../api';
import { ResultBlockTable } from '../components/result-block-table';
import { EventNav } from '../../../components/event-nav';
import { EventStatus } from '../components/event-status';
import '../../../components/printed-page.css';
import './result-list-page.css';
import { useLanguage } from '../../../lib/language';

const OfficialPanel = lazy(() =>
  import('../components/official-panel').then((m) => ({ default: m.OfficialPanel })),
);

const ProvisionalMarker = lazy(() =>
  import('../components/provisional-marker').then((m) => ({ default: m.ProvisionalMarker })),
);

/** What the official panel reads of a row of either kind of block. */
interface OfficialRow {
  readonly entry: string;
  readonly name: string;
  readonly club: string;
  readonly total: number | null;
}

/** Narrower than this, an event shows place, name, club and total, the rest on a tap. */
const PHONE_QUERY = '(max-width: 40em)';

/**
 * When the copy shown offline was kept: '12:03' on the day it was kept, '28/11, 12:03' after
 * (the reader's zone); null when unknown.
 */
export function formatKeptAt(iso: string, language: string, today = new Date()): string | null {
  const kept = new Date(iso);
  if (iso === '' || Number.isNaN(kept.getTime())) return null;
  const sameDay = kept.toDateString() === today.toDateString();
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pt-PT', {
    ...(sameDay ? {} : { day: '2-digit', month: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(kept);
}

/** `?ordem=` as an event number, or null when absent or not a number. */
const toOrdem = (text: string): number | null => (/^\d{1,3}$/.test(text) ? Number(text) : null);

/**
 * Result list (/resultList?id=C&ordem=N): public, one event at a time, refreshed every few
 * seconds while results come in. Without `ordem` it opens on the event happening now, and puts
 * it in the address (so Back and a shared link keep it); once an event is shown it never moves
 * the visitor by itself ('Agora:' links to the event happening now). Drawn without the page
 * frame (ADR 050): no Mantine, so a phone shows the results as soon as they arrive.
 */
export function ResultListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const requested = toOrdem(useSearchParam('ordem'));
  const [, setSearchParams] = useSearchParams();
  const index = useResultListEvents(id);
  const now = index.data?.now ?? null;
  const shown = requested ?? now;
  const event = useResultListEvent(id, shown);
  // The answers came from the service worker's copy: no connection (issue 40).
  const offlineCopy = useResultListOfflineCopy(id, shown);
  const keptAt = offlineCopy === null ? null : formatKeptAt(offlineCopy, language);
  const isCompact = useMatchMedia(PHONE_QUERY);

  // No result anywhere yet: nothing to show, nothing to keep (the first event scored will show).
  const isEmpty = index.data ? index.data.events.every((e) => e.rows === 0) : true;
  // Opened without an event: the one happening now stays shown, even when another starts.
  useEffect(() => {
    if (requested === null && now !== null && !isEmpty)
      setSearchParams({ id, ordem: String(now) }, { replace: true });
  }, [requested, now, isEmpty, id, setSearchParams]);

  const hrefOf = useCallback(
    (ordem: number) => `/resultList?id=${encodeURIComponent(id)}&ordem=${ordem}`,
    [id],
  );
  const choose = useCallback(
    (ordem: number) => setSearchParams({ id, ordem: String(ordem) }),
    [id, setSearchParams],
  );

  const events = useMemo(
    () =>
      (index.data?.events ?? []).map((e) => ({
        ordem: e.Ordem,
        label: formatEventHeading(e, language),
        rows: e.rows,
        scored: e.scored,
      })),
    [index.data, language],
  );
  const block = useMemo(
    () =>
      event.data && event.data.block.Ordem === shown
        ? buildResultBlockView(event.data.block, (key, options) => t(key, options), language)
        : null,
    [event.data, shown, t, language],
  );

  // The event's table is drawn in the background (React splits the work into short tasks): a
  // phone keeps answering while ~100 entries are laid out, and the event shown before stays on
  // screen until the next one is ready (ADR 050).
  const drawnBlock = useDeferredValue(block);

  // Admins and referees see whether the shown routine block uses provisional factors (issue 16);
  // the marker's code (and the schemas it checks with) loads for them only (ADR 050).
  const permissions = usePermissions();
  // A visitor's list has nothing to lose: a new version of the app reloads it by itself.
  useReloadSafe(() => true, !permissions.isSignedIn);
  const mayMark = permissions.can('ui.result');
  const shownBlock = event.data?.block;
  const marker = useMemo(
    () =>
      mayMark && shownBlock ? (
        <Suspense fallback={null}>
          <ProvisionalMarker competitionId={id} block={shownBlock} />
        </Suspense>
      ) : undefined,
    [mayMark, shownBlock, id],
  );

  // Official results (issue 22): the shown event's state for everyone; sign-off, history and
  // inquiries for the signed-in (their code loads for them only, ADR 050).
  const shownStatus = event.data && event.data.block.Ordem === shown ? event.data.status : null;
  const shownLabel = events.find((e) => e.ordem === shown)?.label ?? '';
  const official = useMemo(
    () =>
      permissions.isSignedIn && shownBlock && shownStatus ? (
        <Suspense fallback={null}>
          <OfficialPanel
            competitionId={id}
            ordem={shownBlock.Ordem}
            eventLabel={shownLabel}
            status={shownStatus}
            entries={(shownBlock.rows as readonly OfficialRow[]).map((row) => ({
              entry: row.entry,
              name: row.name,
              club: row.club,
              total: row.total,
            }))}
          />
        </Suspense>
      ) : null,
    [permissions.isSignedIn, shownBlock, shownStatus, shownLabel, id],
  );

  const pdf = usePdfFile(() => import('../../../pdf/result-list-pdf'), t('resultLists.pdfFailed'));
  const fetchResultList = useFetchResultList(id);

  let content;
  if (!index.data) {
    content = <PlainLoadState query={index} texts="resultLists" isMissingId={id === ''} notFound />;
  } else {
    const header = index.data.competition;
    const nowEvent = events.find((e) => e.ordem === now);
    // Shown even when the last refetch failed: the previous results stay on screen.
    content = (
      <>
        <p className={`${plainStyles.large} result-list-competition`}>
          {t('resultLists.competitionLine', {
            name: header.Nome,
            date: parseDmyDate(header.Data) ?? header.Data,
          })}
        </p>
        <VenueLive competitionId={id} />
        {(offlineCopy !== null || index.isRefetchError || event.isRefetchError) && (
          <p
            className={`${plainStyles.small} ${plainStyles.warning} result-list-no-print`}
            role="status"
          >
            {keptAt !== null
              ? t('resultLists.offlineCopy', { time: keptAt })
              : t('resultLists.offline')}
          </p>
        )}
        {isEmpty ? (
          <p className={`${plainStyles.text} ${plainStyles.dimmed}`}>{t('resultLists.empty')}</p>
        ) : (
          <>
            {shown !== null && (
              <EventNav
                events={events}
                ordemOf={(event) => event.ordem}
                shown={shown}
                label={t('resultLists.event')}
                navLabel={t('resultLists.eventsNav')}
                className="result-list-no-print result-list-events"
                optionLabel={(event) =>
                  t('resultLists.eventOption', {
                    label: event.label,
                    scored: String(event.scored),
                    rows: String(event.rows),
                  })
                }
                previousText={(event) => t('resultLists.previousEvent', { label: event.label })}
                nextText={(event) => t('resultLists.nextEvent', { label: event.label })}
                hrefOf={hrefOf}
                onChoose={choose}
              />
            )}
            {nowEvent && nowEvent.ordem !== shown && (
              <p className={`${plainStyles.small} result-list-no-print`} role="status">
                {t('resultLists.now')}{' '}
                <Link
                  to={hrefOf(nowEvent.ordem)}
                  className={`${plainStyles.link} ${plainStyles.strong}`}
                >
                  {nowEvent.label}
                </Link>
              </p>
            )}
            <div className={`${plainStyles.row} result-list-no-print`}>
              <PlainButton
                loading={pdf.isGenerating}
                onClick={() =>
                  pdf.download(
                    async (module, context) =>
                      module.renderResultListPdf(
                        buildResultListView(
                          await fetchResultList(),
                          context.translate,
                          context.language,
                        ),
                        context.translate,
                        context.language,
                      ),
                    t('resultLists.fileName', { name: header.Nome }),
                  )
                }
              >
                {t('resultLists.pdf')}
              </PlainButton>
              <PlainSpreadsheetButtons
                tables={async () => {
                  const [{ toResultListTables }, list] = await Promise.all([
                    import('../../../lib/result-list-spreadsheet'),
                    fetchResultList(),
                  ]);
                  return toResultListTables(buildResultListView(list, t, language), t, language);
                }}
                fileName={t('spreadsheets.resultListFileName', { name: header.Nome })}
              />
              <PlainButton variant="default" onClick={() => window.print()}>
                {t('resultLists.printEvent')}
              </PlainButton>
            </div>
            {pdf.error !== null && (
              <div className="result-list-no-print">
                <PlainErrorAlert error={pdf.error} title={pdf.errorTitle} />
              </div>
            )}
            {shownStatus && <EventStatus status={shownStatus} />}
            {official}
            {drawnBlock ? (
              // Keyed by event: entries opened in one event stay closed in the next.
              <ResultBlockTable
                key={drawnBlock.key}
                block={drawnBlock}
                marker={marker}
                isCompact={isCompact}
              />
            ) : block ? (
              <PlainLoader label={t('resultLists.eventState.loading')} />
            ) : (
              <PlainLoadState query={event} texts="resultLists.eventState" notFound />
            )}
          </>
        )}
      </>
    );
  }

  return (
    <PlainPage
      className="result-list-page"
      backClassName="result-list-no-print"
      title={t('resultLists.title')}
      back={{ to: '/competition', label: t('resultLists.back') }}
    >
      {content}
    </PlainPage>
  );
}
