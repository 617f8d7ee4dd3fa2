import type { Logger } from '../http/logger.ts';

/** One line a logger was given: its level, message and fields (the bound ones included). */
export type LogLine = { level: string; msg: string; [field: string]: unknown };

/** A logger that hands every line to `capture` instead of writing it. */
export function capturingLogger(
  capture: (line: LogLine) => void,
  bound: Record<string, unknown> = {},
): Logger {
  const emit = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    capture({ level, msg, ...bound, ...fields });
  };
  return {
    debug: emit('debug'),
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    child: (f) => capturingLogger(capture, { ...bound, ...f }),
  };
}
