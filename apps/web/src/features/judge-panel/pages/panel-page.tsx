import type { IssuedSeat, Panel, SeatSummary } from '@artistic/domain/judge-panel/schema';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParam } from '../../../components/use-search-param';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadState } from '../../../components/load-state-alerts';
import { usePermissionBlock } from '../../../components/permission-block';
import { PageFrame } from '../../../components/page-frame';
import { ServerUnreachableNotice } from '../../../components/server-unreachable-notice';
import { usePermissions } from '../../../lib/permissions';
import { useLanguage } from '../../../lib/language';
import type { SeatPlace } from '../api';
import { useIssueSeats, usePanelSeats, useRevokeSeat } from '../api';
import { QrCode } from '../components/qr-code';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import './panel-page.css';

const PANEL_ORDER: readonly Panel[] = ['figuras', 'coachCard'];

/** When a code was issued, as the federation reads it: '28/11, 10:32' in Lisbon time. */
function formatIssuedAt(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'pt-PT', {
    timeZone: 'Europe/Lisbon',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The address a seat's QR code and link open on a phone. */
const seatLink = (issued: IssuedSeat) => `${window.location.origin}${issued.path}`;

const isOnly = (places: readonly SeatPlace[], place: SeatPlace) =>
  places.length === 1 && places[0]?.panel === place.panel && places[0].seat === place.seat;

/** What is asked before codes are issued or revoked: null while nothing is asked. */
type Asked = { kind: 'issueAll' } | { kind: 'revoke'; place: SeatPlace };

/**
 * 'Painel de juízes' (/panel?compId=, admins, issue 21): one seat per judge and panel, each with
 * a code to type or a QR code to read on the judge's phone. Codes show once, as issued: the
 * page keeps them only until it is left, and prints them one card per seat.
 */
export function PanelPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const competitionId = useSearchParam('compId');
  const may = usePermissions().can('panel.manage');
  const blocked = usePermissionBlock(may, 'judgePanel.noPermission', 'judgePanel.loading');
  const seats = usePanelSeats(competitionId, may);
  const issue = useIssueSeats(competitionId);
  const revoke = useRevokeSeat(competitionId);
  const [issued, setIssued] = useState<IssuedSeat[]>([]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const pdf = usePdfDownload(
    () => import('../../../pdf/judge-seats-pdf'),
    t('judgePanel.pdfFailed'),
  );

  const panelName = (panel: Panel) => t(`judgePanel.panels.${panel}`);
  const seatName = (place: SeatPlace) =>
    t('judgePanel.seatName', { seat: place.seat, panel: panelName(place.panel) });

  function issueFor(places: readonly SeatPlace[]) {
    issue.mutate(places, {
      onSuccess: (codes) => {
        setIssued((old) => [
          ...old.filter((o) => !codes.some((c) => c.panel === o.panel && c.seat === o.seat)),
          ...codes,
        ]);
        setAsked(null);
      },
    });
  }

  function revokeSeat(place: SeatPlace) {
    revoke.mutate(place, {
      onSuccess: () => {
        setIssued((old) => old.filter((o) => !(o.panel === place.panel && o.seat === place.seat)));
        setAsked(null);
      },
    });
  }

  function renderSeatRow(seat: SeatSummary) {
    const place = { panel: seat.panel, seat: seat.seat };
    const state = seat.issued
      ? t('judgePanel.state.issued', {
          at: seat.issuedAt ? formatIssuedAt(seat.issuedAt, language) : '',
        })
      : t('judgePanel.state.none');
    return (
      <Table.Tr key={`${seat.panel}-${seat.seat}`}>
        <Table.Th scope="row">J{seat.seat}</Table.Th>
        <Table.Td>{state}</Table.Td>
        <Table.Td>{t('judgePanel.phones', { count: seat.sessions })}</Table.Td>
        <Table.Td className="panel-no-print">
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="light"
              loading={issue.isPending && isOnly(issue.variables, place)}
              disabled={issue.isPending}
              aria-label={t(seat.issued ? 'judgePanel.reissueOne' : 'judgePanel.issueOne', {
                seat: seatName(place),
              })}
              onClick={() => issueFor([place])}
            >
              {t(seat.issued ? 'judgePanel.reissue' : 'judgePanel.issue')}
            </Button>
            {seat.issued && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t('judgePanel.revokeOne', { seat: seatName(place) })}
                onClick={() => setAsked({ kind: 'revoke', place })}
              >
                {t('judgePanel.revoke')}
              </Button>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }

  let content;
  if (blocked) content = blocked;
  else if (competitionId === '' || !seats.isSuccess)
    content = (
      <LoadState
        query={seats}
        texts="judgePanel"
        isMissingId={competitionId === ''}
        notFound
        retry
      />
    );
  else {
    const all = seats.data.seats;
    const anyIssued = all.some((s) => s.issued);
    const sortedIssued = [...issued].sort(
      (a, b) => PANEL_ORDER.indexOf(a.panel) - PANEL_ORDER.indexOf(b.panel) || a.seat - b.seat,
    );
    content = (
      <Stack gap="lg">
        <Text size="lg" fw={500}>
          {seats.data.competition.Nome}
        </Text>
        <Text className="panel-no-print">
          {t('judgePanel.intro', { address: `${window.location.origin}/judge` })}
        </Text>
        <Group className="panel-no-print">
          <Button
            loading={issue.isPending && issue.variables.length > 1}
            disabled={issue.isPending}
            onClick={() =>
              anyIssued
                ? setAsked({ kind: 'issueAll' })
                : issueFor(all.map((s) => ({ panel: s.panel, seat: s.seat })))
            }
          >
            {t('judgePanel.issueAll')}
          </Button>
        </Group>
        {issue.isError && (
          <div className="panel-no-print">
            <ErrorAlert error={issue.error} title={t('judgePanel.issueFailed')} />
          </div>
        )}
        {revoke.isError && (
          <div className="panel-no-print">
            <ErrorAlert error={revoke.error} title={t('judgePanel.revokeFailed')} />
          </div>
        )}
        {issued.length > 0 && (
          <section aria-labelledby="panel-codes" className="panel-codes">
            <Title order={2} size="h4" id="panel-codes">
              {t('judgePanel.codesTitle')}
            </Title>
            <Alert color="yellow" variant="light" mb="sm" className="panel-no-print">
              {t('judgePanel.codesOnce')}
            </Alert>
            <Stack gap="xs" mb="sm">
              <PdfActions
                pdf={pdf}
                onDownload={() =>
                  pdf.download(
                    (module, context) =>
                      module.renderJudgeSeatsPdf(
                        {
                          competition: seats.data.competition.Nome,
                          seats: sortedIssued.map((code) => ({
                            name: seatName(code),
                            code: code.code,
                            link: seatLink(code),
                          })),
                        },
                        context.translate,
                        context.language,
                      ),
                    t('judgePanel.fileName', { name: seats.data.competition.Nome }),
                  )
                }
                downloadLabel={t('judgePanel.pdf')}
                printLabel={t('judgePanel.print')}
                noPrintClassName="panel-no-print"
              />
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {sortedIssued.map((code) => (
                <Paper
                  key={`${code.panel}-${code.seat}`}
                  withBorder
                  p="md"
                  className="panel-code-card"
                  aria-label={seatName(code)}
                >
                  <Stack gap={6} align="center">
                    <Text fw={700}>{seatName(code)}</Text>
                    <QrCode
                      value={seatLink(code)}
                      label={t('judgePanel.qrLabel', { seat: seatName(code) })}
                    />
                    <Text className="panel-code" data-testid={`code-${code.panel}-${code.seat}`}>
                      {code.code}
                    </Text>
                    <Text size="xs" c="gray.7" className="panel-link">
                      {seatLink(code)}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
        )}
        {PANEL_ORDER.map((panel) => (
          <section key={panel} aria-labelledby={`panel-${panel}`} className="panel-no-print">
            <Title order={2} size="h4" id={`panel-${panel}`} mb="xs">
              {panelName(panel)}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table withTableBorder aria-labelledby={`panel-${panel}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('judgePanel.columns.seat')}</Table.Th>
                    <Table.Th>{t('judgePanel.columns.state')}</Table.Th>
                    <Table.Th>{t('judgePanel.columns.phones')}</Table.Th>
                    <Table.Th>{t('judgePanel.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{all.filter((s) => s.panel === panel).map(renderSeatRow)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
        ))}
        {asked?.kind === 'issueAll' && (
          <ConfirmModal
            title={t('judgePanel.issueAllTitle')}
            question={t('judgePanel.issueAllQuestion')}
            cancelLabel={t('judgePanel.cancel')}
            confirmLabel={t('judgePanel.issueAllConfirm')}
            isPending={issue.isPending}
            onConfirm={() => issueFor(all.map((s) => ({ panel: s.panel, seat: s.seat })))}
            onClose={() => setAsked(null)}
          />
        )}
        {asked?.kind === 'revoke' && (
          <ConfirmModal
            title={t('judgePanel.revokeTitle')}
            question={t('judgePanel.revokeQuestion', { seat: seatName(asked.place) })}
            cancelLabel={t('judgePanel.cancel')}
            confirmLabel={t('judgePanel.revoke')}
            confirmColor="red"
            isPending={revoke.isPending}
            onConfirm={() => revokeSeat(asked.place)}
            onClose={() => setAsked(null)}
          />
        )}
      </Stack>
    );
  }

  return (
    <PageFrame
      className="panel-page"
      backClassName="panel-no-print"
      title={t('judgePanel.title')}
      back={{ to: '/competition', label: t('judgePanel.back') }}
    >
      {/* Offline (issue 40): the codes issued still work; issuing waits for the server. */}
      <ServerUnreachableNotice text="offline.panel" className="panel-no-print" />
      {content}
    </PageFrame>
  );
}
