type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** One JSON line per event, with the bound fields (e.g. requestId) on every line. */
export function createLogger(level: Level, bound: Record<string, unknown> = {}): Logger {
  const emit = (l: Exclude<Level, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (order[l] < order[level]) return;
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: l,
      msg,
      ...bound,
      ...fields,
    });
    (l === 'error' || l === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (f) => createLogger(level, { ...bound, ...f }),
  };
}
