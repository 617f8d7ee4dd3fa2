import { CATEGORY_LABELS, eventTypeLabel } from '@artistic/domain/core/enums';
import type { GenerateStartListResponse } from '@artistic/domain/start-list/schema';
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { isHasDependentsError, useGenerateStartList } from '../api';
import { FiguresAbsentAlert, groupRoutinesWithoutFigures } from './figures-absent-alert';
import { useLanguage } from '../../../lib/language';

interface GenerateStartListButtonProps {
  competitionId: string;
  /**
   * The stored order the server draws from: INF/JUV routines without their category's figures
   * event are named, and the draw confirmed, before anything is drawn (ADR 062).
   */
  ordem?: readonly { readonly Tipo: string; readonly Categoria: string }[];
}

/**
 * 'Gerar StartList' (admin, existing competition): draws the start list.
 * When one exists the server refuses (409) and the admin confirms a new draw.
 */
export function GenerateStartListButton({
  competitionId,
  ordem = [],
}: GenerateStartListButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const generate = useGenerateStartList();
  const [mustConfirm, setMustConfirm] = useState(false);
  const [isWarned, setIsWarned] = useState(false);
  const isFiguresAbsent = groupRoutinesWithoutFigures(ordem).length > 0;
  // The server's own words: they say how many results exist and that they follow their entries.
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const [result, setResult] = useState<GenerateStartListResponse | null>(null);
  const error = generate.error && !isHasDependentsError(generate.error) ? generate.error : null;

  function run(confirm: boolean) {
    setResult(null);
    generate.mutate(
      { id: competitionId, confirm },
      {
        onSuccess: (data) => {
          setMustConfirm(false);
          setResult(data);
          notifications.show({ color: 'green', message: t('startLists.generate.success') });
        },
        onError: (failure) => {
          if (isHasDependentsError(failure)) {
            setConfirmText(failure.message || null);
            setMustConfirm(true);
          }
        },
      },
    );
  }

  const link = (
    <Anchor component={Link} to={`/startList?id=${encodeURIComponent(competitionId)}`}>
      {t('startLists.generate.view')}
    </Anchor>
  );

  return (
    <>
      <Button
        variant="light"
        loading={generate.isPending && !mustConfirm}
        onClick={() => (isFiguresAbsent ? setIsWarned(true) : run(false))}
      >
        {t('startLists.generate.button')}
      </Button>
      {error !== null && !mustConfirm && (
        <div style={{ flexBasis: '100%' }}>
          <ErrorAlert error={error} title={t('startLists.generate.failed')} />
        </div>
      )}
      {result !== null && (
        <Stack gap="xs" style={{ flexBasis: '100%' }}>
          {result.excludedDrafts.length > 0 && (
            <Alert color="yellow" variant="light" role="alert">
              <Text size="sm" fw={600}>
                {t('startLists.generate.excluded')}
              </Text>
              <List size="sm">
                {result.excludedDrafts.map((draft) => (
                  <List.Item key={draft._id}>
                    {t('startLists.generate.excludedItem', {
                      club: draft.Clube,
                      category: CATEGORY_LABELS[draft.Categoria][language],
                      scheme: eventTypeLabel(draft.Esquema, language),
                    })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Text size="sm">{link}</Text>
        </Stack>
      )}
      {isWarned && (
        <ConfirmModal
          title={t('startLists.generate.confirmTitle')}
          question={t('startLists.generate.figuresAbsentQuestion')}
          cancelLabel={t('startLists.generate.cancel')}
          confirmLabel={t('startLists.generate.figuresAbsentButton')}
          isPending={false}
          onConfirm={() => {
            setIsWarned(false);
            run(false);
          }}
          onClose={() => setIsWarned(false)}
        >
          <FiguresAbsentAlert ordem={ordem} />
        </ConfirmModal>
      )}
      {mustConfirm && (
        <ConfirmModal
          title={t('startLists.generate.confirmTitle')}
          question={confirmText ?? t('startLists.generate.confirm')}
          cancelLabel={t('startLists.generate.cancel')}
          confirmLabel={t('startLists.generate.confirmButton')}
          isPending={generate.isPending}
          onConfirm={() => run(true)}
          onClose={() => setMustConfirm(false)}
        >
          {error !== null && <ErrorAlert error={error} />}
        </ConfirmModal>
      )}
    </>
  );
}
