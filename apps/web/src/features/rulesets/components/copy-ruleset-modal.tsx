import type { StoredRuleset } from '@artistic/domain/ruleset/schema';
import { rulesetCopySchema } from '@artistic/domain/ruleset/schema';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { isConflictError, useCopyRuleset } from '../api';

interface CopyRulesetModalProps {
  from: { id: string; name: string };
  onClose: () => void;
  onCopied: (saved: StoredRuleset) => void;
}

/** 'Copiar para nova época': a new ruleset (id, name, validity) with the tables of `from`. */
export function CopyRulesetModal({ from, onClose, onCopied }: CopyRulesetModalProps) {
  const { t } = useTranslation();
  const copying = useCopyRuleset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { id: '', name: '', validFrom: '', validTo: '' },
  });

  function submit(values: typeof form.values) {
    copying.reset();
    const result = rulesetCopySchema.safeParse(values);
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        errors[issue.path.map(String).join('.')] ??= t(issue.message);
      }
      form.setErrors(errors);
      return;
    }
    copying.mutate(
      { from: from.id, copy: result.data },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('rulesets.copy.done', { name: saved.ruleset.name }),
          });
          onCopied(saved);
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
          if (fieldErrors.length > 0) {
            form.setErrors(
              Object.fromEntries(fieldErrors.map((item) => [item.path, t(item.message)])),
            );
          }
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('rulesets.copy.title')} centered size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('rulesets.copy.intro', { name: from.name })}</Text>
          <TextInput
            label={t('rulesets.copy.id')}
            description={t('rulesets.copy.idHint')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('id')}
          />
          <TextInput label={t('rulesets.copy.name')} withAsterisk {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('rulesets.copy.validFrom')}
              withAsterisk
              {...form.getInputProps('validFrom')}
            />
            <TextInput
              type="date"
              label={t('rulesets.copy.validTo')}
              withAsterisk
              {...form.getInputProps('validTo')}
            />
          </SimpleGrid>
          {isConflictError(copying.error) ? (
            <ErrorAlert error={copying.error} title={t('rulesets.copy.exists')} />
          ) : (
            copying.isError && (
              <ErrorAlert error={copying.error} title={t('rulesets.copy.failed')} />
            )
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('rulesets.cancel')}
            </Button>
            <Button type="submit" loading={copying.isPending}>
              {t('rulesets.copy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
