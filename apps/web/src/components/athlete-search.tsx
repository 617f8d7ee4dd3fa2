import type { Athlete } from '@artistic/domain/athletes/schema';
import { checkAgeGroup, seasonYearOf } from '@artistic/domain/competition/age-groups';
import type { Category } from '@artistic/domain/core/enums';
import { CATEGORIES } from '@artistic/domain/core/enums';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { licencesOutside, useAthleteSearch, useRegisteredLicences } from '../lib/athletes';

interface AthleteSearchProps {
  /** The entry's club: a club sees its own athletes only; an admin searches this club's. */
  club: string;
  /** Licences already in the entry: shown, but not offered again. */
  taken: ReadonlySet<number>;
  /** The field's label, e.g. 'Procurar atleta no registo'. */
  label: string;
  onPick: (athlete: Athlete) => void;
  /** Why nothing can be added now (every row filled), shown under the field. */
  blocked?: string | null;
  /**
   * The entry's category and the competition's date, once both are chosen: an athlete whose age
   * does not fit (the server would refuse her) is shown as such and not offered.
   */
  ageGroup?: { category: string; competitionDate: string } | null;
}

/** Under an entry's rows: the typed licences the club's registry does not hold (ADR 054). */
export function OutsideRegistryNote({
  club,
  licences,
}: {
  club: string;
  licences: readonly (string | number)[];
}) {
  const { t } = useTranslation();
  const outside = licencesOutside(licences, useRegisteredLicences(club));
  if (outside.length === 0) return null;
  return (
    <Text size="sm" c="yellow.9">
      {t('athletes.search.outside', { licences: outside.join(', ') })}
    </Text>
  );
}

/**
 * Search as you type in the athlete registry (issue 23): part of a name (accents and case
 * ignored) or the start of a licence; Arrow keys and Enter pick, as a click does. The pick fills
 * the entry's row with the registry's licence, name and year: nothing to retype.
 */
export function AthleteSearch({
  club,
  taken,
  label,
  onPick,
  blocked,
  ageGroup,
}: AthleteSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useAthleteSearch(text, club);
  const typed = text.trim();
  const found = search.searched === '' ? [] : (search.data ?? []);
  const waiting = search.settling || search.isFetching;

  const category =
    ageGroup && (CATEGORIES as readonly string[]).includes(ageGroup.category)
      ? (ageGroup.category as Category)
      : null;
  const season = ageGroup ? seasonYearOf(ageGroup.competitionDate) : 0;
  /** The athlete's age when it is outside the entry's category; null when it fits (or is unknown). */
  const ageOutside = (athlete: Athlete): number | null => {
    if (!category || !Number.isInteger(season) || season <= 0) return null;
    const verdict = checkAgeGroup(category, athlete.Ano, season);
    return verdict.ok ? null : verdict.age;
  };

  function pick(value: string) {
    const athlete = found.find((a) => String(a.Licenca) === value);
    if (!athlete || taken.has(athlete.Licenca) || !athlete.Ativo || ageOutside(athlete) !== null)
      return;
    onPick(athlete);
    setText('');
    combobox.closeDropdown();
  }

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={t('athletes.search.placeholder')}
          value={text}
          disabled={Boolean(blocked)}
          description={blocked ?? undefined}
          rightSection={waiting && typed.length >= 2 ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed.length < 2}>
        <Combobox.Options>
          {found.length === 0 ? (
            <Combobox.Empty>
              {waiting
                ? t('athletes.search.searching')
                : search.isError
                  ? t('athletes.search.failed')
                  : t('athletes.search.none', { text: typed })}
            </Combobox.Empty>
          ) : (
            found.map((athlete) => {
              const already = taken.has(athlete.Licenca);
              const outsideAge = ageOutside(athlete);
              return (
                <Combobox.Option
                  key={athlete.Licenca}
                  value={String(athlete.Licenca)}
                  disabled={already || !athlete.Ativo || outsideAge !== null}
                >
                  <Text size="sm">
                    {athlete.Nome}{' '}
                    <Text span size="xs" c="gray.7">
                      {t('athletes.search.option', {
                        licence: athlete.Licenca,
                        year: athlete.Ano,
                      })}
                      {already && ` · ${t('athletes.search.taken')}`}
                      {!athlete.Ativo && ` · ${t('athletes.search.inactive')}`}
                      {outsideAge !== null &&
                        ` · ${t('athletes.search.outsideAge', { age: outsideAge, season })}`}
                    </Text>
                  </Text>
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
