import type { IssImport, IssRow } from '@artistic/domain/coach-card/iss/types';
import { formatDecimal } from '@artistic/domain/core/numbers';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { useTranslation } from '../../../i18n/use-translation';
import { getErrorMessage, getNetworkErrorMessage, isApiError } from '../../../lib/api-client';
import { useNumberFormat } from '../../../lib/score-format';
import type { ImportIssInput, IssSource } from '../api';
import { useImportIssCard } from '../api';

/** What the ISS spreadsheet picker offers: .xlsx files. */
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether the card's DD and the ruleset's differ (both known). */
function isDifferent(row: IssRow): boolean {
  return (
    row.fileDD !== null && row.dd !== null && formatDecimal(row.fileDD) !== formatDecimal(row.dd)
  );
}

/** A row whose valuation stopped at a code no table of the ruleset knows. */
function hasUnknownCode(row: IssRow): boolean {
  return row.dd === null && row.codes.length > 0;
}

/** What the elements table shows on an element read from the card (by index in Elementos). */
export interface IssElementMark {
  iss: number | null;
  ours: number | null;
  differs: boolean;
  unknown: boolean;
  problems: readonly string[];
}

/** The marks of the elements the card made: a DD other than the card's, or a problem. */
export function getIssElementMarks(result: IssImport): Map<number, IssElementMark> {
  const marks = new Map<number, IssElementMark>();
  for (const row of result.rows) {
    if (row.element === null) continue;
    const differs = isDifferent(row);
    const unknown = hasUnknownCode(row);
    if (!differs && !unknown && row.problems.length === 0) continue;
    const before = marks.get(row.element);
    marks.set(row.element, {
      iss: row.fileDD,
      ours: row.dd,
      differs: differs || (before?.differs ?? false),
      unknown: unknown || (before?.unknown ?? false),
      problems: [...(before?.problems ?? []), ...row.problems],
    });
  }
  return marks;
}

/** 'ISS 2,25 · regulamento 2,35' (a dash where one of them is unknown). */
function useDdPair(): (iss: number | null, ours: number | null) => string {
  const { t } = useTranslation();
  const { decimal } = useNumberFormat();
  return (iss, ours) =>
    t('coachCards.form.iss.ddPair', {
      iss: iss === null ? '—' : decimal(iss),
      ours: ours === null ? '—' : decimal(ours),
    });
}

/** An element's mark in the elements table: 'DD ≠ ISS' or 'código desconhecido', with its text. */
export function IssElementMarkNote({ mark }: { mark: IssElementMark }) {
  const { t } = useTranslation();
  const ddPair = useDdPair();
  return (
    <Stack gap={2} mt={4} data-iss-mark>
      {mark.differs && (
        <>
          <Badge color="orange" variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
            {t('coachCards.form.iss.markDiffers')}
          </Badge>
          <Text size="xs" c="orange.9">
            {ddPair(mark.iss, mark.ours)}
          </Text>
        </>
      )}
      {(mark.unknown || mark.problems.length > 0) && (
        <Badge color="red" variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
          {mark.unknown
            ? t('coachCards.form.iss.markUnknown')
            : t('coachCards.form.iss.markProblem')}
        </Badge>
      )}
      {mark.problems.map((problem) => (
        <Text key={problem} size="xs" c="red.8">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}

interface IssComparisonProps {
  result: IssImport;
  onClose: () => void;
}

/** 'Comparação com o cartão ISS': every element of the card, its DD against the ruleset's. */
export function IssComparison({ result, onClose }: IssComparisonProps) {
  const { t } = useTranslation();
  const ddPair = useDdPair();
  const rows = result.rows;
  const differ = rows.filter(isDifferent).length;
  const unknown = rows.filter(hasUnknownCode).length;
  const otherProblems = rows.filter((row) => !hasUnknownCode(row) && row.problems.length > 0);
  const summary = [
    t('coachCards.form.iss.summaryRead', { count: rows.length }),
    ...(differ > 0 ? [t('coachCards.form.iss.summaryDiffer', { count: differ })] : []),
    ...(unknown > 0 ? [t('coachCards.form.iss.summaryUnknown', { count: unknown })] : []),
    ...(otherProblems.length > 0
      ? [t('coachCards.form.iss.summaryProblems', { count: otherProblems.length })]
      : []),
    ...(differ === 0 && unknown === 0 && otherProblems.length === 0 && rows.length > 0
      ? [t('coachCards.form.iss.summarySame')]
      : []),
  ].join(' · ');
  const titleId = 'coach-card-iss-comparison-title';

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId}>
            {t('coachCards.form.iss.comparisonTitle')}
          </Title>
          <Button
            variant="default"
            size="xs"
            onClick={onClose}
            aria-label={t('coachCards.form.iss.closeComparison')}
          >
            {t('coachCards.form.iss.close')}
          </Button>
        </Group>
        <Text size="sm" fw={600} role="status">
          {summary}
        </Text>
        <Text size="xs" c="gray.7">
          {t('coachCards.form.iss.notSaved')}
        </Text>
        {result.problems.length > 0 && (
          <List size="sm" c="red.8">
            {result.problems.map((problem) => (
              <List.Item key={`${problem.path}:${problem.message}`}>{problem.message}</List.Item>
            ))}
          </List>
        )}
        {rows.length > 0 && (
          <KeyboardScrollContainer minWidth={680}>
            <Table verticalSpacing={4} aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>{t('coachCards.form.iss.line')}</Table.Th>
                  <Table.Th w={50}>{t('coachCards.form.iss.number')}</Table.Th>
                  <Table.Th w={90}>{t('coachCards.form.iss.part')}</Table.Th>
                  <Table.Th>{t('coachCards.form.iss.codes')}</Table.Th>
                  <Table.Th>{t('coachCards.form.iss.dd')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const differs = isDifferent(row);
                  const isWrong = hasUnknownCode(row) || row.problems.length > 0;
                  return (
                    <Table.Tr
                      key={`${row.line}-${row.number ?? ''}`}
                      style={{ verticalAlign: 'top' }}
                      data-problem={isWrong || undefined}
                      data-differs={differs || undefined}
                    >
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.number ?? '—'}</Table.Td>
                      <Table.Td>{row.part}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {row.codes.join(' ') || '—'}
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text
                            size="sm"
                            fw={differs ? 700 : undefined}
                            c={differs ? 'orange.9' : undefined}
                          >
                            {ddPair(row.fileDD, row.dd)}
                          </Text>
                          {differs && row.reason && <Text size="sm">{row.reason}</Text>}
                          {differs && row.detail && (
                            <Text size="xs" c="dimmed">
                              {t('coachCards.form.iss.detail', { detail: row.detail })}
                            </Text>
                          )}
                          {hasUnknownCode(row) && (
                            <Badge
                              color="red"
                              variant="light"
                              size="sm"
                              style={{ alignSelf: 'flex-start' }}
                            >
                              {t('coachCards.form.iss.markUnknown')}
                            </Badge>
                          )}
                          {row.problems.map((problem) => (
                            <Text key={problem} size="sm" c="red.8">
                              {problem}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </KeyboardScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** A failed read: the server's message and each of its field errors, in its own words. */
function IssReadError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const problem = isApiError(error) ? error.problem : null;
  // A 413 from a proxy carries no message of the server's.
  const message =
    problem?.status === 413 && problem.title === getNetworkErrorMessage() && !problem.errors
      ? t('coachCards.form.iss.tooLarge')
      : getErrorMessage(error);
  const fieldMessages = [
    ...new Set(
      (problem?.errors ?? []).map((item) =>
        i18n.exists(item.message) ? t(item.message, { ...item.params }) : item.message,
      ),
    ),
  ].filter((text) => text !== message);
  return (
    <Alert color="red" variant="light" role="alert" title={t('coachCards.form.iss.failed')}>
      <Text size="sm">{message}</Text>
      {fieldMessages.length > 0 && (
        <List size="sm" mt="xs">
          {fieldMessages.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

interface IssImportControlsProps {
  competitionId: string;
  hint: ImportIssInput['hint'];
  /** A card read: the form asks (if it has elements) and fills itself. */
  onRead: (answer: IssImport) => void;
}

/**
 * 'Importar do ISS' (the .xlsx the club made with the ISS coach-card spreadsheet) and 'Colar do
 * cartão' (lines in the printed card's notation): both ask the server to read the card; a
 * refusal shows here and changes nothing.
 */
export function IssImportControls({ competitionId, hint, onRead }: IssImportControlsProps) {
  const { t } = useTranslation();
  const reading = useImportIssCard();
  const resetFile = useRef<() => void>(null);
  const [pasted, setPasted] = useState<string | null>(null);
  const [isPasteEmpty, setIsPasteEmpty] = useState(false);
  const source = reading.variables?.source.kind ?? null;
  const pending = reading.isPending ? source : null;

  function read(next: IssSource, onSuccess?: () => void) {
    reading.mutate(
      { competitionId, hint, source: next },
      {
        onSuccess: (answer) => {
          onSuccess?.();
          onRead(answer);
        },
      },
    );
  }

  function chooseFile(file: File | null) {
    resetFile.current?.();
    if (!file) return;
    read({ kind: 'file', file });
  }

  function openPaste() {
    if (reading.variables?.source.kind === 'text') reading.reset();
    setIsPasteEmpty(false);
    setPasted('');
  }

  function readPasted() {
    const text = pasted ?? '';
    if (text.trim() === '') {
      setIsPasteEmpty(true);
      return;
    }
    read({ kind: 'text', text }, () => setPasted(null));
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7" id="coach-card-iss-help">
        {t('coachCards.form.iss.help')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={chooseFile} accept={XLSX_ACCEPT} resetRef={resetFile}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={pending === 'file'}
              disabled={pending === 'text'}
              aria-describedby="coach-card-iss-help"
            >
              {t('coachCards.form.iss.importFile')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="light"
          onClick={openPaste}
          disabled={pending === 'file'}
          aria-describedby="coach-card-iss-help"
        >
          {t('coachCards.form.iss.paste')}
        </Button>
      </Group>
      {reading.isError && source === 'file' && <IssReadError error={reading.error} />}

      <Modal
        opened={pasted !== null}
        onClose={() => setPasted(null)}
        title={t('coachCards.form.iss.pasteTitle')}
        size="lg"
      >
        <Stack>
          <Textarea
            label={t('coachCards.form.iss.pasteLabel')}
            description={t('coachCards.form.iss.pasteHelp')}
            placeholder={t('coachCards.form.iss.pastePlaceholder')}
            rows={8}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={pasted ?? ''}
            error={isPasteEmpty ? t('coachCards.form.iss.pasteEmpty') : undefined}
            onChange={(event) => {
              setPasted(event.currentTarget.value);
              if (event.currentTarget.value.trim() !== '') setIsPasteEmpty(false);
            }}
          />
          {reading.isError && source === 'text' && <IssReadError error={reading.error} />}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setPasted(null)}>
              {t('coachCards.form.cancel')}
            </Button>
            <Button onClick={readPasted} loading={pending === 'text'}>
              {t('coachCards.form.iss.read')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
