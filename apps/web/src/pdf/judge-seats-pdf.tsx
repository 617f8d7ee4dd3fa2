import { Document, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { qrPath } from '../lib/qr-path';
import type { DocumentTexts } from './document-parts';
import { listStyles, PageFooter, PageHeader, pdfRenderer } from './document-parts';

/** One seat's card: its name, the code as printed and the link its QR code holds. */
export interface SeatCard {
  name: string;
  code: string;
  link: string;
}

export interface JudgeSeatsPdfProps extends DocumentTexts {
  competition: string;
  seats: readonly SeatCard[];
}

const styles = StyleSheet.create({
  grid: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  card: {
    width: '23.5%',
    borderWidth: 1,
    borderColor: '#999',
    borderRadius: 4,
    padding: 6,
    alignItems: 'center',
  },
  seat: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginBottom: 4, textAlign: 'center' },
  code: { fontSize: 13, fontFamily: 'Courier-Bold', marginTop: 4, letterSpacing: 1 },
  link: { fontSize: 6, color: '#444', marginTop: 2, textAlign: 'center' },
  intro: { fontSize: 8.5, marginBottom: 8 },
});

const QR_POINTS = 96;

/** The judges' seats on A4 (issue 21): one card per seat, cut and handed to each judge. */
export function JudgeSeatsDocument({ competition, seats, t }: JudgeSeatsPdfProps) {
  return (
    <Document title={t('judgePanel.title')}>
      <Page size="A4" style={listStyles.page}>
        <PageHeader title={t('judgePanel.title')} subtitle={competition} />
        <Text style={styles.intro}>{t('judgePanel.pdfIntro')}</Text>
        <View style={styles.grid}>
          {seats.map((seat) => {
            const qr = qrPath(seat.link);
            return (
              <View key={seat.name} style={styles.card} wrap={false}>
                <Text style={styles.seat}>{seat.name}</Text>
                <Svg width={QR_POINTS} height={QR_POINTS} viewBox={`0 0 ${qr.size} ${qr.size}`}>
                  <Path d={qr.path} fill="#000" />
                </Svg>
                <Text style={styles.code}>{seat.code}</Text>
                <Text style={styles.link}>{seat.link}</Text>
              </View>
            );
          })}
        </View>
        <PageFooter pageOf={(page, total) => t('judgePanel.pageOf', { page, total })} />
      </Page>
    </Document>
  );
}

/** Renders the seats' cards to a PDF Blob, in the browser. */
export const renderJudgeSeatsPdf = pdfRenderer(
  (content: { competition: string; seats: readonly SeatCard[] }, texts) => (
    <JudgeSeatsDocument competition={content.competition} seats={content.seats} {...texts} />
  ),
);
