/**
 * What an upload to POST /api/coachcard/iss holds, told by its content: pasted text
 * (Content-Type text/plain, UTF-8), an .xlsx (a zip: read by the worker into a grid), an old
 * .xls (refused with the way out), or anything else (refused). Every refusal names `file`.
 */
import type { IssSource } from '@artistic/domain/coach-card/iss/import';
import { AppError } from '../../../http/errors.ts';
import type { ErrorCode } from '../../../http/errors.ts';
import type { ReadFailure } from './reader-protocol.ts';
import { ZIP_LIMITS } from './zip-guard.ts';
import type { XlsxReader } from './xlsx-reader.ts';
import { XLSX_READER_DEFAULTS } from './xlsx-reader.ts';

const MIB = 1024 * 1024;

export const UPLOAD_MESSAGES = {
  empty:
    'O pedido não traz ficheiro nem texto: escolha o ficheiro .xlsx ou cole o texto do Coach Card.',
  notUtf8: 'O texto colado não está em UTF-8.',
  xls: 'Ficheiros .xls (Excel 97-2003) e ficheiros protegidos por palavra-passe não são lidos: abra-o no Excel, retire a palavra-passe se tiver e grave-o como .xlsx.',
  notSpreadsheet: 'O ficheiro não é uma folha de cálculo .xlsx nem texto.',
  damaged: 'O ficheiro .xlsx está danificado ou não é um .xlsx.',
  tooBig: `O ficheiro .xlsx, descomprimido, é demasiado grande para um Coach Card (o limite é ${ZIP_LIMITS.maxTotalBytes / MIB} MiB, ${ZIP_LIMITS.maxEntryBytes / MIB} MiB por parte, ${ZIP_LIMITS.maxEntries} partes, e um Coach Card tem poucas dezenas de kB).`,
  timeout: `A folha de cálculo levou mais de ${XLSX_READER_DEFAULTS.timeoutMs / 1000} s a ler: é demasiado grande ou complexa para um Coach Card.`,
  outOfMemory:
    'A folha de cálculo precisa de mais memória do que a leitura de um Coach Card permite: é demasiado grande.',
  crashed: 'Não foi possível ler o ficheiro .xlsx.',
  busy: 'Há demasiados ficheiros a ler neste momento: tente de novo daqui a pouco.',
  unavailable: 'A leitura de ficheiros .xlsx não está disponível neste momento.',
} as const;

const answerOf: Record<ReadFailure, { code: ErrorCode; message: string }> = {
  tooBig: { code: 'payload_too_large', message: UPLOAD_MESSAGES.tooBig },
  damaged: { code: 'validation', message: UPLOAD_MESSAGES.damaged },
  timeout: { code: 'payload_too_large', message: UPLOAD_MESSAGES.timeout },
  outOfMemory: { code: 'payload_too_large', message: UPLOAD_MESSAGES.outOfMemory },
  crashed: { code: 'validation', message: UPLOAD_MESSAGES.crashed },
  busy: { code: 'unavailable', message: UPLOAD_MESSAGES.busy },
  unavailable: { code: 'unavailable', message: UPLOAD_MESSAGES.unavailable },
};

/** A refusal of the upload, naming `file`. */
export function fileError(code: ErrorCode, message: string): AppError {
  return new AppError(code, { text: message }, [{ path: 'file', message }]);
}

export function readFailureError(failure: ReadFailure): AppError {
  const { code, message } = answerOf[failure];
  return fileError(code, message);
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.byteLength >= magic.length && magic.every((b, i) => bytes[i] === b);

/** A zip's local file header: every .xlsx starts with one. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE2 compound file: .xls (Excel 97-2003), or an .xlsx encrypted with a password. */
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

/** Whether the request's Content-Type is text/plain (any parameters, any case). */
export function isPlainText(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'text/plain';
}

/**
 * The importer's source: `{ text }` for text/plain, `{ grid }` for an .xlsx (read by `reader`);
 * an AppError naming `file` otherwise (400; 413 for a file too big once unpacked or read).
 */
export async function sourceOfUpload(
  contentType: string | undefined,
  bytes: Uint8Array,
  reader: XlsxReader,
): Promise<IssSource> {
  if (bytes.byteLength === 0) throw fileError('validation', UPLOAD_MESSAGES.empty);
  if (isPlainText(contentType)) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw fileError('validation', UPLOAD_MESSAGES.notUtf8);
    }
    if (text.trim() === '') throw fileError('validation', UPLOAD_MESSAGES.empty);
    return { text };
  }
  if (startsWith(bytes, OLE2_MAGIC)) throw fileError('validation', UPLOAD_MESSAGES.xls);
  if (!startsWith(bytes, ZIP_MAGIC)) throw fileError('validation', UPLOAD_MESSAGES.notSpreadsheet);
  const read = await reader.read(bytes);
  if (!read.ok) throw readFailureError(read.failure);
  return { grid: read.grid };
}
