import type { Category, RoutineType } from '@artistic/domain/core/enums';
import { isRoutineType, isTeamRoutine } from '@artistic/domain/core/enums';
import {
  canAddPeople,
  canRemoveElement,
  canSaveCoachCard,
  createInitialElements,
  getPeopleSlots,
  listRoutineChoices,
} from '@artistic/domain/core/forms';
import { isEntryOpen } from '@artistic/domain/core/dates';
import { listCoachCardCategories } from '@artistic/domain/competition/entry-rules';
import type { Action } from '@artistic/domain/users/permissions';
import { can } from '@artistic/domain/users/permissions';
import type { IssImport } from '@artistic/domain/coach-card/iss/types';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { MAX_CHANGES_REASON } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { FormErrorList } from '../../../components/form-error-list';
import { FormOutcomeAlerts } from '../../../components/save-outcome-alerts';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useScoreFormat } from '../../../lib/score-format';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRuleset } from '../../../lib/rulesets';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import type { CoachCardIntentName, SaveCoachCardInput } from '../api';
import { isStaleVersionError, useCompetition, useCompetitions, useSaveCoachCard } from '../api';
import { ConfirmDialog } from './confirm-dialog';
import { CardChecksSummary, CheckNotes, translateCheck } from './card-checks';
import { getCategoryOptions } from '../../../lib/category-options';
import { useEventTypeLabel } from '../../../lib/event-label';
import type {
  CoachCardFormValues,
  FieldErrorKeys,
  PathMapper,
  PersonRowValues,
} from './coach-card-form-values';
import {
  checkFormValues,
  computeLiveTotals,
  createElementRow,
  createInitialCodeRows,
  createPeopleRows,
  createPersonRow,
  isCategory,
  isPlacedErrorPath,
  toElementRows,
  toFormValues,
  validateCoachCard,
} from './coach-card-form-values';
import { MemoElementsTable } from './elements-table';
import { IssComparison, IssImportControls, getIssElementMarks } from './iss-import';
import { ListHeading } from './list-heading';
import { PeopleTable } from './people-table';

interface CoachCardFormProps {
  /** The card being opened; absent when creating one. */
  card?: CoachCard;
  /** Competition of a new card (?compId), fixed when given. */
  initialCompetitionId: string | null;
  /** Reloads the card from the server (after a conflict). */
  onReload?: () => void;
}

/**
 * The categories offered: those with a routine event in the competition (issue 38), and the
 * card's own even if the competition no longer holds it (the server then names it).
 */
function getCategoryChoices(competition: Competition | undefined, current: string): Category[] {
  const held = competition ? listCoachCardCategories(competition) : [];
  return isCategory(current) && !held.includes(current) ? [...held, current] : held;
}

/** Routines of the competition order that exist for the category. */
function getRoutineChoices(competition: Competition | undefined, category: string): RoutineType[] {
  if (!competition || !category) return [];
  return listRoutineChoices(competition.Ordem).filter((routine) =>
    competition.Ordem.some((item) => item.Tipo === routine && item.Categoria === category),
  );
}

const successKeys: Record<CoachCardIntentName, string> = {
  save: 'coachCards.form.saved',
  submit: 'coachCards.form.submitted',
  verify: 'coachCards.form.verified',
  requestChanges: 'coachCards.form.changesRequested',
};

/**
 * What an ISS card read makes of the form (issue 39): its category, routine and elements (each
 * element that declares codes but has none gets its empty code row, as a draft reopened), and the
 * theme only where none is typed yet. The people stay, with the empty rows a solo or duet has to
 * fill from the registry.
 */
function applyIssImport(values: CoachCardFormValues, answer: IssImport): CoachCardFormValues {
  const Esquema = answer.Esquema ?? values.Esquema;
  const slots = isRoutineType(Esquema) ? getPeopleSlots(Esquema) : null;
  const pad = (rows: PersonRowValues[], count: number) => [
    ...rows,
    ...Array.from({ length: Math.max(0, count - rows.length) }, createPersonRow),
  ];
  const theme = answer.Tema_esquema.trim();
  return {
    ...values,
    Categoria: answer.Categoria ?? values.Categoria,
    Esquema,
    Tema_esquema: values.Tema_esquema.trim() === '' && theme !== '' ? theme : values.Tema_esquema,
    Atletas: slots ? pad(values.Atletas, slots.athletes) : values.Atletas,
    Reservas: slots ? pad(values.Reservas, slots.reserves) : values.Reservas,
    Elementos: toElementRows(answer.Elementos).map((row) =>
      row.Dificuldade_declarada.length === 0
        ? { ...row, Dificuldade_declarada: createInitialCodeRows(row.Elemento) }
        : row,
    ),
  };
}

/**
 * The coach card form: header, athletes, reserves and elements with live
 * totals; saves, submits, verifies or sends back (spec sections 2, 4, 5).
 */
export function CoachCardForm({ card, initialCompetitionId, onReload }: CoachCardFormProps) {
  const { t, i18n } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const formatScore = useScoreFormat();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const save = useSaveCoachCard();
  const isAdmin = permissions.user?.role === 'admin';
  const isCompetitionFixed = Boolean(card) || initialCompetitionId !== null;
  const form = useForm<CoachCardFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(card, {
      Competicao: initialCompetitionId ?? '',
      Clube: permissions.user?.club ?? '',
    }),
  });
  const [hasInvalidFields, setHasInvalidFields] = useState(false);
  const [showRemoveRefusal, setShowRemoveRefusal] = useState(false);
  const [pendingCategory, setPendingCategory] = useState<string | null>(null);
  // The reason typed in the 'Pedir alterações' dialog; null while the dialog is closed.
  const [changesReason, setChangesReason] = useState<string | null>(null);
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  // An ISS card read while the form has `count` elements, waiting for 'Substituir'.
  const [pendingIss, setPendingIss] = useState<{ answer: IssImport; count: number } | null>(null);
  // The last ISS card put into the form: its comparison stays until closed (or the page reloads).
  const [issResult, setIssResult] = useState<IssImport | null>(null);
  const issMarks = useMemo(
    () => (issResult ? getIssElementMarks(issResult) : undefined),
    [issResult],
  );

  const values = form.getValues();
  const competitions = useCompetitions(!isCompetitionFixed);
  const competition = useCompetition(values.Competicao || null);
  // Codes, values and checks come from the competition's ruleset (issue 16).
  const rulesetQuery = useRuleset(competition.data ? getRulesetId(competition.data) : null);
  const ruleset = rulesetQuery.data?.ruleset;
  const now = new Date();

  const resource = card ? { Clube: card.Clube, State: card.State } : undefined;
  const may = (action: Action) => can(permissions.user, action, resource);
  const isSent = card !== undefined && card.State !== 'Rascunho';
  const mayWrite = card ? may('coachCard.update') : may('coachCard.create');
  // After the deadline (the server's rule: the day in Lisbon) a club's card only shows: the server
  // would refuse every change, so nothing is typed for nothing (issue 17).
  const isEntriesClosed =
    !isAdmin && competition.data !== undefined && !isEntryOpen(competition.data, now);
  const readOnly = isSent || !mayWrite || isEntriesClosed;
  const leaveGuard = useUnsavedChangesGuard(!readOnly && form.isDirty());
  const maySubmit = card ? may('coachCard.submit') : may('coachCard.create');
  const mayVerify = card?.State === 'Submetido' && may('coachCard.verify');
  // A draft the caller may edit (a new card, or its Rascunho), in a chosen competition.
  const mayImportIss = !readOnly && values.Competicao !== '';
  const mayRequestChanges = isSent && may('coachCard.requestChanges');

  const category = isCategory(values.Categoria) ? values.Categoria : null;
  const routine = isRoutineType(values.Esquema) ? values.Esquema : null;
  const categoryChoices = getCategoryChoices(competition.data, values.Categoria);
  const routineChoices = getRoutineChoices(competition.data, values.Categoria);
  if (routine && !routineChoices.includes(routine)) routineChoices.push(routine);
  const totals = computeLiveTotals(values);
  const header = { category, routine, theme: values.Tema_esquema };
  const canSave = canSaveCoachCard({
    ...header,
    elementCount: values.Elementos.length,
    pending: save.isPending,
  });
  // The checks of issue 15, live once a routine is chosen (the server runs them on submit).
  const checks = routine === null || !ruleset ? [] : checkFormValues(values, ruleset);
  const blockers = checks.filter((check) => check.severity === 'blocking');
  // The elements table shows the checks of its rows only.
  const elementChecks = checks.filter((check) => check.path.startsWith('Elementos'));
  const mayAddPeople = canAddPeople(header);
  const isTeam = routine !== null && isTeamRoutine(routine);

  const competitionOptions = (competitions.data ?? [])
    .filter((item) => isAdmin || isEntryOpen(item, now))
    .map((item) => ({ value: item._id, label: item.Nome }));

  function showErrors(
    errors: FieldErrorKeys,
    params: Record<string, Readonly<Record<string, string | number>> | undefined> = {},
  ) {
    const translated: FormErrors = Object.fromEntries(
      Object.entries(errors).map(([path, key]) => [
        path,
        i18n.exists(key) ? translateCheck(t, { message: key, params: params[path] }) : key,
      ]),
    );
    form.setErrors(translated);
    setHasInvalidFields(true);
  }

  /** Keeps the routine only when it is an event of the competition for the category. */
  function keepRoutineIf(isKept: boolean) {
    if (isKept) return;
    form.setFieldValue('Esquema', '');
    form.setFieldValue('Atletas', []);
    form.setFieldValue('Reservas', []);
  }

  function changeCompetition(id: string | null) {
    if (!id || id === values.Competicao) return;
    form.setFieldValue('Competicao', id);
    const next = competitions.data?.find((item) => item._id === id);
    // A category the new competition holds no routine of is not kept (issue 38).
    if (
      next &&
      isCategory(values.Categoria) &&
      !listCoachCardCategories(next).includes(values.Categoria)
    )
      form.setFieldValue('Categoria', '');
    keepRoutineIf(routine !== null && getRoutineChoices(next, values.Categoria).includes(routine));
  }

  function applyCategory(next: string) {
    if (!isCategory(next)) return;
    form.setFieldValue('Categoria', next);
    form.setFieldValue('Elementos', toElementRows(createInitialElements(next)));
    keepRoutineIf(routine !== null && getRoutineChoices(competition.data, next).includes(routine));
    setShowRemoveRefusal(false);
  }

  function changeCategory(next: string | null) {
    if (!next || next === values.Categoria) return;
    // Elements typed by hand are lost when the category changes: ask first.
    if (values.Elementos.length > 0 && values.Categoria !== 'MAS') setPendingCategory(next);
    else applyCategory(next);
  }

  function changeRoutine(next: string | null) {
    if (!next || next === values.Esquema || !isRoutineType(next)) return;
    form.setFieldValue('Esquema', next);
    const people = createPeopleRows(next);
    form.setFieldValue('Atletas', people.Atletas);
    form.setFieldValue('Reservas', people.Reservas);
  }

  function removeElement(index: number) {
    if (!canRemoveElement(index, values.Elementos.length)) {
      setShowRemoveRefusal(true);
      return;
    }
    setShowRemoveRefusal(false);
    form.removeListItem('Elementos', index);
  }

  /** Nothing is saved: the form holds the card, the club checks it and saves as usual. */
  function takeIssCard(answer: IssImport) {
    form.setValues(applyIssImport(form.getValues(), answer));
    form.clearErrors();
    setHasInvalidFields(false);
    setShowRemoveRefusal(false);
    save.reset();
    setIssResult(answer);
  }

  function receiveIssCard(answer: IssImport) {
    const count = form.getValues().Elementos.length;
    if (count > 0) setPendingIss({ answer, count });
    else takeIssCard(answer);
  }

  function run(input: SaveCoachCardInput, mapPath: PathMapper) {
    save.mutate(input, {
      onSuccess: () => {
        const key = input.id === null ? 'coachCards.form.created' : successKeys[input.intent];
        notifications.show({ color: 'green', message: t(key) });
        leaveGuard.allowNextNavigation();
        void navigate('/listCoachCard');
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
        if (fieldErrors.length > 0) {
          showErrors(
            Object.fromEntries(fieldErrors.map((item) => [mapPath(item.path), item.message])),
            Object.fromEntries(fieldErrors.map((item) => [mapPath(item.path), item.params])),
          );
        }
      },
    });
  }

  function send(intent: 'save' | 'submit') {
    save.reset();
    setShowRemoveRefusal(false);
    // Without the competition's ruleset nothing can be valued: the page says it is loading.
    if (!ruleset) return;
    const result = validateCoachCard(
      values,
      intent === 'submit' ? 'Submetido' : 'Rascunho',
      ruleset,
    );
    if (!result.success) {
      showErrors(result.errors);
      return;
    }
    form.clearErrors();
    setHasInvalidFields(false);
    run(
      card
        ? { id: card._id, intent, card: result.body, version: card.version }
        : { id: null, intent, card: result.body },
      result.mapPath,
    );
  }

  function changeState(intent: 'verify' | 'requestChanges', reason?: string) {
    if (!card) return;
    save.reset();
    form.clearErrors();
    setHasInvalidFields(false);
    const { _id: id, version, Motivo_alteracoes: _stored, ...content } = card;
    run(
      {
        id,
        intent,
        card: {
          ...content,
          State: intent === 'verify' ? 'Verificado' : 'Rascunho',
          ...(reason === undefined ? {} : { Motivo_alteracoes: reason }),
        },
        version,
      },
      (path) => path,
    );
  }

  function openChangesRequest() {
    setIsReasonMissing(false);
    setChangesReason('');
  }

  /** The club is told why (issue 17): no request for changes without a reason. */
  function sendChangesRequest() {
    const reason = (changesReason ?? '').trim();
    if (reason === '') {
      setIsReasonMissing(true);
      return;
    }
    setChangesReason(null);
    changeState('requestChanges', reason);
  }

  const unplacedErrors = Object.entries(form.errors).filter(([path]) => !isPlacedErrorPath(path));
  const hasFieldErrors = Object.keys(form.errors).length > 0;
  const showInvalid = hasInvalidFields && hasFieldErrors && !save.isError;
  const pendingIntent = save.isPending ? save.variables.intent : null;
  const competitionName =
    competition.data?.Nome ??
    competitions.data?.find((item) => item._id === values.Competicao)?.Nome ??
    values.Competicao;

  const unplacedList = <FormErrorList errors={unplacedErrors} mt="xs" />;

  return (
    <Stack gap="lg">
      {isEntriesClosed && !isSent && mayWrite && competition.data && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('coachCards.form.entriesClosedTitle')}
        >
          {t('coachCards.form.entriesClosed', { date: competition.data.Limite_inscricao })}
        </Alert>
      )}
      {card?.State === 'Rascunho' && card.Motivo_alteracoes && (
        <Alert color="orange" variant="light" title={t('coachCards.form.changesRequestedTitle')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {card.Motivo_alteracoes}
          </Text>
          <Text size="sm" mt="xs" c="gray.7">
            {t('coachCards.form.changesRequestedHelp')}
          </Text>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {isCompetitionFixed ? (
              <TextInput
                label={t('coachCards.form.competition')}
                readOnly
                value={competitionName}
                error={form.errors.Competicao}
              />
            ) : (
              <Select
                label={t('coachCards.form.competition')}
                placeholder={t('coachCards.form.selectPlaceholder')}
                data={competitionOptions}
                allowDeselect={false}
                searchable
                withAsterisk
                nothingFoundMessage={t('coachCards.form.noOpenCompetitions')}
                value={values.Competicao || null}
                error={form.errors.Competicao}
                onChange={changeCompetition}
              />
            )}
            <Select
              label={t('coachCards.form.category')}
              placeholder={
                !competition.data
                  ? t('coachCards.form.chooseCompetitionFirst')
                  : categoryChoices.length === 0
                    ? t('coachCards.form.noRoutineCategories')
                    : t('coachCards.form.selectPlaceholder')
              }
              data={getCategoryOptions(i18n.language, categoryChoices)}
              allowDeselect={false}
              withAsterisk
              readOnly={readOnly}
              disabled={!readOnly && categoryChoices.length === 0}
              value={values.Categoria || null}
              error={form.errors.Categoria}
              onChange={changeCategory}
            />
            <Select
              label={t('coachCards.form.routine')}
              placeholder={
                category
                  ? t('coachCards.form.selectPlaceholder')
                  : t('coachCards.form.chooseCategoryFirst')
              }
              data={routineChoices.map((value) => ({ value, label: eventLabel(value) }))}
              allowDeselect={false}
              withAsterisk
              readOnly={readOnly}
              disabled={!readOnly && routineChoices.length === 0}
              value={values.Esquema || null}
              error={form.errors.Esquema}
              onChange={changeRoutine}
            />
            <TextInput
              label={t('coachCards.form.club')}
              withAsterisk
              readOnly={readOnly || !isAdmin}
              {...form.getInputProps('Clube')}
            />
            <TextInput
              label={t('coachCards.form.theme')}
              withAsterisk
              readOnly={readOnly}
              {...form.getInputProps('Tema_esquema')}
            />
          </SimpleGrid>
          {!readOnly && category !== null && routineChoices.length === 0 && (
            <Text size="sm" c="orange.8">
              {t('coachCards.form.noRoutines')}
            </Text>
          )}
          {mayImportIss && (
            <IssImportControls
              competitionId={values.Competicao}
              hint={{ Categoria: category, Esquema: routine }}
              onRead={receiveIssCard}
            />
          )}
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PeopleTable
          form={form}
          field="Atletas"
          canAdd={mayAddPeople}
          canRemove={isTeam}
          readOnly={readOnly}
          checks={checks}
          competitionDate={competition.data?.Data}
        />
        <PeopleTable
          form={form}
          field="Reservas"
          canAdd={mayAddPeople}
          canRemove={isTeam}
          readOnly={readOnly}
          checks={checks}
          competitionDate={competition.data?.Data}
        />
      </SimpleGrid>

      <Stack gap="xs">
        <ListHeading
          title={t('coachCards.form.elementsTitle')}
          addLabel={t('coachCards.form.addElement')}
          onAdd={
            !readOnly && category !== null && category !== 'MAS'
              ? () =>
                  form.insertListItem('Elementos', createElementRow(values.Elementos.length + 1))
              : null
          }
          addDisabled={routine === null}
        />
        {issResult && <IssComparison result={issResult} onClose={() => setIssResult(null)} />}
        {values.Elementos.length === 0 ? (
          <Text size="sm" c="gray.7">
            {category === null
              ? t('coachCards.form.chooseCategoryForElements')
              : t('coachCards.form.noElements')}
          </Text>
        ) : !ruleset ? (
          rulesetQuery.isError ? (
            <ErrorAlert error={rulesetQuery.error} title={t('rulesets.markers.loadFailed')} />
          ) : (
            <Text size="sm" role="status">
              {t('rulesets.markers.loading')}
            </Text>
          )
        ) : (
          <MemoElementsTable
            ruleset={ruleset}
            form={form}
            category={category}
            routine={routine}
            totals={totals}
            readOnly={readOnly}
            checks={elementChecks}
            onRemove={removeElement}
            issMarks={issMarks}
            renderKey={JSON.stringify([
              values.Elementos,
              elementChecks,
              Object.entries(form.errors).filter(([path]) => path.startsWith('Elementos')),
              category,
              routine,
              readOnly,
            ])}
          />
        )}
        <CheckNotes checks={checks.filter((check) => check.path === 'Elementos')} />
        {form.errors.Elementos && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.Elementos}
          </Text>
        )}
        {showRemoveRefusal && (
          <Alert color="orange" variant="light" role="alert">
            {t('errors.onlyLastElement')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Text fw={700}>
            {t('coachCards.form.declaredTotal')}:{' '}
            <output aria-label={t('coachCards.form.declaredTotal')}>
              {formatScore(totals.declared)}
            </output>
          </Text>
        </Group>
      </Stack>

      <CardChecksSummary checks={checks} readOnly={readOnly} />

      <FormOutcomeAlerts
        error={save.error}
        texts="coachCards.form"
        onReload={onReload}
        shown={{ showInvalid, unplacedErrors }}
        listMt="xs"
        conflictText={
          <>
            <Text size="sm">{t('coachCards.form.conflict')}</Text>
            {!isStaleVersionError(save.error) && (
              <Text size="sm">{getErrorMessage(save.error)}</Text>
            )}
          </>
        }
        failureBody={
          <>
            {getErrorMessage(save.error)}
            {unplacedList}
          </>
        }
      />

      <Group wrap="wrap">
        {!readOnly && (
          <Button
            onClick={() => send('save')}
            disabled={!canSave || !ruleset}
            loading={pendingIntent === 'save'}
          >
            {t('coachCards.form.save')}
          </Button>
        )}
        {!readOnly && maySubmit && (
          <Button
            color="teal"
            onClick={() => send('submit')}
            disabled={!canSave || !ruleset || blockers.length > 0}
            loading={pendingIntent === 'submit'}
            aria-describedby={blockers.length > 0 ? 'coach-card-submit-blocked' : undefined}
          >
            {t('coachCards.form.submit')}
          </Button>
        )}
        {!readOnly && maySubmit && blockers.length > 0 && (
          <Text id="coach-card-submit-blocked" size="sm" c="red.8">
            {t('coachCards.checks.submitBlocked')}
          </Text>
        )}
        {mayVerify && (
          <Button
            color="green"
            onClick={() => changeState('verify')}
            disabled={save.isPending}
            loading={pendingIntent === 'verify'}
          >
            {t('coachCards.form.verify')}
          </Button>
        )}
        {mayRequestChanges && (
          <Button
            color="orange"
            variant="light"
            onClick={openChangesRequest}
            disabled={save.isPending}
            loading={pendingIntent === 'requestChanges'}
          >
            {t('coachCards.form.requestChanges')}
          </Button>
        )}
      </Group>

      <ConfirmDialog
        opened={changesReason !== null}
        title={t('coachCards.form.requestChangesTitle')}
        onCancel={() => setChangesReason(null)}
        confirmLabel={t('coachCards.form.sendChangesRequest')}
        confirmColor="orange"
        onConfirm={sendChangesRequest}
      >
        <Text size="sm">{t('coachCards.form.requestChangesText')}</Text>
        <Textarea
          label={t('coachCards.form.changesReason')}
          placeholder={t('coachCards.form.changesReasonPlaceholder')}
          withAsterisk
          required
          rows={4}
          maxLength={MAX_CHANGES_REASON}
          data-autofocus
          value={changesReason ?? ''}
          error={isReasonMissing ? t('coachCards.form.changesReasonRequired') : undefined}
          onChange={(event) => {
            setChangesReason(event.currentTarget.value);
            if (event.currentTarget.value.trim() !== '') setIsReasonMissing(false);
          }}
        />
      </ConfirmDialog>

      <ConfirmDialog
        opened={pendingCategory !== null}
        title={t('coachCards.form.changeCategoryTitle')}
        onCancel={() => setPendingCategory(null)}
        confirmLabel={t('coachCards.form.changeCategoryConfirm')}
        confirmColor="red"
        onConfirm={() => {
          if (pendingCategory) applyCategory(pendingCategory);
          setPendingCategory(null);
        }}
      >
        <Text>{t('coachCards.form.changeCategoryText')}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={pendingIss !== null}
        title={t('coachCards.form.iss.replaceTitle')}
        onCancel={() => setPendingIss(null)}
        confirmLabel={t('coachCards.form.iss.replaceConfirm')}
        confirmColor="orange"
        onConfirm={() => {
          if (pendingIss) takeIssCard(pendingIss.answer);
          setPendingIss(null);
        }}
      >
        {pendingIss && (
          <>
            <Text>{t('coachCards.form.iss.replaceText', { count: pendingIss.count })}</Text>
            <Text size="sm" c="gray.7">
              {t('coachCards.form.iss.replaceCardCount', {
                count: pendingIss.answer.Elementos.length,
              })}
            </Text>
          </>
        )}
      </ConfirmDialog>
      <UnsavedChangesModal guard={leaveGuard} message={t('unsavedChanges.message')} />
    </Stack>
  );
}
