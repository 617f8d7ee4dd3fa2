import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { JudgeEvaluationView, PanelView } from '../lib/judge-evaluation-view';
import type { DocumentTexts, Translate } from './document-parts';
import {
  HeaderRow,
  ListSection,
  listStyles,
  PageFooter,
  PageHeader,
  pdfRenderer,
} from './document-parts';

export interface JudgeEvaluationPdfProps extends DocumentTexts {
  /** Built by buildJudgeEvaluationView; rendered as is. */
  view: JudgeEvaluationView;
}

const styles = {
  ...listStyles,
  ...StyleSheet.create({
    seat: { flex: 3, paddingHorizontal: 3 },
    marks: { width: 34, paddingHorizontal: 3, textAlign: 'right' },
    meanDeviation: { width: 50, paddingHorizontal: 3, textAlign: 'right' },
    meanAbsDeviation: { width: 50, paddingHorizontal: 3, textAlign: 'right' },
    droppedHigh: { width: 58, paddingHorizontal: 3, textAlign: 'right' },
    droppedLow: { width: 58, paddingHorizontal: 3, textAlign: 'right' },
    rankCorrelation: { width: 50, paddingHorizontal: 3, textAlign: 'right' },
    clubDeviation: { flex: 3, paddingHorizontal: 3 },
    strong: { fontFamily: 'Helvetica-Bold' },
    club: { fontSize: 7.5, color: '#555' },
    flag: { fontFamily: 'Helvetica-Bold', color: '#b00020' },
    rules: { fontSize: 8, color: '#444', marginBottom: 10 },
    none: { fontSize: 8.5, color: '#555' },
  }),
};

const COLUMNS = [
  'seat',
  'marks',
  'meanDeviation',
  'meanAbsDeviation',
  'droppedHigh',
  'droppedLow',
  'rankCorrelation',
  'clubDeviation',
] as const;

function PanelSection({ panel, t }: { panel: PanelView; t: Translate }) {
  return (
    <ListSection heading={panel.heading} minPresenceAhead={40}>
      {panel.isEmpty ? (
        <Text style={styles.none}>{t('judgeEvaluation.panelEmpty')}</Text>
      ) : (
        <>
          <HeaderRow t={t} texts="judgeEvaluation.columns" columns={COLUMNS} styles={styles} />
          {panel.seats.map((seat) => (
            <View key={seat.key} style={styles.row} wrap={false}>
              <View style={styles.seat}>
                <Text>
                  <Text style={styles.strong}>{seat.seat}</Text>{' '}
                  {seat.name === '' ? t('judgeEvaluation.unnamed') : seat.name}
                </Text>
                {seat.club !== '' && <Text style={styles.club}>{seat.club}</Text>}
              </View>
              <Text style={styles.marks}>{seat.marks}</Text>
              <Text style={styles.meanDeviation}>{seat.meanDeviation}</Text>
              <Text style={styles.meanAbsDeviation}>{seat.meanAbsDeviation}</Text>
              <Text style={styles.droppedHigh}>{seat.droppedHigh}</Text>
              <Text style={styles.droppedLow}>{seat.droppedLow}</Text>
              <Text style={styles.rankCorrelation}>{seat.rankCorrelation}</Text>
              <View style={styles.clubDeviation}>
                <Text>{seat.clubDeviation}</Text>
                {seat.flagged && <Text style={styles.flag}>{t('judgeEvaluation.flag')}</Text>}
              </View>
            </View>
          ))}
        </>
      )}
    </ListSection>
  );
}

/**
 * The judge evaluation as an A4 document (Helvetica, 10 mm margins): the threshold used, then a
 * table per panel, a row per seat. Every page carries the competition's name and date at the top
 * and 'Página N de M' at the bottom.
 */
export function JudgeEvaluationDocument({ view, t, language }: JudgeEvaluationPdfProps) {
  const title = t('judgeEvaluation.title');
  return (
    <Document title={`${title} - ${view.competitionName}`} language={language}>
      <Page size="A4" style={styles.page}>
        <PageHeader
          title={title}
          subtitle={t('judgeEvaluation.competitionLine', {
            name: view.competitionName,
            date: view.date,
          })}
        />
        <Text style={styles.rules}>
          {t('judgeEvaluation.rules')}{' '}
          {t('judgeEvaluation.thresholdUsed', { threshold: view.threshold })}
        </Text>
        {view.isEmpty ? (
          <Text style={styles.empty}>{t('judgeEvaluation.empty')}</Text>
        ) : (
          view.panels.map((panel) => <PanelSection key={panel.panel} panel={panel} t={t} />)
        )}
        <PageFooter pageOf={(page, total) => t('judgeEvaluation.pageOf', { page, total })} />
      </Page>
    </Document>
  );
}

/** Renders the judge evaluation to a PDF Blob, in the browser. */
export const renderJudgeEvaluationPdf = pdfRenderer((view: JudgeEvaluationView, texts) => (
  <JudgeEvaluationDocument view={view} {...texts} />
));
