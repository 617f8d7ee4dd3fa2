import type { JudgeCardSheet, NumberedJudgeCard } from '@artistic/domain/coach-card/judge-cards';
import { JUDGE_CARD_LAYOUT } from '@artistic/domain/coach-card/judge-cards';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DocumentTexts, Translate } from './document-parts';
import { pdfRenderer } from './document-parts';

export interface JudgeCardsPdfProps extends DocumentTexts {
  /** Built by buildJudgeCards (packages/domain); rendered as is. */
  sheet: JudgeCardSheet;
}

/** Millimetres to PDF points. */
const mm = (value: number) => (value * 72) / 25.4;

const A4 = { widthMm: 210, heightMm: 297 };
const { widthMm, heightMm, marginMm } = JUDGE_CARD_LAYOUT;
const CARD_WIDTH = mm(widthMm);
const CARD_HEIGHT = mm(heightMm);
/** The 2 x 2 grid: 10 mm between columns (fills the 190 mm between the margins), centred vertically. */
const COLUMN_GAP_MM = A4.widthMm - 2 * marginMm - 2 * widthMm;
const ROW_GAP_MM = 10;
const GRID_TOP_MM = (A4.heightMm - 2 * heightMm - ROW_GAP_MM) / 2;

/** Top-left corner (mm) of the card in place `index` of a page: left to right, top to bottom. */
function gridPosition(index: number): { left: number; top: number } {
  const place = index % JUDGE_CARD_LAYOUT.perPage;
  return {
    left: marginMm + (place % 2) * (widthMm + COLUMN_GAP_MM),
    top: GRID_TOP_MM + Math.floor(place / 2) * (heightMm + ROW_GAP_MM),
  };
}

/** Space the element and artistic rows may take inside a card (header and footer take the rest). */
const ROWS_HEIGHT = CARD_HEIGHT - mm(62);
const MAX_ROW_HEIGHT = 16;

const styles = StyleSheet.create({
  page: { fontFamily: 'Helvetica', fontSize: 8, color: '#111' },
  card: {
    position: 'absolute',
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    borderWidth: 1,
    borderColor: '#333',
    padding: mm(4),
    flexDirection: 'column',
  },
  competition: { fontSize: 10, fontFamily: 'Helvetica-Bold', textAlign: 'center', marginBottom: 6 },
  line: { flexDirection: 'row', alignItems: 'flex-end', marginBottom: 4 },
  label: { fontFamily: 'Helvetica-Bold', marginRight: 3 },
  blank: { flex: 1, borderBottomWidth: 0.6, borderBottomColor: '#333', height: 9 },
  halfLine: { flex: 1, flexDirection: 'row', alignItems: 'flex-end' },
  spacer: { width: 8 },
  field: { marginBottom: 2 },
  table: { marginTop: 4, borderTopWidth: 0.8, borderTopColor: '#333' },
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    borderBottomWidth: 0.5,
    borderBottomColor: '#999',
  },
  headerRow: { backgroundColor: '#e9ecef', fontFamily: 'Helvetica-Bold', height: 14 },
  sectionRow: { backgroundColor: '#f1f3f5', fontFamily: 'Helvetica-Bold' },
  number: { width: 22, paddingHorizontal: 3 },
  element: { flex: 1, paddingHorizontal: 3 },
  score: {
    width: 60,
    alignSelf: 'stretch',
    borderLeftWidth: 0.5,
    borderLeftColor: '#999',
    paddingHorizontal: 3,
    justifyContent: 'center',
  },
  empty: { marginTop: 6, color: '#555' },
  footer: { marginTop: 'auto' },
  judgeNumber: { fontSize: 10, fontFamily: 'Helvetica-Bold' },
});

interface CardProps {
  card: NumberedJudgeCard;
  position: { left: number; top: number };
  t: Translate;
}

function Card({ card, position, t }: CardProps) {
  // The element rows, then the artistic impression heading and its rows.
  const artisticRows = card.artistic.length > 0 ? card.artistic.length + 1 : 0;
  const rowCount = card.elements.length + artisticRows;
  const rowHeight = Math.min(MAX_ROW_HEIGHT, ROWS_HEIGHT / Math.max(rowCount, 1));
  const fontSize = rowHeight < 10 ? 6.5 : 8;
  return (
    <View style={[styles.card, { left: mm(position.left), top: mm(position.top) }]} wrap={false}>
      <Text style={styles.competition}>{card.competitionName}</Text>
      <View style={styles.line}>
        <View style={styles.halfLine}>
          <Text style={styles.label}>{t('coachCardSheets.judge.presentationNumber')}</Text>
          <View style={styles.blank} />
        </View>
        <View style={styles.spacer} />
        <View style={styles.halfLine}>
          <Text style={styles.label}>{t('coachCardSheets.judge.date')}</Text>
          <View style={styles.blank} />
        </View>
      </View>
      <Text style={styles.field}>
        <Text style={styles.label}>{t('coachCardSheets.category')}: </Text>
        {card.categoryLabel} ({card.category})
      </Text>
      <Text style={styles.field}>
        <Text style={styles.label}>{t('coachCardSheets.scheme')}: </Text>
        {card.schemeLabel}
      </Text>
      <Text style={styles.field}>
        <Text style={styles.label}>{t('coachCardSheets.club')}: </Text>
        {card.club}
      </Text>

      <View style={styles.table}>
        <View style={[styles.row, styles.headerRow]}>
          <Text style={styles.number}>{t('coachCardSheets.judge.number')}</Text>
          <Text style={styles.element}>{t('coachCardSheets.judge.element')}</Text>
          <View style={styles.score}>
            <Text>{t('coachCardSheets.judge.score')}</Text>
          </View>
        </View>
        {card.elements.map((element) => (
          <View key={element.number} style={[styles.row, { height: rowHeight, fontSize }]}>
            <Text style={styles.number}>{element.number}</Text>
            <Text style={styles.element}>
              {element.group === null ? element.label : `${element.label} (${element.group})`}
            </Text>
            <View style={styles.score} />
          </View>
        ))}
        {card.artistic.length > 0 && (
          <View style={[styles.row, styles.sectionRow, { height: rowHeight, fontSize }]}>
            <Text style={styles.element}>{t('coachCardSheets.judge.artistic')}</Text>
          </View>
        )}
        {card.artistic.map((name) => (
          <View key={name} style={[styles.row, { height: rowHeight, fontSize }]}>
            <Text style={styles.number} />
            <Text style={styles.element}>{name}</Text>
            <View style={styles.score} />
          </View>
        ))}
      </View>
      {card.elements.length === 0 && (
        <Text style={styles.empty}>{t('coachCardSheets.judge.noElements')}</Text>
      )}

      <View style={styles.footer}>
        <View style={styles.line}>
          <Text style={styles.judgeNumber}>
            {t('coachCardSheets.judge.judgeNumbered', { number: String(card.judgeNumber) })}
          </Text>
        </View>
        <View style={[styles.line, { marginBottom: 0 }]}>
          <Text style={styles.label}>{t('coachCardSheets.judge.signature')}</Text>
          <View style={styles.blank} />
        </View>
      </View>
    </View>
  );
}

/**
 * Judge cards on A4: one 90 x 130 mm card per judge of the routine panel, numbered, four to a
 * page in a 2 x 2 grid (a last page with fewer cards keeps the grid places, for one cut pattern).
 */
export function JudgeCardsDocument({ sheet, t, language }: JudgeCardsPdfProps) {
  return (
    <Document
      title={`${t('coachCardSheets.judge.title')} - ${sheet.card.club}`}
      language={language}
    >
      {sheet.pages.map((cards, pageIndex) => (
        <Page key={pageIndex} size="A4" style={styles.page}>
          {cards.map((card, cardIndex) => (
            <Card key={card.judgeNumber} card={card} t={t} position={gridPosition(cardIndex)} />
          ))}
        </Page>
      ))}
    </Document>
  );
}

/** Renders the judge cards to a PDF Blob, in the browser. */
export const renderJudgeCardsPdf = pdfRenderer((sheet: JudgeCardSheet, texts) => (
  <JudgeCardsDocument sheet={sheet} {...texts} />
));
