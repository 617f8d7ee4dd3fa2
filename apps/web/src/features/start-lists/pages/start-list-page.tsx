import type { StartListSheetBlock } from '@artistic/domain/start-list/sheet';
import { buildStartListSheet } from '@artistic/domain/start-list/sheet';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParam } from '../../../components/use-search-param';
import { ErrorAlert } from '../../../components/error-alert';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadState } from '../../../components/load-state-alerts';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { usePermissions } from '../../../lib/permissions';
import type { StartListCommand } from '../api';
import { isStaleStartListError, useStartList, useStartListCommand } from '../api';
import { ClubTable } from '../components/club-table';
import { StartListBlockTable } from '../components/start-list-block-table';
import { PrintedPage } from '../../../components/printed-page';
import './start-list-page.css';
import { useLanguage } from '../../../lib/language';

interface CommandFailure {
  order: number;
  error: unknown;
}

/** Start list (/startList?id=): public; admins may redraw a block or move a slot. */
export function StartListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const permissions = usePermissions();
  const canEdit = permissions.can('startlist.generate');
  const startList = useStartList(id);
  const command = useStartListCommand(id);
  const [failure, setFailure] = useState<CommandFailure | null>(null);
  const [toRedraw, setToRedraw] = useState<StartListSheetBlock | null>(null);
  const pdf = usePdfDownload(
    () => import('../../../pdf/start-list-pdf'),
    t('startLists.pdfFailed'),
  );
  const sheet = useMemo(
    () => (startList.data ? buildStartListSheet(startList.data, language) : null),
    [startList.data, language],
  );

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
    void startList.refetch();
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

  let content;
  if (id === '' || !startList.isSuccess) {
    content = (
      <LoadState query={startList} texts="startLists" isMissingId={id === ''} notFound retry />
    );
  } else if (sheet !== null) {
    const data = startList.data;
    content = (
      <Stack gap="md">
        <Text size="lg" fw={500} className="start-list-competition">
          {t('startLists.competitionLine', { name: sheet.competitionName, date: sheet.date })}
        </Text>
        {sheet.isEmpty ? (
          <Text c="gray.7">{t('startLists.empty')}</Text>
        ) : (
          <>
            <PdfActions
              pdf={pdf}
              onDownload={() =>
                pdf.download(
                  (module, context) =>
                    module.renderStartListPdf(sheet, context.translate, context.language),
                  t('startLists.fileName', { name: sheet.competitionName }),
                )
              }
              downloadLabel={t('startLists.pdf')}
              printLabel={t('startLists.print')}
              noPrintClassName="start-list-no-print"
            />
            <ClubTable sheet={sheet} />
            {sheet.blocks.map((block) => (
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
                            startListVersion: data.startListVersion,
                            slot,
                            direction,
                          }),
                      }
                    : undefined
                }
              />
            ))}
          </>
        )}
        {toRedraw !== null && (
          <ConfirmModal
            title={t('startLists.admin.redrawTitle')}
            question={t('startLists.admin.redrawConfirm', { heading: toRedraw.heading })}
            cancelLabel={t('startLists.admin.cancel')}
            confirmLabel={t('startLists.admin.redrawConfirmButton')}
            isPending={command.isPending}
            onConfirm={() =>
              run(
                { kind: 'redraw', order: toRedraw.order, startListVersion: data.startListVersion },
                () => setToRedraw(null),
              )
            }
            onClose={() => setToRedraw(null)}
          />
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
