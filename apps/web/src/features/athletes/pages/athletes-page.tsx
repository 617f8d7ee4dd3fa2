import type { Athlete, AthleteImportReport } from '@artistic/domain/athletes/schema';
import { checkAgeGroup } from '@artistic/domain/competition/age-groups';
import { CATEGORIES, CATEGORY_LABELS } from '@artistic/domain/core/enums';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { usePermissionBlock } from '../../../components/permission-block';
import { useTranslation } from '../../../i18n/use-translation';
import { isConflictError } from '../../../lib/api-client';
import { usePermissions } from '../../../lib/permissions';
import { useAthleteRegistry, useImportAthletes, useSaveAthlete } from '../api';

const ALL = '';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The categories an athlete's age fits this year, without swimming up: 'Juvenil · Júnior'. */
function ageGroupsOf(year: number, season: number): string {
  return CATEGORIES.filter((c) => {
    const verdict = checkAgeGroup(c, year, season);
    return verdict.ok && !verdict.swimsUp;
  })
    .map((c) => CATEGORY_LABELS[c].pt)
    .join(' · ');
}

/** Registo de atletas (/athletes, issue 23): kept by the federation, read by each club. */
export function AthletesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayView = permissions.can('athlete.view');
  const mayWrite = permissions.can('athlete.write');
  const blocked = usePermissionBlock(
    mayView,
    'athletes.page.noPermission',
    'athletes.page.loading',
  );
  const registry = useAthleteRegistry(mayView);
  const [text, setText] = useState('');
  const [club, setClub] = useState<string>(ALL);
  const [editing, setEditing] = useState<Athlete | 'new' | null>(null);
  const season = new Date().getFullYear();

  let content;
  if (blocked) content = blocked;
  else if (registry.isPending) content = <PageLoader label={t('athletes.page.loading')} />;
  else if (registry.isError)
    content = <ErrorAlert error={registry.error} title={t('athletes.page.loadFailed')} />;
  else {
    const all = registry.data;
    const clubs = [...new Set(all.map((a) => a.Clube))].sort((a, b) => a.localeCompare(b, 'pt'));
    const wanted = fold(text.trim());
    const shown = all.filter(
      (a) =>
        (club === ALL || a.Clube === club) &&
        (wanted === '' || fold(a.Nome).includes(wanted) || String(a.Licenca).startsWith(wanted)),
    );
    content = (
      <Stack gap="md">
        {mayWrite && <ImportPanel />}
        <Group align="end" wrap="wrap">
          <TextInput
            label={t('athletes.page.filter')}
            placeholder={t('athletes.search.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={280}
          />
          {clubs.length > 1 && (
            <Select
              label={t('athletes.page.club')}
              data={[{ value: ALL, label: t('athletes.page.allClubs') }, ...clubs]}
              value={club}
              allowDeselect={false}
              onChange={(value) => setClub(value ?? ALL)}
              w={260}
            />
          )}
          {mayWrite && (
            <Button variant="light" onClick={() => setEditing('new')}>
              {t('athletes.page.add')}
            </Button>
          )}
        </Group>
        {all.length === 0 ? (
          <Text c="gray.7">{t(mayWrite ? 'athletes.page.emptyAdmin' : 'athletes.page.empty')}</Text>
        ) : shown.length === 0 ? (
          <Text c="gray.7">{t('athletes.page.noMatch')}</Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('athletes.page.count', { count: shown.length, total: all.length })}
            </Text>
            <KeyboardScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs" aria-label={t('athletes.page.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('athletes.page.licence')}</Table.Th>
                    <Table.Th>{t('athletes.page.name')}</Table.Th>
                    <Table.Th>{t('athletes.page.year')}</Table.Th>
                    <Table.Th>{t('athletes.page.ageGroups', { season })}</Table.Th>
                    <Table.Th>{t('athletes.page.club')}</Table.Th>
                    <Table.Th>{t('athletes.page.state')}</Table.Th>
                    {mayWrite && <Table.Th>{t('athletes.page.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((a) => (
                    <Table.Tr key={a.Licenca}>
                      <Table.Td>{a.Licenca}</Table.Td>
                      <Table.Td>{a.Nome}</Table.Td>
                      <Table.Td>{a.Ano}</Table.Td>
                      <Table.Td>{ageGroupsOf(a.Ano, season) || '—'}</Table.Td>
                      <Table.Td>{a.Clube}</Table.Td>
                      <Table.Td>
                        <Badge color={a.Ativo ? 'green' : 'gray'} variant="light">
                          {t(a.Ativo ? 'athletes.page.active' : 'athletes.page.inactive')}
                        </Badge>
                      </Table.Td>
                      {mayWrite && (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={t('athletes.page.editOne', { name: a.Nome })}
                            onClick={() => setEditing(a)}
                          >
                            {t('athletes.page.edit')}
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </KeyboardScrollContainer>
          </>
        )}
        {editing !== null && (
          <AthleteModal
            athlete={editing === 'new' ? null : editing}
            clubs={clubs}
            onClose={() => setEditing(null)}
          />
        )}
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('athletes.page.title')}
      back={{ to: '/competition', label: t('athletes.page.back') }}
    >
      {content}
    </PageFrame>
  );
}

/** 'Importar CSV': the federation's file of licences, and the report of what it did. */
function ImportPanel() {
  const { t } = useTranslation();
  const importing = useImportAthletes();
  const [report, setReport] = useState<{ file: string; report: AthleteImportReport } | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    setReport(null);
    const csv = await file.text();
    importing.mutate(csv, {
      onSuccess: (result) => setReport({ file: file.name, report: result }),
    });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('athletes.import.title')}
        </Title>
        <Text size="sm">{t('athletes.import.help')}</Text>
        <Group>
          <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} loading={importing.isPending}>
                {t('athletes.import.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        {importing.isError && (
          <ErrorAlert error={importing.error} title={t('athletes.import.failed')} />
        )}
        {report && (
          <Alert
            color={report.report.refused.length > 0 ? 'yellow' : 'green'}
            variant="light"
            role="status"
            title={t('athletes.import.done', { file: report.file })}
          >
            <Text size="sm">
              {t('athletes.import.counts', {
                created: report.report.created,
                updated: report.report.updated,
                unchanged: report.report.unchanged,
                refused: report.report.refused.length,
              })}
            </Text>
            {report.report.refused.length > 0 && (
              <KeyboardScrollContainer minWidth={480}>
                <Table verticalSpacing={4} aria-label={t('athletes.import.refusedTitle')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('athletes.import.line')}</Table.Th>
                      <Table.Th>{t('athletes.page.licence')}</Table.Th>
                      <Table.Th>{t('athletes.import.reason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.report.refused.map((r) => (
                      <Table.Tr key={r.line}>
                        <Table.Td>{r.line}</Table.Td>
                        <Table.Td>{r.licence || '—'}</Table.Td>
                        <Table.Td>{r.reason}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </KeyboardScrollContainer>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** A new licence, or an athlete's name, year, club and state (with the version read). */
function AthleteModal({
  athlete,
  clubs,
  onClose,
}: {
  athlete: Athlete | null;
  clubs: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAthlete();
  const [licence, setLicence] = useState(athlete ? String(athlete.Licenca) : '');
  const [name, setName] = useState(athlete?.Nome ?? '');
  const [year, setYear] = useState(athlete ? String(athlete.Ano) : '');
  const [club, setClub] = useState(athlete?.Clube ?? '');
  const [active, setActive] = useState(athlete?.Ativo ?? true);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const fields = { Nome: name.trim(), Ano: Number(year), Clube: club.trim(), Ativo: active };
    save.mutate(
      athlete
        ? {
            kind: 'update',
            licence: athlete.Licenca,
            athlete: { ...fields, version: athlete.version },
          }
        : { kind: 'create', athlete: { Licenca: Number(licence), ...fields } },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('athletes.page.saved', { name: saved.Nome }),
          });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        athlete
          ? t('athletes.page.editTitle', { licence: athlete.Licenca })
          : t('athletes.page.addTitle')
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!athlete && (
            <TextInput
              label={t('athletes.page.licence')}
              inputMode="numeric"
              required
              value={licence}
              onChange={(e) => setLicence(e.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('athletes.page.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t('athletes.page.year')}
            inputMode="numeric"
            required
            value={year}
            onChange={(e) => setYear(e.currentTarget.value)}
          />
          <TextInput
            label={t('athletes.page.club')}
            required
            list="athlete-clubs"
            value={club}
            onChange={(e) => setClub(e.currentTarget.value)}
          />
          <datalist id="athlete-clubs">
            {clubs.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Checkbox
            label={t('athletes.page.activeLabel')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          {save.isError && (
            <ErrorAlert
              error={save.error}
              title={t(
                isConflictError(save.error) ? 'athletes.page.conflict' : 'athletes.page.saveFailed',
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('athletes.page.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('athletes.page.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
