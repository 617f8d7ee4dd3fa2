import type { RulesetSummary } from '@artistic/domain/ruleset/schema';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorAlert } from '../../../components/error-alert';
import { isValidOn, useRulesetList } from '../../../lib/rulesets';
import { ChangeRulesetModal } from './change-ruleset-modal';

interface NewCompetitionRulesetProps {
  /** The competition's date (yyyy-mm-dd, '' while not typed). */
  date: string;
  /** The ruleset shown (the one picked, or the default for the date). */
  value: string;
  onPick: (id: string) => void;
  error?: string | undefined;
}

function optionLabel(
  ruleset: RulesetSummary,
  t: (key: string, values: Record<string, string>) => string,
) {
  return t('rulesets.picker.option', {
    name: ruleset.name,
    from: ruleset.validFrom,
    to: ruleset.validTo,
  });
}

/** 'Regulamento' of a new competition: defaults to the newest valid on its date. */
export function NewCompetitionRuleset({ date, value, onPick, error }: NewCompetitionRulesetProps) {
  const { t } = useTranslation();
  const list = useRulesetList();
  const rulesets = list.data ?? [];
  const chosen = rulesets.find((r) => r.id === value);
  const isDate = /^\d{4}-\d{2}-\d{2}$/u.test(date);

  if (list.isPending) return <Text size="sm">{t('rulesets.picker.loading')}</Text>;
  if (list.isError) return <ErrorAlert error={list.error} title={t('rulesets.loadFailed')} />;
  return (
    <Stack gap={4}>
      <NativeSelect
        label={t('rulesets.picker.label')}
        data={[
          ...(value ? [] : [{ value: '', label: '—' }]),
          ...rulesets.map((r) => ({ value: r.id, label: optionLabel(r, t) })),
        ]}
        value={value}
        error={error}
        onChange={(event) => onPick(event.currentTarget.value)}
      />
      {isDate && chosen && !isValidOn(chosen, date) && (
        <Text size="sm" c="orange.9" role="status">
          {t('rulesets.picker.notValid', { from: chosen.validFrom, to: chosen.validTo })}
        </Text>
      )}
      {isDate && !value && (
        <Text size="sm" c="orange.9" role="status">
          {t('rulesets.picker.noneValid')}
        </Text>
      )}
    </Stack>
  );
}

interface CompetitionRulesetProps {
  competitionId: string;
  rulesetId: string;
  version: number;
  /** The ruleset was changed: the competition's new version and ruleset. */
  onChanged: (change: { version: number; Regras: string }) => void;
}

/** An existing competition's ruleset (name, validity, provisional count), and 'Mudar regulamento'. */
export function CompetitionRuleset({
  competitionId,
  rulesetId,
  version,
  onChanged,
}: CompetitionRulesetProps) {
  const { t } = useTranslation();
  const list = useRulesetList();
  const [isChanging, setIsChanging] = useState(false);
  const current = list.data?.find((r) => r.id === rulesetId);

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('rulesets.picker.current')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" data-testid="competition-ruleset">
          {current ? optionLabel(current, t) : rulesetId}
        </Text>
        {current && current.provisionalFactors > 0 && (
          <Badge color="yellow" variant="light">
            {t('rulesets.picker.provisional', { count: current.provisionalFactors })}
          </Badge>
        )}
        <Button size="xs" variant="light" onClick={() => setIsChanging(true)}>
          {t('rulesets.picker.change')}
        </Button>
      </Group>
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('rulesets.loadFailed')}
        </Alert>
      )}
      {isChanging && (
        <ChangeRulesetModal
          competitionId={competitionId}
          currentId={rulesetId}
          version={version}
          rulesets={list.data ?? []}
          onClose={() => setIsChanging(false)}
          onChanged={(change) => {
            setIsChanging(false);
            onChanged(change);
          }}
        />
      )}
    </Stack>
  );
}
