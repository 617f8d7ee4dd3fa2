import { NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { LoadState } from '../../../components/load-state-alerts';
import { useTranslation } from '../../../i18n/use-translation';
import { buildJudgeHistoryView } from '../../../lib/judge-evaluation-view';
import { useLanguage } from '../../../lib/language';
import { useJudgeHistory } from '../api';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

interface JudgeHistoryProps {
  /** The judges named on this competition's seats, to choose from. */
  names: readonly string[];
  /** The bias threshold of the page. */
  bias: number;
}

/**
 * A judge's evaluation across competitions (issue 23): the person chosen among this
 * competition's named judges, every seat they held (by their name), newest first, and all of
 * them together.
 */
export function JudgeHistory({ names, bias }: JudgeHistoryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [nome, setNome] = useState('');
  const history = useJudgeHistory(nome, bias);
  const view = useMemo(
    () => (history.data ? buildJudgeHistoryView(history.data, language, t) : null),
    [history.data, language, t],
  );
  const columns = [
    'competition',
    'seat',
    'marks',
    'meanDeviation',
    'meanAbsDeviation',
    'droppedHigh',
    'droppedLow',
    'rankCorrelation',
  ] as const;

  let content = null;
  if (nome !== '' && view === null)
    content = <LoadState query={history} texts="judgeEvaluation.history" retry />;
  else if (view !== null && view.lines.length === 0)
    content = <Text c="gray.7">{t('judgeEvaluation.history.none')}</Text>;
  else if (view !== null)
    content = (
      <KeyboardScrollContainer minWidth={860}>
        <Table
          withTableBorder
          striped
          fz="sm"
          horizontalSpacing={6}
          aria-label={t('judgeEvaluation.history.tableOf', { name: nome })}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column}
                  style={column === 'competition' || column === 'seat' ? undefined : numberCell}
                >
                  {t(
                    column === 'competition' || column === 'seat'
                      ? `judgeEvaluation.history.${column}`
                      : `judgeEvaluation.columns.${column}`,
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.lines.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Th scope="row" style={{ fontWeight: 400 }}>
                  {line.competition}
                  <Text span c="gray.7" size="xs" display="block">
                    {line.date}
                  </Text>
                </Table.Th>
                <Table.Td>{line.seat}</Table.Td>
                <Table.Td style={numberCell}>{line.marks}</Table.Td>
                <Table.Td style={numberCell}>{line.meanDeviation}</Table.Td>
                <Table.Td style={numberCell}>{line.meanAbsDeviation}</Table.Td>
                <Table.Td style={numberCell}>{line.droppedHigh}</Table.Td>
                <Table.Td style={numberCell}>{line.droppedLow}</Table.Td>
                <Table.Td style={numberCell}>{line.rankCorrelation}</Table.Td>
              </Table.Tr>
            ))}
            {view.overall && (
              <Table.Tr fw={700}>
                <Table.Th scope="row">{t('judgeEvaluation.history.overall')}</Table.Th>
                <Table.Td />
                <Table.Td style={numberCell}>{view.overall.marks}</Table.Td>
                <Table.Td style={numberCell}>{view.overall.meanDeviation}</Table.Td>
                <Table.Td style={numberCell}>{view.overall.meanAbsDeviation}</Table.Td>
                <Table.Td style={numberCell}>{view.overall.droppedHigh}</Table.Td>
                <Table.Td style={numberCell}>{view.overall.droppedLow}</Table.Td>
                <Table.Td style={numberCell}>{view.overall.rankCorrelation}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </KeyboardScrollContainer>
    );

  return (
    <section aria-labelledby="judge-history-title">
      <Title order={2} size="h3" id="judge-history-title" mb="xs">
        {t('judgeEvaluation.history.title')}
      </Title>
      <Stack gap="sm">
        <NativeSelect
          w={320}
          label={t('judgeEvaluation.history.choose')}
          value={nome}
          data={[
            { value: '', label: t('judgeEvaluation.history.nobody') },
            ...names.map((name) => ({ value: name, label: name })),
          ]}
          onChange={(event) => setNome(event.currentTarget.value)}
        />
        {content}
      </Stack>
    </section>
  );
}
