import { StyleSheet, Text, View } from '@react-pdf/renderer';

/** Translates an i18n key ('startLists.title'); the page passes i18next's t. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** 10 mm in PDF points (spec section 9: A4, 10 mm margin). */
export const MARGIN = 28.35;

/** The styles the A4 lists share: page, heading block, table header and total rows, footer. */
export const listStyles = StyleSheet.create({
  page: { padding: MARGIN, fontFamily: 'Helvetica', fontSize: 9, color: '#111' },
  header: { marginBottom: 12 },
  title: { fontSize: 15, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subtitle: { fontSize: 10, color: '#333' },
  headerRow: {
    backgroundColor: '#e9ecef',
    fontFamily: 'Helvetica-Bold',
    borderBottomColor: '#333',
  },
  totalRow: { fontFamily: 'Helvetica-Bold', borderBottomWidth: 0 },
  empty: { fontSize: 10, marginTop: 8 },
  footer: {
    position: 'absolute',
    bottom: MARGIN / 2,
    right: MARGIN,
    fontSize: 7.5,
    color: '#666',
  },
});

/** The title and the competition's line, repeated at the top of every page. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <View style={listStyles.header} fixed>
      <Text style={listStyles.title}>{title}</Text>
      <Text style={listStyles.subtitle}>{subtitle}</Text>
    </View>
  );
}

/** 'Página N de M' (the `pageOf` text) at the bottom right of every page. */
export function PageFooter({ pageOf }: { pageOf: (page: string, total: string) => string }) {
  return (
    <Text
      style={listStyles.footer}
      fixed
      render={({ pageNumber, totalPages }) => pageOf(String(pageNumber), String(totalPages))}
    />
  );
}
