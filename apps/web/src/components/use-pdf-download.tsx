import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { downloadBlob, toSafeFileName } from '../lib/file-name';
import { ErrorAlert } from './error-alert';
import { useLanguage } from '../lib/language';

/** What every PDF renderer takes besides its sheet: the texts and their language. */
export interface PdfContext {
  translate: (key: string, options?: Record<string, string>) => string;
  language: 'pt' | 'en';
}

/**
 * One PDF download button: the PDF module loads (`load`, a dynamic `import()`, heavy) only when
 * the PDF is asked for, `isGenerating` while it renders, the file offered under a safe name, and
 * `errorAlert` (titled `errorTitle`) when it fails.
 */
export function usePdfDownload<Module>(load: () => Promise<Module>, errorTitle: string) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isGenerating, setIsGenerating] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function generate(
    render: (module: Module, context: PdfContext) => Promise<Blob>,
    fileName: string,
  ) {
    setIsGenerating(true);
    setError(null);
    try {
      const blob = await render(await load(), {
        translate: (key, options) => t(key, options),
        language,
      });
      downloadBlob(blob, toSafeFileName(fileName));
    } catch (caught) {
      setError(caught);
    } finally {
      setIsGenerating(false);
    }
  }

  return {
    isGenerating,
    /** Renders with `render` and offers the PDF as `fileName` (made safe). */
    download(render: (module: Module, context: PdfContext) => Promise<Blob>, fileName: string) {
      void generate(render, fileName);
    },
    errorAlert: error === null ? null : <ErrorAlert error={error} title={errorTitle} />,
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
}

/** The PDF button (and the Print button of pages that print), then the PDF's error if any. */
export function PdfActions({
  pdf,
  onDownload,
  downloadLabel,
  printLabel,
  noPrintClassName,
}: PdfActionsProps) {
  return (
    <>
      <Group gap="sm" className={noPrintClassName}>
        <Button loading={pdf.isGenerating} onClick={onDownload}>
          {downloadLabel}
        </Button>
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
