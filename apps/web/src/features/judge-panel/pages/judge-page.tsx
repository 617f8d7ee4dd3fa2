import type { JudgeNow, Mark, PanelRow, SeatSession } from '@artistic/domain/judge-panel/schema';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { formatDecimalIn } from '../../../lib/score-format';
import { useLanguage } from '../../../lib/language';
import { useReloadSafe } from '../../../lib/reload-guard';
import { openSeat, postMark, readNow } from '../judge-api';
import { useLiveStream } from '../live-stream';
import type { QueuedMark } from '../judge-store';
import {
  clearSession,
  dequeueMark,
  enqueueMark,
  flushQueue,
  loadLastNow,
  loadQueue,
  loadSession,
  newMarkKey,
  saveLastNow,
  saveSession,
} from '../judge-store';
import styles from './judge-page.module.css';

/** How often the phone asks what is in the water (and sends what waits). */
const POLL_MS = 1500;

/** The state of a row's mark, as the judge reads it. */
type MarkState = 'none' | 'pending' | 'sent' | 'accepted';

interface RowMark {
  value: number;
  state: MarkState;
}

/** The tenths (or quarters) a mark may end with on this panel. */
function fractionsOf(step: number): number[] {
  return step === 0.25 ? [0, 0.25, 0.5, 0.75] : [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
}

/**
 * The judge's phone (/judge/{code}, issue 21): no account, one seat. Opened with the seat's code
 * (from the QR code's link or typed), it shows the entry in the water and its rows; a keypad
 * gives each row a mark of 1 to 10 on the panel's step; 'Enviar' stores it on the phone first,
 * then sends it (again and again while there is no connection, in order, each at most once on
 * the server). Drawn without the page frame, in large type for one hand in the sun.
 */
export function JudgePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { code } = useParams();
  const [session, setSession] = useState<SeatSession | null>(() => loadSession());
  const [signInError, setSignInError] = useState<string | null>(null);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [typedCode, setTypedCode] = useState('');
  // After a reload (with no connection, say), the last answer kept for this seat: the entry in
  // the water and its rows show at once, with the marks waiting on them (issue 40).
  const [now, setNow] = useState<JudgeNow | null>(() =>
    session ? loadLastNow(session.token) : null,
  );
  const [isOnline, setIsOnline] = useState(true);
  const [queue, setQueue] = useState<QueuedMark[]>(() => loadQueue());
  // Marks the server stored that its last answer to GET /api/judge/now did not hold yet: shown
  // as sent, so that a mark never looks untyped between its POST and the next read.
  const [stored, setStored] = useState<QueuedMark[]>([]);
  const noteStored = useCallback(
    (mark: QueuedMark) => setStored((old) => [...old.filter((m) => m.key !== mark.key), mark]),
    [],
  );
  // Marks the server refused for good (off the step, an entry the table has left behind, issue
  // 36): each stays on screen, whatever entry is in the water, until the judge dismisses it,
  // so that a mark sent from the queue is never lost without a word.
  const [refusals, setRefusals] = useState<{ key: string; text: string }[]>([]);
  const [selectedRow, setSelectedRow] = useState<string | null>(null);
  const [whole, setWhole] = useState<number | null>(null);
  const [fraction, setFraction] = useState<number | null>(null);
  // A new version of the app may reload this page by itself while the keypad is empty (the marks
  // sent or waiting are kept on the phone); a mark half typed is never lost (lib/service-worker.ts).
  useReloadSafe(() => whole === null && fraction === null);

  const decimal = useCallback((value: number) => formatDecimalIn(value, language), [language]);

  const signIn = useCallback(
    async (typed: string) => {
      setIsSigningIn(true);
      setSignInError(null);
      try {
        const opened = await openSeat(typed);
        saveSession(opened);
        setSession(opened);
        setNow(loadLastNow(opened.token));
        // The code leaves the address: a phone passed around does not show it.
        void navigate('/judge', { replace: true });
      } catch (error) {
        setSignInError(
          isApiError(error) && error.status === 401
            ? t('judge.signIn.unknownCode')
            : isApiError(error) && error.status === 429
              ? t('judge.signIn.tooMany')
              : isApiError(error) && error.status === 400
                ? t('judge.signIn.notACode')
                : t('judge.signIn.offline'),
        );
      } finally {
        setIsSigningIn(false);
      }
    },
    [navigate, t],
  );

  // A code in the address (the QR code's link) opens its seat, once.
  const openedCode = useRef<string | null>(null);
  useEffect(() => {
    if (!code || openedCode.current === code) return;
    openedCode.current = code;
    void signIn(code);
  }, [code, signIn]);

  const leave = useCallback(
    (revoked: boolean) => {
      clearSession();
      setSession(null);
      setNow(null);
      setSignInError(revoked ? t('judge.signIn.revoked') : null);
    },
    [t],
  );

  // The panel's live stream: a move of the table or a mark, and the phone reads again at once.
  const roundNow = useRef<(() => void) | null>(null);
  const live = useLiveStream(
    session ? '/api/judge/stream' : null,
    session ? { 'X-Judge-Seat': session.token } : null,
    (event) => {
      if (event === 'signedOut') leave(true);
      else roundNow.current?.();
    },
  );

  // Every POLL_MS (every 5 s while the live stream is open): send what waits, then read what is
  // in the water.
  useEffect(() => {
    if (!session) return;
    let stopped = false;
    const controller = new AbortController();
    async function round() {
      if (!session || stopped) return;
      const outcome = await flushQueue(
        session.token,
        (mark) => postMark(session.token, mark),
        (mark, response) => {
          void response
            .json()
            .catch(() => ({}))
            .then((problem: { detail?: string }) => {
              const text = t('judge.refused', {
                value: decimal(mark.value),
                reason: problem.detail ?? '',
              });
              setRefusals((old) => [
                ...old.filter((r) => r.key !== mark.key),
                { key: mark.key, text },
              ]);
            });
        },
        noteStored,
      );
      if (stopped) return;
      setQueue(loadQueue());
      if (outcome === 'signedOut') {
        leave(true);
        return;
      }
      try {
        const answer = await readNow(session.token, controller.signal);
        if (stopped) return;
        setNow(answer);
        saveLastNow(session.token, answer);
        // What the server's answer holds (or another entry's marks) needs no local copy.
        setStored((old) =>
          old.filter(
            (m) =>
              m.entry === answer.now.entry?.entry && !answer.marks.some((s) => s.key === m.key),
          ),
        );
        setIsOnline(outcome !== 'offline');
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status === 401) {
          leave(true);
          return;
        }
        setIsOnline(false);
      }
    }
    void round();
    roundNow.current = () => void round();
    const timer = window.setInterval(() => void round(), live.connected ? 5000 : POLL_MS);
    const onOnline = () => void round();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      roundNow.current = null;
      controller.abort();
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [session, leave, t, decimal, live.connected, noteStored]);

  const entry = now?.now.open ? now.now.entry : null;

  // Each row's mark: the last one sent for it (the server's), or one still waiting on the phone.
  const marks = useMemo(() => {
    const byRow = new Map<string, RowMark>();
    if (!entry) return byRow;
    for (const mark of now?.marks ?? [])
      if (mark.entry === entry.entry) byRow.set(mark.row, fromServer(mark));
    for (const mark of stored)
      if (mark.entry === entry.entry) byRow.set(mark.row, { value: mark.value, state: 'sent' });
    for (const mark of queue)
      if (mark.entry === entry.entry && mark.token === session?.token)
        byRow.set(mark.row, { value: mark.value, state: 'pending' });
    return byRow;
  }, [entry, now, stored, queue, session]);

  // A new entry in the water: start again at its first row without a mark (React's pattern for
  // state that follows a value: compared while rendering, not in an effect).
  const entryKey = entry?.entry ?? null;
  const [shownEntry, setShownEntry] = useState<string | null>(null);
  if (shownEntry !== entryKey) {
    setShownEntry(entryKey);
    setSelectedRow(null);
    setWhole(null);
    setFraction(null);
  }
  const rows = entry?.rows ?? [];
  const current: PanelRow | undefined =
    rows.find((r) => r.row === selectedRow) ?? rows.find((r) => !marks.has(r.row)) ?? rows[0];

  const value = whole === null ? null : whole === 10 ? 10 : whole + (fraction ?? 0);

  function send() {
    if (!session || !entry || !current || value === null) return;
    const mark: QueuedMark = {
      token: session.token,
      key: newMarkKey(),
      entry: entry.entry,
      row: current.row,
      value: Math.round(value * 100) / 100,
    };
    setQueue(enqueueMark(mark));
    setWhole(null);
    setFraction(null);
    const next = rows.find((r) => r.row !== current.row && !marks.has(r.row));
    setSelectedRow(next?.row ?? null);
    void postMark(session.token, {
      key: mark.key,
      entry: mark.entry,
      row: mark.row,
      value: mark.value,
    })
      .then((response) => {
        if (response.ok) {
          setQueue(dequeueMark(mark.key));
          noteStored(mark);
        }
        setIsOnline(response.status < 500);
      })
      .catch(() => setIsOnline(false));
  }

  if (!session) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t('judge.signIn.title')}</h1>
        <p className={styles.text}>{t('judge.signIn.intro')}</p>
        <form
          className={styles.signIn}
          onSubmit={(event) => {
            event.preventDefault();
            if (typedCode.trim() !== '') void signIn(typedCode);
          }}
        >
          <label className={styles.label} htmlFor="judge-code">
            {t('judge.signIn.code')}
          </label>
          <input
            id="judge-code"
            className={styles.codeInput}
            value={typedCode}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCD-EF23"
            onChange={(event) => setTypedCode(event.currentTarget.value)}
          />
          <button type="submit" className={styles.primary} disabled={isSigningIn}>
            {isSigningIn ? t('judge.signIn.opening') : t('judge.signIn.submit')}
          </button>
        </form>
        {signInError && (
          <p className={styles.error} role="alert">
            {signInError}
          </p>
        )}
      </main>
    );
  }

  const waiting = queue.filter((m) => m.token === session.token).length;
  const panelName = t(`judgePanel.panels.${session.panel}`);
  const fractions = fractionsOf(now?.step ?? 0.1);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerLine}>
          <h1 className={styles.seat}>
            {t('judge.seat', { seat: session.seat, panel: panelName })}
          </h1>
          <p
            className={`${styles.connection} ${isOnline ? styles.online : styles.offline}`}
            role="status"
          >
            {isOnline ? t('judge.online') : t('judge.offline')}
            {waiting > 0 && ` · ${t('judge.waiting', { count: waiting })}`}
          </p>
        </div>
      </header>

      {!now ? (
        <p className={styles.text} role="status">
          {t('judge.loading')}
        </p>
      ) : !now.now.open ? (
        <p className={styles.notice} role="status">
          {t('judge.closed')}
        </p>
      ) : !entry ? (
        <p className={styles.notice} role="status">
          {t('judge.noEntry')}
        </p>
      ) : (
        <>
          <section className={styles.entry} aria-label={t('judge.inTheWater')}>
            <p className={`${styles.small} ${styles.oneLine}`}>{entry.heading}</p>
            <p className={styles.swimmer}>
              {entry.startNumber !== null && (
                <span className={styles.number}>
                  {t('judge.number', { number: entry.startNumber })}
                </span>
              )}
              {entry.name}
            </p>
            <p className={styles.small}>{entry.club}</p>
          </section>

          <ol className={styles.rows} aria-label={t('judge.rows')}>
            {rows.map((row) => {
              const mark = marks.get(row.row);
              const isCurrent = row.row === current?.row;
              return (
                <li key={row.row}>
                  <button
                    type="button"
                    className={`${styles.row} ${isCurrent ? styles.current : ''}`}
                    aria-current={isCurrent || undefined}
                    onClick={() => setSelectedRow(row.row)}
                  >
                    <span className={styles.rowLabel}>{row.label}</span>
                    <span className={styles.rowKind}>{row.kind}</span>
                    <span className={styles.rowMark} data-state={mark?.state ?? 'none'}>
                      {mark ? `${decimal(mark.value)} · ${t(`judge.state.${mark.state}`)}` : '—'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>

          {current && (
            <section
              className={styles.keypad}
              aria-label={t('judge.keypad', { row: current.label })}
            >
              <p className={styles.value} aria-live="polite">
                {current.label}: <strong>{value === null ? '—' : decimal(value)}</strong>
              </p>
              <div className={styles.keys} role="group" aria-label={t('judge.wholes')}>
                {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
                  <button
                    key={n}
                    type="button"
                    className={`${styles.key} ${whole === n ? styles.pressed : ''}`}
                    aria-pressed={whole === n}
                    onClick={() => {
                      setWhole(n);
                      if (n === 10) setFraction(0);
                    }}
                  >
                    {n}
                  </button>
                ))}
              </div>
              <div className={styles.keys} role="group" aria-label={t('judge.fractions')}>
                {fractions.map((f) => (
                  <button
                    key={f}
                    type="button"
                    className={`${styles.key} ${fraction === f ? styles.pressed : ''}`}
                    aria-pressed={fraction === f}
                    disabled={whole === 10 && f !== 0}
                    onClick={() => setFraction(f)}
                  >
                    {fractionLabel(f, now?.step ?? 0.1, decimal)}
                  </button>
                ))}
              </div>
              <button
                type="button"
                className={styles.primary}
                disabled={value === null}
                onClick={send}
              >
                {t('judge.send')}
              </button>
            </section>
          )}
        </>
      )}
      {refusals.length > 0 && (
        <ul className={styles.refusals} role="alert" aria-label={t('judge.refusedList')}>
          {refusals.map((refusal) => (
            <li key={refusal.key} className={styles.error}>
              {refusal.text}{' '}
              <button
                type="button"
                className={styles.dismiss}
                onClick={() => setRefusals((old) => old.filter((r) => r.key !== refusal.key))}
              >
                {t('judge.dismissRefusal')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.small}>{session.competition.Nome}</p>
      <button
        type="button"
        className={styles.leave}
        onClick={() => {
          if (waiting === 0 || window.confirm(t('judge.leaveWithWaiting', { count: waiting })))
            leave(false);
        }}
      >
        {t('judge.leave')}
      </button>
    </main>
  );
}

/** A fraction key's label: ',0' … ',9', or ',00' ',25' ',50' ',75' (the language's separator). */
function fractionLabel(f: number, step: number, decimal: (value: number) => string): string {
  const separator = decimal(0.5).charAt(1);
  const digits =
    step === 0.25 ? String(Math.round(f * 100)).padStart(2, '0') : String(Math.round(f * 10));
  return `${separator}${digits}`;
}

function fromServer(mark: Mark): RowMark {
  return {
    value: mark.accepted ?? mark.value,
    state: mark.accepted === null ? 'sent' : 'accepted',
  };
}
