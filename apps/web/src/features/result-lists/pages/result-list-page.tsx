import { parseDmyDate } from '@artistic/domain/core/dates';
import { isRoutineType } from '@artistic/domain/core/enums';
import { listProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import { Anchor, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useSearchParam } from '../../../components/use-search-param';
import { LoadState } from '../../../components/load-state-alerts';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import {
  buildResultBlockView,
  buildResultListView,
  formatEventHeading,
} from '../../../lib/result-list-view';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRuleset } from '../../../lib/rulesets';
import { formatDecimalIn } from '../../../lib/score-format';
import {
  useFetchResultList,
  useResultListCompetition,
  useResultListEvent,
  useResultListEvents,
} from '../api';
import { ResultBlockTable } from '../components/result-block-table';
import { EventNav } from '../../../components/event-nav';
import { PrintedPage } from '../../../components/printed-page';
import './result-list-page.css';
import { useLanguage } from '../../../lib/language';

/** Narrower than this, an event shows place, name, club and total, the rest on a tap. */
const PHONE_QUERY = '(max-width: 40em)';

/** `?ordem=` as an event number, or null when absent or not a number. */
const toOrdem = (text: string): number | null => (/^\d{1,3}$/.test(text) ? Number(text) : null);

/**
 * Result list (/resultList?id=C&ordem=N): public, one event at a time, refreshed every few
 * seconds while results come in. Without `ordem` it opens on the event happening now, and puts
 * it in the address (so Back and a shared link keep it); once an event is shown it never moves
 * the visitor by itself ('Agora:' links to the event happening now).
 */
export function ResultListPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const requested = toOrdem(useSearchParam('ordem'));
  const [, setSearchParams] = useSearchParams();
  const index = useResultListEvents(id);
  const now = index.data?.now ?? null;
  const shown = requested ?? now;
  const event = useResultListEvent(id, shown);
  const isCompact = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

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

  // Admins and referees see whether the shown routine block uses provisional factors (issue 16).
  const mayMark = usePermissions().can('ui.result');
  const competition = useResultListCompetition(id, mayMark);
  const ruleset = useRuleset(mayMark && competition.data ? getRulesetId(competition.data) : null);
  const provisional = useMemo(() => {
    const rules = mayMark ? ruleset.data?.ruleset : undefined;
    const shownBlock = event.data?.block;
    if (!rules || !shownBlock || shownBlock.kind !== 'routine' || !isRoutineType(shownBlock.Prova))
      return undefined;
    const factors = listProvisionalFactors(shownBlock.Prova, shownBlock.Categoria, rules);
    if (factors.length === 0) return undefined;
    return factors
      .map((factor) => `${factor.row} ${formatDecimalIn(factor.value, i18n.language)}`)
      .join(' · ');
  }, [mayMark, ruleset.data, event.data, i18n.language]);

  const pdf = usePdfDownload(
    () => import('../../../pdf/result-list-pdf'),
    t('resultLists.pdfFailed'),
  );
  const fetchResultList = useFetchResultList(id);

  let content;
  if (!index.data) {
    content = (
      <LoadState query={index} texts="resultLists" isMissingId={id === ''} notFound retry />
    );
  } else {
    const header = index.data.competition;
    const nowEvent = events.find((e) => e.ordem === now);
    // Shown even when the last refetch failed: the previous results stay on screen.
    content = (
      <Stack gap="md">
        <Text size="lg" fw={500} className="result-list-competition">
          {t('resultLists.competitionLine', {
            name: header.Nome,
            date: parseDmyDate(header.Data) ?? header.Data,
          })}
        </Text>
        {(index.isRefetchError || event.isRefetchError) && (
          <Text size="sm" c="orange.9" role="status" className="result-list-no-print">
            {t('resultLists.offline')}
          </Text>
        )}
        {isEmpty ? (
          <Text c="gray.7">{t('resultLists.empty')}</Text>
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
              <Text size="sm" role="status" className="result-list-no-print">
                {t('resultLists.now')}{' '}
                <Anchor component={Link} to={hrefOf(nowEvent.ordem)} fw={700}>
                  {nowEvent.label}
                </Anchor>
              </Text>
            )}
            <PdfActions
              pdf={pdf}
              onDownload={() =>
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
              downloadLabel={t('resultLists.pdf')}
              printLabel={t('resultLists.printEvent')}
              noPrintClassName="result-list-no-print"
            />
            {block ? (
              // Keyed by event: entries opened in one event stay closed in the next.
              <ResultBlockTable
                key={block.key}
                block={block}
                provisional={provisional}
                isCompact={isCompact}
              />
            ) : (
              <LoadState query={event} texts="resultLists.eventState" notFound retry />
            )}
          </>
        )}
      </Stack>
    );
  }

  return (
    <PrintedPage
      name="result-list"
      title={t('resultLists.title')}
      back={{ to: '/competition', label: t('resultLists.back') }}
    >
      {content}
    </PrintedPage>
  );
}
