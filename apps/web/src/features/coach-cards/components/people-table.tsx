import type { Athlete } from '@artistic/domain/athletes/schema';
import type { CoachCardCheck } from '@artistic/domain/coach-card/checks';
import type { UseFormReturnType } from '@mantine/form';
import { NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { AthleteSearch, OutsideRegistryNote } from '../../../components/athlete-search';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckNotes } from './card-checks';
import { CheckedRowsTable } from './checked-rows-table';
import { ListHeading } from './list-heading';
import { RemoveRowButton, RemoveRowHeader } from './remove-row';
import type { CoachCardFormValues, PeopleField } from './coach-card-form-values';
import {
  createPersonRow,
  groupChecksByRow,
  isBlankPerson,
  withoutTrailingBlanks,
} from './coach-card-form-values';

interface PeopleTableProps {
  form: UseFormReturnType<CoachCardFormValues>;
  field: PeopleField;
  /** Team routines: rows are added and removed by hand. */
  canAdd: boolean;
  /** Rows added by hand can be removed again. */
  canRemove: boolean;
  readOnly: boolean;
  /** The card's checks; those of a row show under it, those of the list under the table. */
  checks: readonly CoachCardCheck[];
  /** The competition's date, once known: the registry search marks athletes outside the age group. */
  competitionDate?: string | undefined;
}

/** Athletes or reserves: Licença, Nome, Ano. */
export function PeopleTable({
  form,
  field,
  canAdd,
  canRemove,
  readOnly,
  checks,
  competitionDate,
}: PeopleTableProps) {
  const { t } = useTranslation();
  const allRows = form.getValues()[field];
  // Only reading: the empty rows a draft keeps to be filled are not shown (issue 38).
  const rows = readOnly ? withoutTrailingBlanks(allRows, isBlankPerson) : allRows;
  const isAthletes = field === 'Atletas';
  const rowLabel = (name: string, index: number) =>
    t(isAthletes ? 'coachCards.form.athleteField' : 'coachCards.form.reserveField', {
      field: name,
      row: index + 1,
    });
  // Licença and Ano: whole numbers, typed without the stepper.
  const wholeNumber = (index: number, column: 'Licenca' | 'Ano', name: string) => (
    <NumberInput
      aria-label={rowLabel(name, index)}
      size="xs"
      allowDecimal={false}
      allowNegative={false}
      hideControls
      readOnly={readOnly}
      {...form.getInputProps(`${field}.${index}.${column}`)}
    />
  );
  const listError = form.errors[field];
  const values = form.getValues();
  const canPick = rows.some(isBlankPerson) || canAdd;
  // A pick from the registry (issue 23) fills the first empty row, or a new one on a team.
  function pickAthlete(athlete: Athlete) {
    const person = { Licenca: athlete.Licenca, Nome: athlete.Nome, Ano: athlete.Ano };
    const current = form.getValues()[field];
    const empty = current.find(isBlankPerson);
    if (empty) form.setFieldValue(`${field}.${current.indexOf(empty)}`, { ...empty, ...person });
    else if (canAdd) form.insertListItem(field, { ...createPersonRow(), ...person });
  }
  const checksByRow = groupChecksByRow(checks);
  const columnCount = canRemove && !readOnly ? 5 : 4;

  return (
    <Stack gap="xs">
      <ListHeading
        title={isAthletes ? t('coachCards.form.athletesTitle') : t('coachCards.form.reservesTitle')}
        addLabel={isAthletes ? t('coachCards.form.addAthlete') : t('coachCards.form.addReserve')}
        onAdd={canAdd && !readOnly ? () => form.insertListItem(field, createPersonRow()) : null}
      />
      {!readOnly && (
        <AthleteSearch
          club={values.Clube}
          label={t(isAthletes ? 'coachCards.form.findAthlete' : 'coachCards.form.findReserve')}
          taken={new Set([...values.Atletas, ...values.Reservas].map((p) => Number(p.Licenca)))}
          onPick={pickAthlete}
          blocked={canPick ? null : t('athletes.search.full')}
          ageGroup={competitionDate ? { category: values.Categoria, competitionDate } : null}
        />
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {isAthletes ? t('coachCards.form.noAthletes') : t('coachCards.form.noReserves')}
        </Text>
      ) : (
        <CheckedRowsTable
          minWidth={520}
          head={
            <>
              <Table.Th w={140}>{t('coachCards.form.licence')}</Table.Th>
              <Table.Th>{t('coachCards.form.personName')}</Table.Th>
              <Table.Th w={110}>{t('coachCards.form.year')}</Table.Th>
              {canRemove && !readOnly && <RemoveRowHeader />}
            </>
          }
          rows={rows}
          cells={(_row, index) => (
            <>
              <Table.Td>{wholeNumber(index, 'Licenca', t('coachCards.form.licence'))}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={rowLabel(t('coachCards.form.personName'), index)}
                  size="xs"
                  readOnly={readOnly}
                  {...form.getInputProps(`${field}.${index}.Nome`)}
                />
              </Table.Td>
              <Table.Td>{wholeNumber(index, 'Ano', t('coachCards.form.year'))}</Table.Td>
              {canRemove && !readOnly && (
                <Table.Td>
                  <RemoveRowButton
                    label={t(
                      isAthletes
                        ? 'coachCards.form.removeAthlete'
                        : 'coachCards.form.removeReserve',
                      { row: index + 1 },
                    )}
                    onClick={() => form.removeListItem(field, index)}
                  />
                </Table.Td>
              )}
            </>
          )}
          pathOf={(index) => `${field}.${index}`}
          checksByRow={checksByRow}
          columnCount={columnCount}
        />
      )}
      {!readOnly && (
        <OutsideRegistryNote club={values.Clube} licences={rows.map((row) => row.Licenca)} />
      )}
      <CheckNotes checks={checksByRow.get(field) ?? []} />
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
