import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';
import { usePdfFile } from './pdf-file';

export type { PdfContext } from './pdf-file';

/** {@link usePdfFile} with its failure as a Mantine alert (`errorAlert`), for the framed pages. */
export function usePdfDownload<Module>(load: () => Promise<Module>, errorTitle: string) {
  const pdf = usePdfFile(load, errorTitle);
  return {
    ...pdf,
    errorAlert: pdf.error === null ? null : <ErrorAlert error={pdf.error} title={errorTitle} />,
  };
}

interface PdfActionsProps {
  /** What `usePdfDownload` answered. */
  pdf: { isGenerating: boolean; errorAlert: ReactNode };
  /** Starts the download (calls `pdf.download`). */
  onDownload: () => void;
  downloadLabel: string;
  /** With a second button that prints the page, when given. */
  printLabel?: string;
  /** The page's class for what printing leaves out (the buttons and the error). */
  noPrintClassName?: string;
  /** More downloads in the same row, after the PDF's button (the spreadsheets' buttons). */
  children?: ReactNode;
}

/** The PDF button (and the Print button of pages that print), then the PDF's error if any. */
export function PdfActions({
  pdf,
  onDownload,
  downloadLabel,
  printLabel,
  noPrintClassName,
  children,
}: PdfActionsProps) {
  return (
    <>
      <Group gap="sm" className={noPrintClassName}>
        <Button loading={pdf.isGenerating} onClick={onDownload}>
          {downloadLabel}
        </Button>
        {children}
        {printLabel !== undefined && (
          <Button variant="default" onClick={() => window.print()}>
            {printLabel}
          </Button>
        )}
      </Group>
      {noPrintClassName === undefined
        ? pdf.errorAlert
        : pdf.errorAlert && <div className={noPrintClassName}>{pdf.errorAlert}</div>}
    </>
  );
}
