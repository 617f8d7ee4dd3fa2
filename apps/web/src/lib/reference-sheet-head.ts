import type { ReferenceSheet } from '@artistic/domain/coach-card/reference-sheet';

/** One labelled value of a sheet's head. */
export interface SheetHeadField {
  label: string;
  value: string;
}

/**
 * The head of a coach card's reference sheet, as both its page and its PDF show it: the
 * competition, the category (label and code), the scheme and the club.
 */
export function referenceSheetHead(
  sheet: ReferenceSheet,
  t: (key: string) => string,
): SheetHeadField[] {
  return [
    { label: t('coachCardSheets.competition'), value: sheet.competitionName },
    { label: t('coachCardSheets.category'), value: `${sheet.categoryLabel} (${sheet.category})` },
    { label: t('coachCardSheets.scheme'), value: sheet.schemeLabel },
    { label: t('coachCardSheets.club'), value: sheet.club },
  ];
}
