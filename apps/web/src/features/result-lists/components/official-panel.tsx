import type {
  Inquiry,
  InquiryDecision,
  ResultEventStatus,
} from '@artistic/domain/result-list/official';
import {
  inquiriesResponseSchema,
  inquirySchema,
  resultCorrectionsResponseSchema,
  signOffResponseSchema,
} from '@artistic/domain/result-list/official';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PlainButton, PlainErrorAlert, plainStyles } from '../../../components/plain/plain';
import { useTranslation } from '../../../i18n/use-translation';
import { useAccessToken } from '../../../lib/auth';
import { getJson, sendJson } from '../../../lib/json-api';
import { usePermissions } from '../../../lib/permissions';
import { formatResultScore, formatStatusTime } from '../../../lib/result-list-view';
import { useNow } from './event-status';

/** An entry of the shown event as the block's rows hold it. */
export interface OfficialPanelEntry {
  readonly entry: string;
  readonly name: string;
  readonly club: string;
  readonly total: number | null;
}

interface OfficialPanelProps {
  competitionId: string;
  ordem: number;
  eventLabel: string;
  status: ResultEventStatus;
  entries: readonly OfficialPanelEntry[];
}

const invalid = 'resultLists.invalidResponse';
const base = (competitionId: string) => `/api/competitions/${encodeURIComponent(competitionId)}`;

/** The competition's inquiries the caller may read (a club: its own), every 5 s. */
function useInquiries(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['resultList', competitionId, 'inquiries'],
    enabled: Boolean(token),
    refetchInterval: 5000,
    queryFn: ({ signal }) =>
      getJson(`${base(competitionId)}/inquiries`, inquiriesResponseSchema, {
        token,
        signal,
        invalid,
      }),
  });
}

/** After a step: the event, the index and the inquiries are read again at once. */
function useRefresh(competitionId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['resultList', competitionId] });
}

/**
 * Official results (issue 22) beside the shown event: the referee or an admin signs it off, reads
 * its corrections and answers inquiries; a club asks for a review of its own entries within the
 * window and reads the answers. Loaded for signed-in users only (ADR 050).
 */
export function OfficialPanel(props: OfficialPanelProps) {
  const permissions = usePermissions();
  const inquiries = useInquiries(props.competitionId);
  const mine = (inquiries.data?.inquiries ?? []).filter((i) => i.Ordem === props.ordem);
  if (permissions.can('results.sign'))
    return (
      <section className="result-list-official result-list-no-print">
        <SignOff {...props} />
        <InquiryList
          inquiries={mine}
          error={inquiries.error}
          answerOf={(inquiry) =>
            inquiry.decision === null && (
              <AnswerForm competitionId={props.competitionId} inquiry={inquiry} />
            )
          }
        />
        <AnswerSeveral
          competitionId={props.competitionId}
          open={mine.filter((i) => i.decision === null)}
        />
        <History {...props} />
      </section>
    );
  if (permissions.user?.role === 'clube')
    return (
      <section className="result-list-official result-list-no-print">
        <AskForReview {...props} club={permissions.user.club ?? ''} />
        <InquiryList inquiries={mine} error={inquiries.error} />
      </section>
    );
  return null;
}

/** 12:34: the hour and minute of an instant, in the reader's time. */
const formatClock = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pt-PT', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function SignOff({ competitionId, ordem, eventLabel, status, entries }: OfficialPanelProps) {
  const { t, i18n } = useTranslation();
  const token = useAccessToken();
  const refresh = useRefresh(competitionId);
  const [confirming, setConfirming] = useState(false);
  // Signing before the inquiry window ends closes it: the signer says so (issue 38).
  const [closeWindow, setCloseWindow] = useState(false);
  const now = useNow();
  const until = status.inquiriesUntil;
  const windowOpen = until !== null && Date.parse(until) > now;
  const sign = useMutation({
    mutationFn: () =>
      sendJson(
        'POST',
        `${base(competitionId)}/resultList/events/${ordem}/sign`,
        {
          provisionalSince: status.provisionalSince,
          ...(windowOpen && closeWindow ? { closeInquiryWindow: true } : {}),
        },
        signOffResponseSchema,
        { token, invalid },
      ),
    onSuccess: () => {
      setConfirming(false);
      setCloseWindow(false);
      void refresh();
    },
  });
  if (status.state === 'official') return null;
  const missing = entries.filter((e) => e.total === null).length;
  const blocked =
    entries.length === 0
      ? t('resultLists.official.provisionalEmpty')
      : missing > 0
        ? t('resultLists.official.signBlockedIncomplete', { count: missing })
        : status.openInquiries > 0
          ? t('resultLists.official.signBlockedInquiries')
          : '';
  return (
    <div>
      {blocked ? (
        <p className={`${plainStyles.small} ${plainStyles.dimmed}`}>{blocked}</p>
      ) : confirming ? (
        <div>
          <p className={plainStyles.text}>
            {t('resultLists.official.signConfirm', { event: eventLabel })}
          </p>
          {windowOpen && until && (
            <>
              <p className={plainStyles.text} role="alert">
                {t('resultLists.official.signWindowOpen', {
                  time: formatClock(until, i18n.language),
                })}
              </p>
              <label>
                <input
                  type="checkbox"
                  checked={closeWindow}
                  onChange={(e) => setCloseWindow(e.target.checked)}
                />{' '}
                {t('resultLists.official.signCloseWindow')}
              </label>
            </>
          )}
          <div className={plainStyles.row}>
            <PlainButton
              loading={sign.isPending}
              disabled={windowOpen && !closeWindow}
              onClick={() => sign.mutate()}
            >
              {t('resultLists.official.signYes')}
            </PlainButton>
            <PlainButton
              variant="default"
              onClick={() => {
                setConfirming(false);
                setCloseWindow(false);
              }}
            >
              {t('resultLists.official.cancel')}
            </PlainButton>
          </div>
        </div>
      ) : (
        <PlainButton onClick={() => setConfirming(true)}>
          {t('resultLists.official.sign')}
        </PlainButton>
      )}
      {sign.error && (
        <PlainErrorAlert error={sign.error} title={t('resultLists.official.signFailed')} />
      )}
    </div>
  );
}

function History({ competitionId, ordem }: OfficialPanelProps) {
  const { t, i18n } = useTranslation();
  const token = useAccessToken();
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: ['resultList', competitionId, 'corrections', ordem],
    enabled: open,
    queryFn: ({ signal }) =>
      getJson(
        `${base(competitionId)}/resultList/events/${ordem}/corrections`,
        resultCorrectionsResponseSchema,
        { token, signal, invalid },
      ),
  });
  const language = i18n.language === 'en' ? 'en' : 'pt';
  const corrections = history.data?.corrections ?? [];
  return (
    <div>
      <p>
        {/* A secondary button like the page's others (PlainButton 'default'), that says whether
            the history is open (issue 38: it looked like a bare browser button). */}
        <button
          type="button"
          className={`${plainStyles.button} ${plainStyles.default}`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={plainStyles.buttonLabel}>
            {open ? t('resultLists.official.hideHistory') : t('resultLists.official.history')}
          </span>
        </button>
      </p>
      {open && history.error && (
        <PlainErrorAlert error={history.error} title={t('resultLists.official.historyFailed')} />
      )}
      {open &&
        history.data &&
        (corrections.length === 0 ? (
          <p className={`${plainStyles.small} ${plainStyles.dimmed}`}>
            {t('resultLists.official.historyEmpty')}
          </p>
        ) : (
          <div className="result-list-history">
            <table className="result-list-table" aria-label={t('resultLists.official.history')}>
              <thead>
                <tr>
                  <th>{t('resultLists.official.historyWhen')}</th>
                  <th>{t('resultLists.official.historyEntry')}</th>
                  <th className="result-list-number">{t('resultLists.official.historyBefore')}</th>
                  <th className="result-list-number">{t('resultLists.official.historyAfter')}</th>
                  <th>{t('resultLists.official.historyReason')}</th>
                  <th>{t('resultLists.official.historyWho')}</th>
                </tr>
              </thead>
              <tbody>
                {corrections.map((c) => (
                  <tr key={c.id}>
                    <td>{formatStatusTime(c.at, language)}</td>
                    <td>{c.entryLabel}</td>
                    <td className="result-list-number">
                      {formatResultScore(c.beforeTotal, language)}
                    </td>
                    <td className="result-list-number">
                      {formatResultScore(c.afterTotal, language)}
                    </td>
                    <td>{c.reason}</td>
                    <td>{c.byName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}

function decisionKey(decision: InquiryDecision | null): string {
  if (decision === 'Aceite') return 'resultLists.official.inquiryAccepted';
  if (decision === 'Recusado') return 'resultLists.official.inquiryRefused';
  return 'resultLists.official.inquiryOpen';
}

/** One inquiry as everyone reads it: who asked what, and the answer once there is one. */
function InquiryText({ inquiry }: { inquiry: Inquiry }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => formatStatusTime(iso, i18n.language);
  return (
    <>
      <span className={plainStyles.badge}>{t(decisionKey(inquiry.decision))}</span>{' '}
      <span className={plainStyles.small}>
        {t('resultLists.official.inquiryOf', {
          entry: inquiry.entryLabel,
          club: inquiry.club,
          name: inquiry.filedByName,
          time: time(inquiry.filedAt),
        })}
      </span>
      <p className={plainStyles.text}>{inquiry.text}</p>
      {inquiry.decision && inquiry.answeredAt && (
        <p className={plainStyles.small}>
          {t('resultLists.official.inquiryAnswer', {
            name: inquiry.answeredByName ?? '—',
            time: time(inquiry.answeredAt),
            reason: inquiry.answer ?? '',
          })}
        </p>
      )}
    </>
  );
}

/**
 * The event's inquiries, each with who asked what and its answer; `answerOf` adds the referee's
 * form under an open one.
 */
function InquiryList({
  inquiries,
  error,
  answerOf,
}: {
  inquiries: readonly Inquiry[];
  error: unknown;
  answerOf?: (inquiry: Inquiry) => ReactNode;
}) {
  const { t } = useTranslation();
  if (error)
    return <PlainErrorAlert error={error} title={t('resultLists.official.inquiriesFailed')} />;
  if (inquiries.length === 0) return null;
  return (
    <div>
      <h3>{t('resultLists.official.inquiriesTitle')}</h3>
      <ul>
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryText inquiry={inquiry} />
            {answerOf?.(inquiry)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AnswerForm({ competitionId, inquiry }: { competitionId: string; inquiry: Inquiry }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const refresh = useRefresh(competitionId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const answer = useMutation({
    mutationFn: (decision: InquiryDecision) =>
      sendJson(
        'POST',
        `${base(competitionId)}/inquiries/${encodeURIComponent(inquiry.id)}/answer`,
        { decision, reason: reason.trim(), version: inquiry.version },
        inquirySchema,
        { token, invalid },
      ),
    onSuccess: () => void refresh(),
  });
  const send = (decision: InquiryDecision) => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    answer.mutate(decision);
  };
  const id = `answer-${inquiry.id}`;
  return (
    <div>
      <label htmlFor={id}>{t('resultLists.official.answerReason')}</label>
      <textarea
        id={id}
        value={reason}
        aria-invalid={missing || undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {missing && (
        <p className={`${plainStyles.small} ${plainStyles.warning}`} role="alert">
          {t('resultLists.official.answerNeedsReason')}
        </p>
      )}
      <div className={plainStyles.row}>
        <PlainButton loading={answer.isPending} onClick={() => send('Aceite')}>
          {t('resultLists.official.accept')}
        </PlainButton>
        <PlainButton variant="default" loading={answer.isPending} onClick={() => send('Recusado')}>
          {t('resultLists.official.refuse')}
        </PlainButton>
      </div>
      {answer.error && (
        <PlainErrorAlert error={answer.error} title={t('resultLists.official.answerFailed')} />
      )}
    </div>
  );
}

/**
 * The referee answers several open inquiries of the event together (issue 36): ticks them, writes
 * one reason and accepts or refuses them all in one request (all or none: the server names any
 * answered or changed meanwhile). Shown while two or more are open.
 */
function AnswerSeveral({
  competitionId,
  open,
}: {
  competitionId: string;
  open: readonly Inquiry[];
}) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const refresh = useRefresh(competitionId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<'selection' | 'reason' | null>(null);
  const [answered, setAnswered] = useState<number | null>(null);
  // An inquiry answered meanwhile (elsewhere) leaves the choice.
  const chosen = open.filter((i) => selected.has(i.id));
  const answer = useMutation({
    mutationFn: (decision: InquiryDecision) =>
      sendJson(
        'POST',
        `${base(competitionId)}/inquiries/answers`,
        {
          answers: chosen.map((i) => ({
            id: i.id,
            version: i.version,
            decision,
            reason: reason.trim(),
          })),
        },
        inquiriesResponseSchema,
        { token, invalid },
      ),
    onSuccess: (data) => {
      setSelected(new Set());
      setReason('');
      setAnswered(data.inquiries.length);
      void refresh();
    },
  });
  if (open.length < 2 && answered === null) return null;
  const toggle = (id: string, on: boolean) => {
    setAnswered(null);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const all = open.length > 0 && chosen.length === open.length;
  const send = (decision: InquiryDecision) => {
    if (chosen.length === 0) return setMissing('selection');
    if (reason.trim() === '') return setMissing('reason');
    setMissing(null);
    answer.mutate(decision);
  };
  return (
    <fieldset className="result-list-answer-several">
      <legend>{t('resultLists.official.answerSeveral')}</legend>
      {open.length >= 2 && (
        <>
          <p className={`${plainStyles.small} ${plainStyles.dimmed}`}>
            {t('resultLists.official.answerSeveralHint')}
          </p>
          <label>
            <input
              type="checkbox"
              checked={all}
              onChange={(e) => {
                setAnswered(null);
                setSelected(new Set(e.target.checked ? open.map((i) => i.id) : []));
              }}
            />{' '}
            {t('resultLists.official.selectAll', { count: open.length })}
          </label>
          {open.map((inquiry) => (
            <label key={inquiry.id}>
              <input
                type="checkbox"
                checked={selected.has(inquiry.id)}
                onChange={(e) => toggle(inquiry.id, e.target.checked)}
              />{' '}
              {t('resultLists.official.selectInquiry', {
                entry: inquiry.entryLabel,
                club: inquiry.club,
              })}
            </label>
          ))}
          <label htmlFor="answer-several-reason">
            {t('resultLists.official.answerSeveralReason')}
          </label>
          <textarea
            id="answer-several-reason"
            value={reason}
            aria-invalid={missing === 'reason' || undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {missing && (
            <p className={`${plainStyles.small} ${plainStyles.warning}`} role="alert">
              {missing === 'reason'
                ? t('resultLists.official.answerNeedsReason')
                : t('resultLists.official.answerSeveralNone')}
            </p>
          )}
          <div className={plainStyles.row}>
            <PlainButton loading={answer.isPending} onClick={() => send('Aceite')}>
              {t('resultLists.official.acceptSelected', { count: chosen.length })}
            </PlainButton>
            <PlainButton
              variant="default"
              loading={answer.isPending}
              onClick={() => send('Recusado')}
            >
              {t('resultLists.official.refuseSelected', { count: chosen.length })}
            </PlainButton>
          </div>
        </>
      )}
      {answered !== null && (
        <p className={plainStyles.small} role="status">
          {t('resultLists.official.answeredSeveral', { count: answered })}
        </p>
      )}
      {answer.error && (
        <PlainErrorAlert error={answer.error} title={t('resultLists.official.answerFailed')} />
      )}
    </fieldset>
  );
}

function AskForReview({
  competitionId,
  ordem,
  status,
  entries,
  club,
}: OfficialPanelProps & { club: string }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const refresh = useRefresh(competitionId);
  const own = entries.filter((e) => e.club.trim() === club.trim());
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const now = useNow();
  const ask = useMutation({
    mutationFn: () =>
      sendJson(
        'POST',
        `${base(competitionId)}/resultList/events/${ordem}/inquiries`,
        { entry: entry || own[0]?.entry || '', text: text.trim() },
        inquirySchema,
        { token, invalid },
      ),
    onSuccess: () => {
      setOpen(false);
      setText('');
      setSent(true);
      void refresh();
    },
  });
  const windowOpen =
    status.state === 'provisional' &&
    status.inquiriesUntil !== null &&
    Date.parse(status.inquiriesUntil) >= now;
  if (!windowOpen) return null;
  if (own.length === 0)
    return (
      <p className={`${plainStyles.small} ${plainStyles.dimmed}`}>
        {t('resultLists.official.askNoEntries')}
      </p>
    );
  if (!open)
    return (
      <div>
        {sent && (
          <p className={plainStyles.small} role="status">
            {t('resultLists.official.askSent')}
          </p>
        )}
        <PlainButton
          onClick={() => {
            setOpen(true);
            setSent(false);
          }}
        >
          {t('resultLists.official.ask')}
        </PlainButton>
      </div>
    );
  const submit = () => {
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    ask.mutate();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="inquiry-entry">{t('resultLists.official.askEntry')}</label>
      <select
        id="inquiry-entry"
        className={plainStyles.select}
        value={entry || own[0]?.entry}
        onChange={(e) => setEntry(e.target.value)}
      >
        {own.map((e) => (
          <option key={e.entry} value={e.entry}>
            {e.name}
          </option>
        ))}
      </select>
      <label htmlFor="inquiry-text">{t('resultLists.official.askText')}</label>
      <textarea
        id="inquiry-text"
        value={text}
        aria-invalid={missing || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {missing && (
        <p className={`${plainStyles.small} ${plainStyles.warning}`} role="alert">
          {t('resultLists.official.askNeedsText')}
        </p>
      )}
      <div className={plainStyles.row}>
        <PlainButton loading={ask.isPending} onClick={submit}>
          {t('resultLists.official.askSend')}
        </PlainButton>
        <PlainButton variant="default" onClick={() => setOpen(false)}>
          {t('resultLists.official.cancel')}
        </PlainButton>
      </div>
      {ask.error && (
        <PlainErrorAlert error={ask.error} title={t('resultLists.official.askFailed')} />
      )}
    </form>
  );
}
