import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * The JSON document a file chosen for an import holds; null when its text is not JSON (the
 * dialog then names the file).
 */
async function readJsonFile(file: File): Promise<{ document: unknown } | null> {
  try {
    const document: unknown = JSON.parse(await file.text());
    return { document };
  } catch {
    return null;
  }
}

/**
 * The JSON file an import dialog is given: the chosen file, the props of its file input, and the
 * message (`notJsonKey`, with the file's name) when what it holds is not JSON. `onChoose` clears
 * what the dialog showed about the file before.
 */
export function useJsonFileChoice(notJsonKey: string, onChoose: () => void) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  /** Another file (or none): what was said about the last one goes. */
  function choose(next: File | null) {
    setFile(next);
    setReadError(null);
    onChoose();
  }

  /** The chosen file's document; null when no file is chosen or it is not JSON (then said). */
  async function read(): Promise<{ document: unknown } | null> {
    if (!file) return null;
    setReadError(null);
    const result = await readJsonFile(file);
    if (!result) setReadError(t(notJsonKey, { name: file.name }));
    return result;
  }

  const inputProps = {
    accept: 'application/json,.json',
    value: file,
    onChange: choose,
    clearable: true,
  };
  return { file, readError, read, inputProps };
}
