import type { Category } from '@artistic/domain/core/enums';
import { CATEGORIES } from '@artistic/domain/core/enums';
import { listFigureEntryCategories } from '@artistic/domain/competition/entry-rules';
import { isEntryOpen } from '@artistic/domain/core/dates';
import type { Competition } from '@artistic/domain/competition/schema';
import type { Athlete } from '@artistic/domain/athletes/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { AthleteSearch, OutsideRegistryNote } from '../../../components/athlete-search';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { FormOutcomeAlerts } from '../../../components/save-outcome-alerts';
import { useShownFieldErrors } from '../../../components/use-shown-field-errors';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import type { SaveFigureEntryInput } from '../api';
import { useSaveFigureEntry } from '../api';
import type { FigureEntryFormValues } from './figure-entry-form-values';
import {
  createAthleteRow,
  isPlacedErrorPath,
  toFormValues,
  validateCreate,
  validateUpdate,
} from './figure-entry-form-values';

interface FigureEntryFormProps {
  /** The entry being edited; absent when creating one. */
  entry?: FigureEntry;
  competitions: readonly Competition[];
  /** Competition chosen before opening the form (?compId); its select is then not shown. */
  competitionId: string;
  /** The signed-in user's club (a club may only enter its own athletes). */
  userClub: string;
  /** Admins may type the club. */
  canEditClub: boolean;
  /** Admins may enter athletes after the entries deadline; clubs may not. */
  isAdmin: boolean;
  /** Referees (and clubs looking at another club's entry) only look. */
  readOnly: boolean;
  /** Reloads the entry from the server (after a conflict). */
  onReload?: () => void;
}

/**
 * Enters a club's athletes in a figures / technical elements event. Rows are
 * checked with the server's zod schema before anything is sent.
 */
export function FigureEntryForm({
  entry,
  competitions,
  competitionId,
  userClub,
  canEditClub,
  isAdmin,
  readOnly: isReadOnlyRole,
  onReload,
}: FigureEntryFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveFigureEntry();
  const [version, setVersion] = useState(entry?.version);
  const form = useForm<FigureEntryFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(entry, { competitionId, club: userClub }),
  });
  const shown = useShownFieldErrors(form, isPlacedErrorPath);
  const values = form.getValues();
  const isEdit = entry !== undefined;
  const selected = competitions.find((competition) => competition._id === values.Competicao);
  const competitionName = selected?.Nome ?? values.Competicao;
  // The server's rule (the day in Lisbon): after the deadline a club's entry only shows, at once,
  // instead of being refused once it is typed (issue 17).
  const now = new Date();
  const isEntriesClosed = !isAdmin && selected !== undefined && !isEntryOpen(selected, now);
  const readOnly = isReadOnlyRole || isEntriesClosed;
  const leaveGuard = useUnsavedChangesGuard(!readOnly && form.isDirty());

  function submit(formValues: FigureEntryFormValues) {
    save.reset();
    let input: SaveFigureEntryInput;
    if (entry === undefined) {
      const result = validateCreate(formValues);
      if (!result.success) return shown.showErrors(result.errors);
      input = { id: null, entry: result.body };
    } else {
      const result = validateUpdate(formValues, version ?? 0);
      if (!result.success) return shown.showErrors(result.errors);
      input = { id: entry._id, entry: result.body };
    }
    form.clearErrors();
    shown.hideInvalid();
    save.mutate(input, {
      onSuccess: (result) => {
        if (result.kind === 'created') {
          notifications.show({ color: 'green', message: t('figureEntries.form.created') });
          leaveGuard.allowNextNavigation();
          void navigate('/listFiguras');
        } else {
          notifications.show({ color: 'green', message: t('figureEntries.form.updated') });
          setVersion(result.entry.version);
          // What was sent is saved: leaving asks nothing until the next change.
          form.resetDirty(formValues);
        }
      },
      onError: shown.showServerErrors,
    });
  }

  // Only the categories whose figures / technical elements event the competition holds (issue 38),
  // and the entry's own even if it no longer does (the server then names it).
  const held: Category[] = selected ? listFigureEntryCategories(selected) : [];
  const categoryOptions = [
    { value: '', label: t('figureEntries.categories.none') },
    ...CATEGORIES.filter(
      (category) => held.includes(category) || category === values.Categoria,
    ).map((category) => ({
      value: category,
      label: t(`figureEntries.categories.${category}`),
    })),
  ];
  const competitionOptions = [
    { value: '', label: t('figureEntries.form.competitionPlaceholder') },
    ...competitions
      .filter((competition) => isAdmin || isEntryOpen(competition, now))
      .map((competition) => ({ value: competition._id, label: competition.Nome })),
  ];

  const athletesError = form.errors.Atletas;
  // A pick from the registry (issue 23) fills the first empty row, or a new one.
  function pickAthlete(athlete: Athlete) {
    const row = {
      Licenca: String(athlete.Licenca),
      Nome: athlete.Nome,
      Ano: String(athlete.Ano),
    };
    const rows = form.getValues().Atletas;
    const empty = rows.find((r) => `${r.Licenca}${r.Nome}${r.Ano}`.trim() === '');
    if (empty === undefined) form.insertListItem('Atletas', { ...createAthleteRow(), ...row });
    else form.setFieldValue(`Atletas.${rows.indexOf(empty)}`, { ...empty, ...row });
  }
  /** A category the new competition holds no figures event of is not kept (issue 38). */
  function changeCompetition(id: string) {
    form.setFieldValue('Competicao', id);
    const next = competitions.find((competition) => competition._id === id);
    const category = form.getValues().Categoria;
    if (category !== '' && !(next && listFigureEntryCategories(next).some((c) => c === category)))
      form.setFieldValue('Categoria', '');
  }
  const showCompetitionSelect = !isEdit && competitionId === '' && !isReadOnlyRole;
  const hasNoOpenCompetition = showCompetitionSelect && competitionOptions.length === 1;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {isEntriesClosed && !isReadOnlyRole && (
            <Alert
              color="yellow"
              variant="light"
              role="alert"
              title={t('figureEntries.form.entriesClosedTitle')}
            >
              {t('figureEntries.form.entriesClosed', { date: selected?.Limite_inscricao })}
            </Alert>
          )}
          {hasNoOpenCompetition && (
            <Alert color="yellow" variant="light" role="alert">
              {t('figureEntries.form.noOpenCompetitions')}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              {showCompetitionSelect ? (
                <NativeSelect
                  label={t('figureEntries.form.competition')}
                  data={competitionOptions}
                  {...form.getInputProps('Competicao')}
                  onChange={(event) => changeCompetition(event.currentTarget.value)}
                />
              ) : (
                <TextInput
                  label={t('figureEntries.form.competition')}
                  value={competitionName}
                  readOnly
                  error={form.errors.Competicao}
                />
              )}
              <NativeSelect
                label={t('figureEntries.form.category')}
                data={categoryOptions}
                {...form.getInputProps('Categoria')}
              />
              <TextInput
                label={t('figureEntries.form.club')}
                readOnly={!canEditClub}
                {...form.getInputProps('Clube')}
              />
            </Stack>
          </Paper>

          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {t('figureEntries.form.athletesTitle')}
              </Title>
              {!readOnly && (
                <Button
                  variant="light"
                  onClick={() => form.insertListItem('Atletas', createAthleteRow())}
                >
                  {t('figureEntries.form.addAthlete')}
                </Button>
              )}
            </Group>
            {!readOnly && (
              <AthleteSearch
                club={values.Clube}
                label={t('athletes.search.label')}
                taken={new Set(values.Atletas.map((row) => Number(row.Licenca)))}
                onPick={pickAthlete}
                ageGroup={
                  selected ? { category: values.Categoria, competitionDate: selected.Data } : null
                }
              />
            )}
            {values.Atletas.length === 0 ? (
              <Text c="gray.7">{t('figureEntries.form.noAthletes')}</Text>
            ) : readOnly ? (
              // Only to read: the athletes as text, narrow enough for a phone (no scroll box
              // with nothing to focus inside the disabled fieldset).
              <Table verticalSpacing="xs" aria-label={t('figureEntries.form.athletesTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('figureEntries.form.licence')}</Table.Th>
                    <Table.Th>{t('figureEntries.form.name')}</Table.Th>
                    <Table.Th>{t('figureEntries.form.year')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {values.Atletas.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>{row.Licenca}</Table.Td>
                      <Table.Td>{row.Nome}</Table.Td>
                      <Table.Td>{row.Ano}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <KeyboardScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-label={t('figureEntries.form.athletesTitle')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('figureEntries.form.licence')}</Table.Th>
                      <Table.Th>{t('figureEntries.form.name')}</Table.Th>
                      <Table.Th>{t('figureEntries.form.year')}</Table.Th>
                      {!readOnly && <Table.Th>{t('figureEntries.form.actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {values.Atletas.map((row, index) => {
                      const rowNumber = String(index + 1);
                      const rowLabel = (field: string) =>
                        t('figureEntries.form.rowField', { field, row: rowNumber });
                      return (
                        <Table.Tr key={row.key}>
                          <Table.Td w="22%">
                            <TextInput
                              aria-label={rowLabel(t('figureEntries.form.licence'))}
                              inputMode="numeric"
                              {...form.getInputProps(`Atletas.${index}.Licenca`)}
                            />
                          </Table.Td>
                          <Table.Td>
                            <TextInput
                              aria-label={rowLabel(t('figureEntries.form.name'))}
                              {...form.getInputProps(`Atletas.${index}.Nome`)}
                            />
                          </Table.Td>
                          <Table.Td w="20%">
                            <TextInput
                              aria-label={rowLabel(t('figureEntries.form.year'))}
                              inputMode="numeric"
                              {...form.getInputProps(`Atletas.${index}.Ano`)}
                            />
                          </Table.Td>
                          {!readOnly && (
                            <Table.Td w={1}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('figureEntries.form.removeRow', { row: rowNumber })}
                                title={t('figureEntries.form.removeRow', { row: rowNumber })}
                                onClick={() => form.removeListItem('Atletas', index)}
                              >
                                <span aria-hidden="true">✕</span>
                              </ActionIcon>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </KeyboardScrollContainer>
            )}
            {!readOnly && (
              <OutsideRegistryNote
                club={values.Clube}
                licences={values.Atletas.map((row) => row.Licenca)}
              />
            )}
            {athletesError !== undefined && (
              <Text c="red" size="sm" role="alert">
                {athletesError}
              </Text>
            )}
          </Stack>

          <FormOutcomeAlerts
            error={save.error}
            texts="figureEntries.form"
            onReload={onReload}
            shown={shown}
          />

          {!readOnly && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {isEdit ? t('figureEntries.form.saveChanges') : t('figureEntries.form.submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
      <UnsavedChangesModal guard={leaveGuard} message={t('unsavedChanges.message')} />
    </form>
  );
}
