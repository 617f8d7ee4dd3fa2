import type { RecomputePreview, RulesetSummary } from '@artistic/domain/ruleset/schema';
import { Alert, Button, NativeSelect, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ActionModal } from '../../../components/action-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { RecomputeChanges } from '../../../components/recompute-changes';
import { isConflictError, useChangeCompetitionRuleset, usePreviewCompetitionRuleset } from '../api';

interface ChangeRulesetModalProps {
  competitionId: string;
  currentId: string;
  version: number;
  rulesets: readonly RulesetSummary[];
  onClose: () => void;
  onChanged: (change: { version: number; Regras: string }) => void;
}

/**
 * 'Mudar regulamento': pick another ruleset, see which stored totals it changes, then confirm.
 * The server recomputes every result of the competition in the same transaction.
 */
export function ChangeRulesetModal({
  competitionId,
  currentId,
  version,
  rulesets,
  onClose,
  onChanged,
}: ChangeRulesetModalProps) {
  const { t } = useTranslation();
  // The current ruleset is offered too: a competition held on an earlier version of it (its
  // results were signed before an edit, issue 36) moves to the version stored now.
  const current = rulesets.find((r) => r.id === currentId);
  const others = [...rulesets.filter((r) => r.id !== currentId), ...(current ? [current] : [])];
  const [picked, setPicked] = useState(others[0]?.id ?? '');
  const [preview, setPreview] = useState<RecomputePreview | null>(null);
  const [reason, setReason] = useState('');
  const officialEvents = preview?.competitions.flatMap((c) => c.officialEvents ?? []) ?? [];
  const needsReason = officialEvents.length > 0;
  const previewing = usePreviewCompetitionRuleset();
  const changing = useChangeCompetitionRuleset();
  const error = changing.error ?? previewing.error;

  function pick(id: string) {
    setPicked(id);
    setPreview(null);
    previewing.reset();
    changing.reset();
  }

  return (
    <ActionModal
      title={t('rulesets.picker.changeTitle')}
      size="xl"
      intro={t('rulesets.picker.changeIntro')}
      cancelLabel={t('rulesets.cancel')}
      onClose={onClose}
      actions={
        preview === null ? (
          <Button
            disabled={!picked}
            loading={previewing.isPending}
            onClick={() =>
              previewing.mutate(
                { id: competitionId, Regras: picked },
                { onSuccess: (result) => setPreview(result) },
              )
            }
          >
            {t('rulesets.picker.preview')}
          </Button>
        ) : (
          <Button
            loading={changing.isPending}
            disabled={needsReason && reason.trim() === ''}
            onClick={() =>
              changing.mutate(
                {
                  id: competitionId,
                  Regras: picked,
                  version,
                  ...(needsReason ? { reason: reason.trim() } : {}),
                },
                {
                  onSuccess: (result) => {
                    notifications.show({
                      color: 'green',
                      message: t('rulesets.picker.changed', {
                        count: result.recomputed.changedTotals,
                      }),
                    });
                    onChanged({ version: result.version, Regras: result.Regras });
                  },
                },
              )
            }
          >
            {t('rulesets.confirm')}
          </Button>
        )
      }
    >
      <NativeSelect
        label={t('rulesets.picker.label')}
        data={others.map((r) => ({
          value: r.id,
          label: t(
            r.id === currentId ? 'rulesets.picker.optionCurrent' : 'rulesets.picker.option',
            {
              name: r.name,
              from: r.validFrom,
              to: r.validTo,
              version: r.version,
            },
          ),
        }))}
        value={picked}
        onChange={(event) => pick(event.currentTarget.value)}
        data-autofocus
      />
      {preview && <RecomputeChanges preview={preview} />}
      {needsReason && (
        <Textarea
          label={t('rulesets.picker.reason')}
          description={t('rulesets.picker.reasonHint')}
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      {isConflictError(error) ? (
        <Alert color="orange" variant="light" role="alert">
          {t('rulesets.picker.conflict')}
        </Alert>
      ) : (
        error && <ErrorAlert error={error} title={t('rulesets.picker.changeFailed')} />
      )}
    </ActionModal>
  );
}
