import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ScoreboardResponse } from '@artistic/domain/result-list/scoreboard-schema';
import { useTranslation } from '../../../i18n/use-translation';
import { isNotFoundError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useReloadSafe } from '../../../lib/reload-guard';
import { isServerUnreachable, subscribeServerReach } from '../../../lib/server-reach';
import { useSearchParam } from '../../../components/use-search-param';
import { VenueLive } from '../../../components/plain/venue-live';
import { useScoreboard } from '../api';
import { LastResult, NowBand, Standings } from '../components/scoreboard-sections';
import styles from './scoreboard-page.module.css';

/** With no panel open and nothing new for this long, the board goes through the events. */
export const SCOREBOARD_IDLE_AFTER_MS = 60_000;
/** How long the idle board shows each event. */
export const SCOREBOARD_CYCLE_MS = 10_000;
/** How often the board reads its clock (the idle board's pace). */
const TICK_MS = 1000;

/** The time, read every `ms`: kept as state, so that rendering stays pure. */
function useClock(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** What changes when the table moves on or saves a sheet. */
function signatureOf(data: ScoreboardResponse | undefined): string {
  if (!data) return '';
  const { now, last } = data;
  const inTheWater = now ? `${now.panel}:${now.Categoria}:${now.Prova}:${now.startNumber}` : '';
  return `${inTheWater}|${last?.sheet ?? ''}`;
}

/**
 * The venue scoreboard (/scoreboard?id=C, issue 22): full screen on a TV in the stands, no
 * sign-in. The entry in the water (the scoring table's pointer), the last result with each
 * judge's marks and its place, and that event's top 8, read twice a second (a new sheet shows
 * within a second). When no panel is open and nothing has changed for a minute, it goes through
 * the events with results, ten seconds each. Drawn without the page frame (no Mantine), over the
 * top bar.
 */
export function ScoreboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const board = useScoreboard(id);
  const data = board.data;
  const clock = useClock(TICK_MS);
  // The board has nothing to lose: a new version of the app reloads it by itself (issue 40).
  useReloadSafe();
  // Offline the service worker answers its last copy (issue 40): the board says it is offline.
  const unreachable = useSyncExternalStore(subscribeServerReach, isServerUnreachable);

  // When the board last changed: the idle board starts a minute after.
  const signature = signatureOf(data);
  const [change, setChange] = useState({ signature, at: clock });
  if (change.signature !== signature) setChange({ signature, at: clock });

  let content;
  if (!data) {
    const message =
      id === ''
        ? t('scoreboard.missingId')
        : isNotFoundError(board.error)
          ? t('scoreboard.notFound')
          : board.error
            ? t('scoreboard.offline')
            : t('scoreboard.loading');
    content = (
      <p className={styles.message} role={board.error || id === '' ? 'alert' : 'status'}>
        {message}
      </p>
    );
  } else {
    const withResults = data.events.filter((e) => e.top.length > 0);
    const idleFor = clock - change.at - SCOREBOARD_IDLE_AFTER_MS;
    const isIdle = data.now === null && idleFor >= 0 && withResults.length > 0;
    const current = data.events.find((e) => e.Ordem === data.current);
    if (isIdle) {
      const index = Math.floor(idleFor / SCOREBOARD_CYCLE_MS) % withResults.length;
      const event = withResults[index] ?? withResults[0];
      content = event && (
        <div className={styles.idle}>
          <Standings
            event={event}
            last={data.last}
            language={language}
            wide
            counter={t('scoreboard.counter', {
              index: String(index + 1),
              total: String(withResults.length),
            })}
          />
        </div>
      );
    } else {
      content = (
        <>
          <NowBand now={data.now} language={language} />
          {data.last === null && withResults.length === 0 ? (
            <p className={styles.message}>{t('scoreboard.empty')}</p>
          ) : (
            <div className={styles.main}>
              {data.last ? (
                <LastResult last={data.last} language={language} />
              ) : (
                <p className={styles.message}>{t('scoreboard.noLast')}</p>
              )}
              {current && <Standings event={current} last={data.last} language={language} />}
            </div>
          )}
        </>
      );
    }
  }

  return (
    <div className={styles.board} data-testid="scoreboard">
      <header className={styles.header}>
        <h1 className={`${styles.competition} ${styles.oneLine}`}>
          {data?.competition.Nome ?? t('scoreboard.title')}
        </h1>
        {data && <VenueLive competitionId={id} tone="dark" className={styles.venueLive} />}
        {data && (board.isRefetchError || unreachable) && (
          <p className={styles.offline} role="status">
            {t('scoreboard.offline')}
          </p>
        )}
      </header>
      {content}
    </div>
  );
}
