import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { TextProps } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type {
  ResultBlockView,
  ResultEntryView,
  ResultLineView,
  ResultListLanguage,
  ResultListTranslate,
  ResultListView,
} from '../lib/result-list-view';

export interface ResultListPdfProps {
  /** Built by buildResultListView; rendered as is. */
  view: ResultListView;
  t: ResultListTranslate;
  language: ResultListLanguage;
}

/** 10 mm in PDF points (A4, 10 mm margins). */
const MARGIN = 28.35;
const JUDGE_WIDTH = 21;

const styles = StyleSheet.create({
  page: { padding: MARGIN, fontFamily: 'Helvetica', fontSize: 7, color: '#111' },
  title: { fontSize: 15, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subtitle: { fontSize: 10, marginBottom: 12, color: '#333' },
  section: { marginBottom: 12 },
  heading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  headerRow: {
    flexDirection: 'row',
    backgroundColor: '#e9ecef',
    fontFamily: 'Helvetica-Bold',
    borderBottomWidth: 0.75,
    borderBottomColor: '#333',
    paddingVertical: 2.5,
  },
  entry: {
    flexDirection: 'row',
    borderBottomWidth: 0.75,
    borderBottomColor: '#555',
    paddingVertical: 1.5,
  },
  line: { flexDirection: 'row', paddingVertical: 1 },
  summaryLine: { fontFamily: 'Helvetica-Bold' },
  position: { width: 24, paddingHorizontal: 2, textAlign: 'right', fontFamily: 'Helvetica-Bold' },
  name: { flex: 1.2, paddingHorizontal: 3 },
  club: { flex: 1, paddingHorizontal: 3 },
  label: { flex: 1, paddingHorizontal: 3 },
  detail: { fontSize: 6, color: '#555' },
  judge: { width: JUDGE_WIDTH, paddingHorizontal: 1, textAlign: 'right' },
  judgesText: { paddingHorizontal: 2 },
  penalty: { width: 36, paddingHorizontal: 2, textAlign: 'right' },
  points: { width: 48, paddingHorizontal: 2, textAlign: 'right' },
  total: { width: 42, paddingHorizontal: 2, textAlign: 'right', fontFamily: 'Helvetica-Bold' },
  empty: { fontSize: 10, marginTop: 8 },
  footer: {
    position: 'absolute',
    bottom: MARGIN / 2,
    right: MARGIN,
    fontSize: 7.5,
    color: '#666',
  },
});

/** Table text breaks between words only: no 'Ele-mentos' in a header. */
const wholeWords = (word: string) => [word];

function Cell({ style, children }: { style: TextProps['style']; children?: ReactNode }) {
  return (
    <Text style={style} hyphenationCallback={wholeWords}>
      {children}
    </Text>
  );
}

/** Width of the lines column beside name and club: label, judges, penalty, points. */
function linesStyle(block: ResultBlockView) {
  const fixed = block.judgeCount * JUDGE_WIDTH + 48 + (block.kind === 'figures' ? 36 : 0);
  return { width: fixed + 105 };
}

function LineRow({ line, block }: { line: ResultLineView | null; block: ResultBlockView }) {
  return (
    <View style={line?.isSummary ? [styles.line, styles.summaryLine] : styles.line}>
      <View style={styles.label}>
        <Cell style={{}}>{line?.label ?? ''}</Cell>
        {line?.detail ? <Text style={styles.detail}>{line.detail}</Text> : null}
      </View>
      {line?.judges ? (
        line.judges.map((score, index) => (
          <Cell key={index} style={styles.judge}>
            {score}
          </Cell>
        ))
      ) : (
        <Cell style={[styles.judgesText, { width: block.judgeCount * JUDGE_WIDTH }]}>
          {line?.judgesText ?? ''}
        </Cell>
      )}
      {block.kind === 'figures' && <Cell style={styles.penalty}>{line?.penalty ?? ''}</Cell>}
      <Cell style={styles.points}>{line?.points ?? ''}</Cell>
    </View>
  );
}

function EntryRow({ entry, block }: { entry: ResultEntryView; block: ResultBlockView }) {
  const lines = entry.lines.length > 0 ? entry.lines : [null];
  return (
    <View style={styles.entry} wrap={false}>
      <Cell style={styles.position}>{entry.position}</Cell>
      <Cell style={styles.name}>{entry.names.join('\n')}</Cell>
      <Cell style={styles.club}>{entry.club}</Cell>
      <View style={linesStyle(block)}>
        {lines.map((line, index) => (
          <LineRow key={line?.key ?? index} line={line} block={block} />
        ))}
      </View>
      <Cell style={styles.total}>{entry.total}</Cell>
    </View>
  );
}

/** Points an entry takes: one row per line (or name), a small row per line detail, padding. */
const LINE_POINTS = 10.5;
const DETAIL_POINTS = 7.5;
const ENTRY_PADDING = 4;
/** A4 height less the margins, the footer and a block's heading and column header. */
const PAGE_BODY_POINTS = 842 - 2 * MARGIN - 20 - 45;
/** The document's title and subtitle on the first page. */
const TITLE_POINTS = 45;

export function estimateEntryPoints(entry: ResultEntryView): number {
  const rows = Math.max(entry.lines.length, entry.names.length, 1);
  const details = entry.lines.filter((l) => l.detail !== '').length;
  return rows * LINE_POINTS + details * DETAIL_POINTS + ENTRY_PADDING;
}

/**
 * A block's entries cut into pages by their estimated height. Each page is laid out on its
 * own: react-pdf lays out again everything left whenever it breaks a page, so one long flow of
 * a national championship (100+ pages) takes minutes, while page-sized pieces take linear time.
 * An estimate that falls short only lets that page flow onto one more.
 */
export function paginateEntries(
  entries: readonly ResultEntryView[],
  firstPagePoints: number,
  pagePoints: number = PAGE_BODY_POINTS,
): ResultEntryView[][] {
  const pages: ResultEntryView[][] = [];
  let current: ResultEntryView[] = [];
  let room = firstPagePoints;
  for (const entry of entries) {
    const need = estimateEntryPoints(entry);
    if (current.length > 0 && need > room) {
      pages.push(current);
      current = [];
      room = pagePoints;
    }
    current.push(entry);
    room -= need;
  }
  if (current.length > 0 || pages.length === 0) pages.push(current);
  return pages;
}

function HeaderRow({ block, t }: { block: ResultBlockView; t: ResultListTranslate }) {
  const isFigures = block.kind === 'figures';
  return (
    <View style={styles.headerRow} wrap={false} fixed>
      <Cell style={styles.position}>{t('resultLists.columns.position')}</Cell>
      <Cell style={styles.name}>{t('resultLists.columns.name')}</Cell>
      <Cell style={styles.club}>{t('resultLists.columns.club')}</Cell>
      <View style={[linesStyle(block), { flexDirection: 'row' }]}>
        <Cell style={styles.label}>
          {isFigures ? t('resultLists.columns.figures') : t('resultLists.columns.elements')}
        </Cell>
        {Array.from({ length: block.judgeCount }, (_, index) => (
          <Cell key={index} style={styles.judge}>{`J${index + 1}`}</Cell>
        ))}
        {isFigures && <Cell style={styles.penalty}>{t('resultLists.columns.penaltiesShort')}</Cell>}
        <Cell style={styles.points}>
          {isFigures
            ? t('resultLists.columns.figureTotal')
            : t('resultLists.columns.elementsTotal')}
        </Cell>
      </View>
      <Cell style={styles.total}>{t('resultLists.columns.total')}</Cell>
    </View>
  );
}

function Footer({ t }: { t: ResultListTranslate }) {
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        t('resultLists.pageOf', { page: String(pageNumber), total: String(totalPages) })
      }
    />
  );
}

/** The result list as an A4 document: each event from a new page, its heading on each page. */
export function ResultListDocument({ view, t, language }: ResultListPdfProps) {
  const title = t('resultLists.title');
  const titleBlock = (
    <>
      <Text style={styles.title}>{title}</Text>
      <Text style={styles.subtitle}>
        {t('resultLists.competitionLine', { name: view.competitionName, date: view.date })}
      </Text>
    </>
  );
  const pages = view.isEmpty
    ? []
    : view.blocks.flatMap((block, b) =>
        paginateEntries(
          block.entries,
          b === 0 ? PAGE_BODY_POINTS - TITLE_POINTS : PAGE_BODY_POINTS,
        ).map((entries, p) => ({ block, entries, key: `${block.key}-${p}`, isFirst: b + p === 0 })),
      );
  return (
    <Document title={`${title} - ${view.competitionName}`} language={language}>
      {pages.length === 0 ? (
        <Page size="A4" style={styles.page}>
          {titleBlock}
          <Text style={styles.empty}>{t('resultLists.empty')}</Text>
          <Footer t={t} />
        </Page>
      ) : (
        pages.map(({ block, entries, key, isFirst }) => (
          <Page key={key} size="A4" style={styles.page}>
            {isFirst && titleBlock}
            <Text style={styles.heading}>{block.heading}</Text>
            {block.entries.length === 0 ? (
              <Text>{t('resultLists.noEntries')}</Text>
            ) : (
              <>
                <HeaderRow block={block} t={t} />
                {entries.map((entry) => (
                  <EntryRow key={entry.key} entry={entry} block={block} />
                ))}
              </>
            )}
            <Footer t={t} />
          </Page>
        ))
      )}
    </Document>
  );
}

/** Renders the result list to a PDF Blob, in the browser. */
export function renderResultListPdf(
  view: ResultListView,
  t: ResultListTranslate,
  language: ResultListLanguage = 'pt',
): Promise<Blob> {
  return pdf(<ResultListDocument view={view} t={t} language={language} />).toBlob();
}
