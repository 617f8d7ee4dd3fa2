import { parseDmyDate } from '@artistic/domain/core/dates';
import type { Competition } from '@artistic/domain/competition/schema';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  PlainErrorAlert,
  PlainLoader,
  PlainPage,
  plainStyles,
  useMatchMedia,
} from '../../../components/plain/plain';
import { useTranslation } from '../../../i18n/use-translation';
import { hasResults, hasStartList, visitorCompetitionsQueryOptions } from '../visitor-reads';
import styles from './visitor-competition-list.module.css';

/** Narrower than this, one card per competition (as the signed-in list, ResponsiveList). */
const PHONE_QUERY = '(max-width: 48em)';

/** Dates are shown yyyy-mm-dd, also when a record still holds d/m/y. */
const formatDate = (value: string) => parseDmyDate(value) ?? value;

/**
 * The competition list a visitor sees (/competition without a session, ADR 050): the visible
 * competitions with their start and result lists, drawn without the page frame so that a phone
 * shows it as soon as the list arrives. Signed-in users get the full list (competition-list-page).
 */
export function VisitorCompetitionListPage() {
  const { t } = useTranslation();
  const competitions = useQuery(visitorCompetitionsQueryOptions());
  const isPhone = useMatchMedia(PHONE_QUERY);
  // The server answers visitors the visible ones only; never show another.
  const rows = competitions.data?.filter((competition) => competition.visible) ?? [];

  let content;
  if (competitions.isPending) content = <PlainLoader label={t('competitions.list.loading')} />;
  else if (competitions.isError) content = <PlainErrorAlert error={competitions.error} />;
  else if (rows.length === 0)
    content = (
      <p className={`${plainStyles.text} ${plainStyles.dimmed}`}>{t('competitions.list.empty')}</p>
    );
  else if (isPhone)
    content = (
      <div className={styles.cards}>
        {rows.map((competition) => (
          <article key={competition._id} className={styles.card} aria-label={competition.Nome}>
            <p className={styles.cardName}>{competition.Nome}</p>
            <p className={plainStyles.small}>
              {t('competitions.list.date')}: <strong>{formatDate(competition.Data)}</strong>
            </p>
            <p className={plainStyles.small}>
              {t('competitions.list.deadline')}:{' '}
              <strong>{formatDate(competition.Limite_inscricao)}</strong>
            </p>
            <VisitorActions competition={competition} />
          </article>
        ))}
      </div>
    );
  else
    content = (
      <div style={{ overflowX: 'auto' }}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('competitions.list.name')}</th>
              <th>{t('competitions.list.date')}</th>
              <th>{t('competitions.list.deadline')}</th>
              <th>{t('competitions.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((competition) => (
              <tr key={competition._id}>
                <td>
                  <p className={styles.name}>{competition.Nome}</p>
                </td>
                <td className={styles.date}>{formatDate(competition.Data)}</td>
                <td className={styles.date}>{formatDate(competition.Limite_inscricao)}</td>
                <td>
                  <VisitorActions competition={competition} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <PlainPage className="competition-list-page" title={t('competitions.list.title')}>
      <p className={plainStyles.text}>
        <Link to="/rankings" className={plainStyles.link}>
          {t('competitions.list.rankings')}
        </Link>
      </p>
      {content}
    </PlainPage>
  );
}

/** A visitor's buttons of one competition: its start list, its results and its medals. */
function VisitorActions({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const id = encodeURIComponent(competition._id);
  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={t('competitions.actions.rowActions', { name: competition.Nome })}
    >
      <ActionLink
        label={t('competitions.actions.startList')}
        to={`/startList?id=${id}`}
        disabledReason={hasStartList(competition) ? null : t('competitions.actions.startListEmpty')}
      />
      <ActionLink
        label={t('competitions.actions.results')}
        to={`/resultList?id=${id}`}
        disabledReason={hasResults(competition) ? null : t('competitions.actions.noResults')}
      />
      <ActionLink
        label={t('competitions.actions.medals')}
        to={`/medals?id=${id}`}
        disabledReason={hasResults(competition) ? null : t('competitions.actions.noResults')}
      />
    </div>
  );
}

/** components/action-button.tsx without Mantine: a link, or a disabled button that says why. */
function ActionLink({
  label,
  to,
  disabledReason,
}: {
  label: string;
  to: string;
  disabledReason: string | null;
}) {
  const reasonId = useId();
  if (disabledReason === null)
    return (
      <Link to={to} className={styles.action}>
        {label}
      </Link>
    );
  return (
    <span title={disabledReason}>
      <button type="button" className={styles.action} disabled aria-describedby={reasonId}>
        {label}
      </button>
      <span id={reasonId} hidden>
        {disabledReason}
      </span>
    </span>
  );
}
