import type { JudgeNamesResponse, NamedSeat } from '@artistic/domain/judge-panel/evaluation-schema';
import type { Panel } from '@artistic/domain/judge-panel/schema';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useTranslation } from '../../../i18n/use-translation';
import { isConflictError } from '../../../lib/api-client';
import { useSaveJudgeNames } from '../api';

type Draft = Record<string, { nome: string; clube: string }>;

const keyOf = (seat: { panel: Panel; seat: number }) => `${seat.panel}-${seat.seat}`;

function draftOf(names: JudgeNamesResponse): Draft {
  return Object.fromEntries(
    names.seats.map((s) => [keyOf(s), { nome: s.nome ?? '', clube: s.clube ?? '' }]),
  );
}

interface JudgeNamesFormProps {
  competitionId: string;
  names: JudgeNamesResponse;
  /** Reads the names again (after a 409). */
  onReload: () => void;
}

/**
 * The admin names the judge of each seat (name and club), so that the evaluation follows the
 * person across competitions. Every seat is saved with the version read: a seat renamed
 * meanwhile by someone else refuses the whole save (409) until the names are read again.
 */
export function JudgeNamesForm({ competitionId, names, onReload }: JudgeNamesFormProps) {
  const { t } = useTranslation();
  const save = useSaveJudgeNames(competitionId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(names));
  const [shown, setShown] = useState(names);
  // New names from the server (a save, a reload) replace what is typed.
  if (shown !== names) {
    setShown(names);
    setDraft(draftOf(names));
  }

  const set = (seat: NamedSeat, field: 'nome' | 'clube', value: string) =>
    setDraft((old) => ({
      ...old,
      [keyOf(seat)]: { ...(old[keyOf(seat)] ?? { nome: '', clube: '' }), [field]: value },
    }));

  function submit() {
    save.mutate({
      judges: names.seats.map((s) => {
        const typed = draft[keyOf(s)] ?? { nome: '', clube: '' };
        return {
          panel: s.panel,
          seat: s.seat,
          nome: typed.nome,
          clube: typed.clube.trim() === '' ? null : typed.clube,
          version: s.version,
        };
      }),
    });
  }

  return (
    <section aria-labelledby="judge-names-title">
      <Title order={2} size="h3" id="judge-names-title" mb="xs">
        {t('judgeEvaluation.names.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('judgeEvaluation.names.intro')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {names.panels.map(({ panel }) => (
            <Table
              key={panel}
              withTableBorder
              fz="sm"
              aria-label={t(`judgeEvaluation.names.${panel}`)}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="3.5rem">{t('judgeEvaluation.names.seat')}</Table.Th>
                  <Table.Th>{t('judgeEvaluation.names.nome')}</Table.Th>
                  <Table.Th>{t('judgeEvaluation.names.clube')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {names.seats
                  .filter((s) => s.panel === panel)
                  .map((s) => {
                    const typed = draft[keyOf(s)] ?? { nome: '', clube: '' };
                    const label = t('judgeEvaluation.names.seatOf', {
                      seat: `J${s.seat}`,
                      panel: t(`judgeEvaluation.panels.${panel}`),
                    });
                    return (
                      <Table.Tr key={keyOf(s)}>
                        <Table.Th scope="row">J{s.seat}</Table.Th>
                        <Table.Td>
                          <TextInput
                            size="xs"
                            aria-label={t('judgeEvaluation.names.nomeOf', { seat: label })}
                            value={typed.nome}
                            maxLength={200}
                            onChange={(e) => set(s, 'nome', e.currentTarget.value)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            size="xs"
                            aria-label={t('judgeEvaluation.names.clubeOf', { seat: label })}
                            value={typed.clube}
                            maxLength={200}
                            onChange={(e) => set(s, 'clube', e.currentTarget.value)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Table.Tbody>
            </Table>
          ))}
          {save.isError &&
            (isConflictError(save.error) ? (
              <Alert
                color="yellow"
                variant="light"
                role="alert"
                title={t('judgeEvaluation.names.conflict')}
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('judgeEvaluation.names.conflictText')}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      save.reset();
                      onReload();
                    }}
                  >
                    {t('judgeEvaluation.names.reload')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <ErrorAlert error={save.error} title={t('judgeEvaluation.names.saveFailed')} />
            ))}
          {save.isSuccess && (
            <Text size="sm" c="green.8" role="status">
              {t('judgeEvaluation.names.saved')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('judgeEvaluation.names.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
