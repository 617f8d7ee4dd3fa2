import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { downloadBlob, toSafeFileName } from '../lib/file-name';
import { useLanguage } from '../lib/language';

/** What every PDF renderer takes besides its sheet: the texts and their language. */
export interface PdfContext {
  translate: (key: string, options?: Record<string, string>) => string;
  language: 'pt' | 'en';
}

/**
 * One PDF download button: the PDF module loads (`load`, a dynamic `import()`, heavy) only when
 * the PDF is asked for, `isGenerating` while it renders, the file offered under a safe name, and
 * `error` when it fails. Without Mantine: the visitors' pages use it too (ADR 050).
 */
export function usePdfFile<Module>(load: () => Promise<Module>, errorTitle: string) {
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
    /** The last failure (null when the last download worked), shown titled `errorTitle`. */
    error,
    errorTitle,
  };
}
