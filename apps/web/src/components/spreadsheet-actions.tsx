import { Box, Button } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { ErrorAlert } from './error-alert';
import type { SpreadsheetButtonsProps } from './spreadsheet-buttons';
import { useSpreadsheetFile } from './spreadsheet-buttons';

/**
 * The buttons 'Excel (.xlsx)' and 'CSV' with Mantine, for the framed pages: inside a Group of
 * buttons beside a PDF's (it wraps: the error, when a file could not be written, takes a line of
 * its own below the row). components/spreadsheet-buttons.tsx draws the same without Mantine.
 */
export function SpreadsheetActions({ tables, fileName }: SpreadsheetButtonsProps) {
  const { t } = useTranslation();
  const file = useSpreadsheetFile();
  return (
    <>
      <Button
        variant="default"
        loading={file.building === 'xlsx'}
        onClick={() => file.download('xlsx', tables, fileName)}
      >
        {t('spreadsheets.xlsx')}
      </Button>
      <Button
        variant="default"
        loading={file.building === 'csv'}
        onClick={() => file.download('csv', tables, fileName)}
      >
        {t('spreadsheets.csv')}
      </Button>
      {file.error !== null && (
        // Last in the row (after a Print button that follows), on a line of its own.
        <Box w="100%" style={{ order: 1 }}>
          <ErrorAlert error={file.error} title={t('spreadsheets.failed')} />
        </Box>
      )}
    </>
  );
}
