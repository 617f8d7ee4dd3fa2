import type { PublicationWithKey } from '@artistic/domain/publication/schema';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreatePublication, usePublicationCompetitions } from '../api';

interface CreatePublicationFormProps {
  /** The new publication and its key (shown once by the page). */
  onCreated: (created: PublicationWithKey) => void;
}

/** 'Criar publicação': one of the site's competitions and the name of the pool it comes from. */
export function CreatePublicationForm({ onCreated }: CreatePublicationFormProps) {
  const { t } = useTranslation();
  const competitions = usePublicationCompetitions(true);
  const create = useCreatePublication();
  const [competition, setCompetition] = useState<string | null>(null);
  const [venue, setVenue] = useState('');
  const [shownErrors, setShownErrors] = useState(false);

  const competitionError =
    shownErrors && !competition ? t('publications.create.competitionRequired') : undefined;
  const venueError =
    shownErrors && venue.trim() === '' ? t('publications.create.venueRequired') : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setShownErrors(true);
    if (!competition || venue.trim() === '') return;
    create.mutate(
      { competicao: competition, venue: venue.trim() },
      {
        onSuccess: (created) => {
          setShownErrors(false);
          setCompetition(null);
          setVenue('');
          onCreated(created);
        },
      },
    );
  }

  const options = (competitions.data ?? []).map((c) => ({ value: c._id, label: c.Nome }));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-publication">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-publication">
            {t('publications.create.title')}
          </Title>
          <Group align="start" wrap="wrap" gap="sm">
            <Select
              label={t('publications.create.competition')}
              placeholder={t('publications.create.competitionPlaceholder')}
              data={options}
              value={competition}
              onChange={setCompetition}
              searchable
              required
              error={competitionError}
              disabled={competitions.isPending}
              w={{ base: '100%', sm: 340 }}
            />
            <TextInput
              label={t('publications.create.venue')}
              placeholder={t('publications.create.venuePlaceholder')}
              value={venue}
              onChange={(e) => setVenue(e.currentTarget.value)}
              required
              error={venueError}
              maxLength={200}
              w={{ base: '100%', sm: 300 }}
            />
          </Group>
          {competitions.isError && (
            <ErrorAlert
              error={competitions.error}
              title={t('publications.create.competitionsFailed')}
            />
          )}
          {create.isError && (
            <ErrorAlert error={create.error} title={t('publications.create.failed')} />
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('publications.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
