import {
  DEFAULT_ELEMENT_CATEGORY,
  DEFAULT_FIGURE_CATEGORY,
  FIGURE_CATEGORIES,
  SCORE_STEPS,
} from '@artistic/domain/core/enums';
import { parseDmyDate } from '@artistic/domain/core/dates';
import { listFigures } from '@artistic/domain/figures/tables';
import { listTechnicalElementGroups } from '@artistic/domain/figures/technical-elements';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { Competition } from '@artistic/domain/competition/schema';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { FormOutcomeAlerts } from '../../../components/save-outcome-alerts';
import { useShownFieldErrors } from '../../../components/use-shown-field-errors';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { usePermissions } from '../../../lib/permissions';
import {
  getRulesetId,
  pickDefaultRuleset,
  useRuleset,
  useRulesetList,
} from '../../../lib/rulesets';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import type { SaveCompetitionInput } from '../api';
import {
  isConflictError,
  isInvalidStateError,
  isReasonRequiredError,
  useSaveCompetition,
  useStartListChanges,
} from '../api';
import { getCategoryLabel } from '../../../lib/category-options';
import type { CompetitionFormValues } from './competition-form-values';
import {
  clubPointsError,
  isPlacedErrorPath,
  toFormValues,
  validateCreate,
  validateUpdate,
} from './competition-form-values';
import type { CatalogueGroup } from './figure-table';
import { FigureTable } from './figure-table';
import { FiguresAbsentAlert } from './figures-absent-alert';
import { GenerateStartListButton } from './generate-start-list-button';
import { OfficialChangeReasonModal } from './official-change-reason-modal';
import { StartListChanges } from './start-list-changes';
import { OrderTable } from './order-table';
import { CompetitionRuleset, NewCompetitionRuleset } from './ruleset-field';

interface CompetitionFormProps {
  /** The competition being edited; absent when creating one. */
  competition?: Competition;
  /** Reloads the competition from the server (after a conflict). */
  onReload?: () => void;
}

const NO_CATALOGUES = { figures: [], elements: [] };

/** The two judges' panels (5 to 7 judges) and the two score steps, coach cards then figures. */
const judgeCountFields = [
  { field: 'JuizesCoachCard', label: 'competitions.form.judgesCoachCard' },
  { field: 'JuizesFiguras', label: 'competitions.form.judgesFigures' },
] as const;
const scoreStepFields = [
  { field: 'PassoCoachCard', label: 'competitions.form.stepCoachCard' },
  { field: 'PassoFiguras', label: 'competitions.form.stepFigures' },
] as const;

/** The competition's figures, then its technical elements, each with its catalogue picker. */
const figureLists = [
  {
    field: 'Figuras',
    title: 'competitions.form.figuresTitle',
    catalogue: 'figures',
    defaultCategory: DEFAULT_FIGURE_CATEGORY,
    addLabel: 'competitions.form.addFigure',
    pickLabel: 'competitions.form.pickFigure',
  },
  {
    field: 'ElementosTecnicos',
    title: 'competitions.form.elementsTitle',
    catalogue: 'elements',
    defaultCategory: DEFAULT_ELEMENT_CATEGORY,
    addLabel: 'competitions.form.addElement',
    pickLabel: 'competitions.form.pickElement',
  },
] as const;

function useCatalogues(
  language: string,
  ruleset: Ruleset | undefined,
): {
  figures: CatalogueGroup[];
  elements: CatalogueGroup[];
} {
  return useMemo(
    () =>
      ruleset === undefined
        ? NO_CATALOGUES
        : {
            figures: FIGURE_CATEGORIES.map((category) => ({
              label: getCategoryLabel(category, language),
              categories: [category],
              items: listFigures(category, ruleset).map((row) => ({
                name: row.name,
                dd: row.dd,
                provisional: false,
              })),
            })),
            // Each element once: JUN and ABS share the team TREs (one group for both).
            elements: listTechnicalElementGroups(ruleset).map((group) => ({
              label: group.categories
                .map((category) => getCategoryLabel(category, language))
                .join(' / '),
              categories: group.categories,
              items: group.rows.map((row) => ({
                name: row.name,
                dd: row.dd,
                provisional: row.provisional,
                ...(row.unnamed ? { unnamed: true } : {}),
              })),
            })),
          },
    [language, ruleset],
  );
}

/** Create or edit a competition; validated with the server's zod schema before sending. */
export function CompetitionForm({ competition, onReload }: CompetitionFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCompetition();
  const canGenerateStartList = usePermissions().can('startlist.generate');
  const startListChanges = useStartListChanges(
    canGenerateStartList && competition !== undefined,
    competition?._id,
  );
  const [version, setVersion] = useState(competition?.version);
  const form = useForm<CompetitionFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(competition),
  });
  const shown = useShownFieldErrors(form, isPlacedErrorPath);
  const leaveGuard = useUnsavedChangesGuard(form.isDirty());
  // The ruleset: an existing competition's (changed only through 'Mudar regulamento'), or for a
  // new one the one picked, else the newest valid on the typed date (the first before a date).
  const [storedRuleset, setStoredRuleset] = useState(
    competition ? getRulesetId(competition) : null,
  );
  const [pickedRuleset, setPickedRuleset] = useState<string | null>(null);
  const rulesetList = useRulesetList(competition === undefined);
  const date = parseDmyDate(form.values.Data) ?? form.values.Data;
  const isDate = /^\d{4}-\d{2}-\d{2}$/u.test(date);
  const rulesetId =
    storedRuleset ??
    pickedRuleset ??
    (isDate ? pickDefaultRuleset(rulesetList.data ?? [], date)?.id : rulesetList.data?.[0]?.id) ??
    '';
  const ruleset = useRuleset(rulesetId || null);
  const catalogues = useCatalogues(i18n.language, ruleset.data?.ruleset);

  const stepOptions = SCORE_STEPS.map((step) => ({
    value: String(step),
    label: t(step === 0.25 ? 'competitions.form.stepQuarters' : 'competitions.form.stepTenths'),
  }));

  // A save that moves official totals, waiting for the admin's reason (ADR 060).
  const [asked, setAsked] = useState<{ values: CompetitionFormValues; error: unknown } | null>(
    null,
  );

  function submit(values: CompetitionFormValues, reason?: string) {
    save.reset();
    const id = competition?._id ?? null;
    let input: SaveCompetitionInput;
    if (id === null) {
      const result = validateCreate(values, rulesetId || null);
      if (!result.success) return shown.showErrors(result.errors);
      input = { id: null, competition: result.body };
    } else {
      const result = validateUpdate(values, version ?? 0, rulesetId || null);
      if (!result.success) return shown.showErrors(result.errors);
      input = { id, competition: reason ? { ...result.body, reason } : result.body };
    }
    shown.hideInvalid();
    save.mutate(input, {
      onSuccess: (result) => {
        setAsked(null);
        notifications.show({ color: 'green', message: t('competitions.form.saved') });
        if (result.kind === 'created') {
          leaveGuard.allowNextNavigation();
          void navigate(`/admin?id=${encodeURIComponent(result.id)}`, { replace: true });
        } else {
          setVersion(result.competition.version);
          // What was sent is saved: leaving asks nothing until the next change.
          form.resetDirty(values);
        }
      },
      onError: (error) => {
        // Official totals would move: the reason is asked, then the same values sent with it.
        if (id !== null && isReasonRequiredError(error)) setAsked({ values, error });
        else if (!reason) shown.showServerErrors(error);
      },
    });
  }

  return (
    <form onSubmit={form.onSubmit((values) => submit(values))} noValidate>
      <Stack gap="lg">
        {/* First on the page: the admin opening it sees that the drawn list is out of date. */}
        <StartListChanges events={startListChanges.data?.[0]?.events} />
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <TextInput
              label={t('competitions.form.name')}
              withAsterisk
              {...form.getInputProps('Nome')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label={t('competitions.form.date')}
                withAsterisk
                {...form.getInputProps('Data')}
              />
              <TextInput
                type="date"
                label={t('competitions.form.deadline')}
                withAsterisk
                {...form.getInputProps('Limite_inscricao')}
              />
              {judgeCountFields.map(({ field, label }) => (
                <NumberInput
                  key={field}
                  label={t(label)}
                  min={5}
                  max={7}
                  step={1}
                  allowDecimal={false}
                  clampBehavior="none"
                  {...form.getInputProps(field)}
                />
              ))}
              {scoreStepFields.map(({ field, label }) => (
                <NativeSelect
                  key={field}
                  label={t(label)}
                  description={t('competitions.form.stepHint')}
                  data={stepOptions}
                  {...form.getInputProps(field)}
                />
              ))}
              <NumberInput
                label={t('competitions.form.inquiryMinutes')}
                description={t('competitions.form.inquiryMinutesHint')}
                min={0}
                max={1440}
                step={5}
                allowDecimal={false}
                clampBehavior="none"
                {...form.getInputProps('JanelaReclamacao')}
              />
              <TextInput
                label={t('competitions.form.clubPoints')}
                description={t('competitions.form.clubPointsHint')}
                inputMode="numeric"
                {...form.getInputProps('PontosClubes')}
                error={clubPointsError(form.errors)}
              />
            </SimpleGrid>
            {competition ? (
              <CompetitionRuleset
                competitionId={competition._id}
                rulesetId={rulesetId}
                version={version ?? 0}
                onChanged={(change) => {
                  setVersion(change.version);
                  setStoredRuleset(change.Regras);
                }}
              />
            ) : (
              <NewCompetitionRuleset
                date={isDate ? date : ''}
                value={rulesetId}
                onPick={setPickedRuleset}
                error={typeof form.errors.Regras === 'string' ? form.errors.Regras : undefined}
              />
            )}
            <Checkbox
              label={t('competitions.form.visible')}
              description={t('competitions.form.visibleHint')}
              {...form.getInputProps('visible', { type: 'checkbox' })}
            />
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('competitions.form.orderTitle')}
          </Title>
          <OrderTable form={form} />
          {/* INF/JUV routines without their category's figures event add none (ADR 062). */}
          <FiguresAbsentAlert ordem={form.values.Ordem} />
        </Stack>

        {ruleset.isPending && rulesetId !== '' && (
          <Text size="sm" role="status">
            {t('rulesets.markers.loading')}
          </Text>
        )}
        {ruleset.isError && (
          <ErrorAlert error={ruleset.error} title={t('rulesets.markers.loadFailed')} />
        )}
        {figureLists.map((list) => (
          <Stack gap="sm" key={list.field}>
            <Title order={2} size="h3">
              {t(list.title)}
            </Title>
            <FigureTable
              form={form}
              field={list.field}
              catalogue={catalogues[list.catalogue]}
              defaultCategory={list.defaultCategory}
              addLabel={t(list.addLabel)}
              pickLabel={t(list.pickLabel)}
            />
          </Stack>
        ))}

        <FormOutcomeAlerts
          error={asked ? null : save.error}
          // A 409 #invalid_state is the stored marks refusing the change (ADR 060), said as it is.
          isConflict={isConflictError(save.error) && !isInvalidStateError(save.error)}
          texts="competitions.form"
          onReload={onReload}
          shown={shown}
        />

        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('competitions.form.save')}
          </Button>
          {competition && (
            <Button
              variant="light"
              component={Link}
              to={`/priceList?id=${encodeURIComponent(competition._id)}`}
            >
              {t('competitions.form.priceList')}
            </Button>
          )}
          {competition && (
            <Button
              variant="light"
              component={Link}
              to={`/panel?compId=${encodeURIComponent(competition._id)}`}
            >
              {t('competitions.form.judgePanel')}
            </Button>
          )}
          {competition && canGenerateStartList && (
            <GenerateStartListButton competitionId={competition._id} ordem={competition.Ordem} />
          )}
        </Group>
      </Stack>
      {asked && (
        <OfficialChangeReasonModal
          asked={asked.error}
          saving={save.isPending}
          error={save.error}
          onConfirm={(reason) => submit(asked.values, reason)}
          onClose={() => {
            setAsked(null);
            save.reset();
          }}
        />
      )}
      <UnsavedChangesModal guard={leaveGuard} message={t('unsavedChanges.message')} />
    </form>
  );
}
