import type { ReferenceSheet } from '@artistic/domain/coach-card/reference-sheet';
import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import { referenceSheetHead } from '../lib/reference-sheet-head';
import type { DocumentTexts, Translate } from './document-parts';
import { HeaderRow, listStyles, MARGIN } from './document-parts';

export interface ReferenceSheetPdfProps extends DocumentTexts {
  /** Built by buildReferenceSheet (packages/domain); rendered as is. */
  sheet: ReferenceSheet;
  /** The routine theme typed on the page (not saved); the sheet's own when absent. */
  theme?: string;
}

const styles = {
  ...listStyles,
  ...StyleSheet.create({
    title: { fontSize: 15, fontFamily: 'Helvetica-Bold', marginBottom: 10 },
    field: { flexDirection: 'row', marginBottom: 4 },
    label: { width: 110, fontFamily: 'Helvetica-Bold' },
    value: { flex: 1 },
    block: {
      flex: 1,
      borderWidth: 0.5,
      borderColor: '#999',
      padding: 4,
      minHeight: 18,
    },
    sectionTitle: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4 },
    time: { width: 62, paddingHorizontal: 3 },
    element: { width: 52, paddingHorizontal: 3 },
    order: { width: 36, paddingHorizontal: 3, textAlign: 'right' },
    group: { width: 40, paddingHorizontal: 3 },
    declared: { flex: 2, paddingHorizontal: 3 },
    bonus: { flex: 1.2, paddingHorizontal: 3 },
    dd: { width: 50, paddingHorizontal: 3, textAlign: 'right' },
    tc: {
      width: 42,
      paddingHorizontal: 3,
      borderLeftWidth: 0.5,
      borderLeftColor: '#999',
    },
    totalLabel: { flex: 1, paddingHorizontal: 3, textAlign: 'right' },
    footer: {
      position: 'absolute',
      bottom: MARGIN / 2,
      left: MARGIN,
      right: MARGIN,
      fontSize: 7.5,
      color: '#666',
      textAlign: 'right',
    },
  }),
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

/** A text area of the page, printed as a plain bordered block. */
function BlockField({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{label}</Text>
      <View style={styles.block}>
        <Text>{value}</Text>
      </View>
    </View>
  );
}

/**
 * The coach card reference sheet as an A4 document (Helvetica, 10 mm margins). A long card goes
 * on over more pages; each names the competition, club and routine at its foot, with its number.
 */
export function ReferenceSheetDocument({ sheet, theme, t, language }: ReferenceSheetPdfProps) {
  const none = t('coachCardSheets.none');
  const names = (list: readonly string[]) => (list.length > 0 ? list.join('\n') : none);
  return (
    <Document title={`${t('coachCardSheets.reference.title')} - ${sheet.club}`} language={language}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{t('coachCardSheets.reference.title')}</Text>
        {referenceSheetHead(sheet, t).map((field) => (
          <Field key={field.label} label={field.label} value={field.value} />
        ))}
        <BlockField label={t('coachCardSheets.theme')} value={theme ?? sheet.theme} />
        <BlockField label={t('coachCardSheets.athletes')} value={names(sheet.athletes)} />
        <BlockField label={t('coachCardSheets.reserves')} value={names(sheet.reserves)} />

        {sheet.elements.length > 0 && (
          <View>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              {t('coachCardSheets.elementsTitle')}
            </Text>
            <HeaderRow
              t={t}
              texts="coachCardSheets.columns"
              columns={['time', 'element', 'order', 'group', 'declared', 'bonus', 'dd', 'tc']}
              styles={styles}
            />
            {sheet.elements.map((element, index) => (
              <View key={index} style={styles.row} wrap={false}>
                <Text style={styles.time}>{element.time}</Text>
                <Text style={styles.element}>{element.element}</Text>
                <Text style={styles.order}>{element.order}</Text>
                <Text style={styles.group}>{element.group}</Text>
                <Text style={styles.declared}>{element.declared}</Text>
                <Text style={styles.bonus}>{element.bonus}</Text>
                <Text style={styles.dd}>{element.dd}</Text>
                <Text style={styles.tc}>{element.tc}</Text>
              </View>
            ))}
            <View style={[styles.row, styles.totalRow]} wrap={false}>
              <Text style={styles.totalLabel}>{t('coachCardSheets.totalDeclared')}</Text>
              <Text style={styles.dd}>{sheet.totalDeclared}</Text>
              <Text style={[styles.tc, { borderLeftWidth: 0 }]} />
            </View>
          </View>
        )}

        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            t('coachCardSheets.reference.footer', {
              competition: sheet.competitionName,
              club: sheet.club,
              scheme: `${sheet.categoryLabel} ${sheet.schemeLabel}`,
              page: String(pageNumber),
              total: String(totalPages),
            })
          }
        />
      </Page>
    </Document>
  );
}

/** Renders the reference sheet to a PDF Blob, in the browser. */
export function renderReferenceSheetPdf(
  sheet: ReferenceSheet,
  theme: string,
  t: Translate,
  language: 'pt' | 'en' = 'pt',
): Promise<Blob> {
  return pdf(
    <ReferenceSheetDocument sheet={sheet} theme={theme} t={t} language={language} />,
  ).toBlob();
}
