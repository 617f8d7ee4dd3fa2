import type { PublicationWithKey } from '@artistic/domain/publication/schema';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface PublicationKeyModalProps {
  created: PublicationWithKey;
  /** The competition's name as the list shows it. */
  competitionName: string;
  onClose: () => void;
}

/**
 * 'Chave da publicação': the key of a new publication (or a new key), shown this once — the site
 * keeps only its hash. A click outside does not close it, so the key is not lost by accident.
 */
export function PublicationKeyModal({
  created,
  competitionName,
  onClose,
}: PublicationKeyModalProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  function copyKey() {
    field.current?.select();
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(created.key).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <Modal
      opened
      centered
      size="lg"
      closeOnClickOutside={false}
      onClose={onClose}
      title={t('publications.key.title')}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('publications.key.of', {
            competition: competitionName,
            venue: created.publication.venue,
          })}
        </Text>
        <Group align="end" gap="xs" wrap="nowrap">
          <TextInput
            ref={field}
            label={t('publications.key.label')}
            value={created.key}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
            autoComplete="off"
            // Liberation Mono before the generic family: Linux's default (DejaVu Sans Mono) drops
            // the key's underscores at this size in Chromium.
            styles={{
              input: { fontFamily: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace' },
            }}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="publication-key"
          />
          <Button variant={copy === 'copied' ? 'light' : 'filled'} onClick={copyKey}>
            {t(copy === 'copied' ? 'publications.key.copied' : 'publications.key.copy')}
          </Button>
        </Group>
        <Alert color="yellow" variant="light">
          {t('publications.key.once')}
        </Alert>
        {copy === 'failed' && (
          <Text size="sm" c="red.8" role="alert">
            {t('publications.key.copyFailed')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('publications.key.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
