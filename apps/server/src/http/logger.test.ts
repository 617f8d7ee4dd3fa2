import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, isoTimeField } from './logger.ts';

/** A destination that keeps each line pino writes. */
const lines = () => {
  const written: string[] = [];
  return { written, write: (s: string) => void written.push(s) };
};
const parsed = (d: { written: string[] }) =>
  d.written.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('createLogger', () => {
  it('writes one JSON line per event: level name, ISO time, message and fields', () => {
    const out = lines();
    const log = createLogger('info', { out, err: lines() });
    log.info('request', { requestId: 'r-1', method: 'GET', status: 200, ms: 1.5 });
    expect(out.written).toHaveLength(1);
    expect(out.written[0]).toMatch(/\n$/);
    const [line] = parsed(out);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'request',
      requestId: 'r-1',
      method: 'GET',
      status: 200,
      ms: 1.5,
    });
  });

  it('writes the time of each millisecond, made once per millisecond', () => {
    expect(isoTimeField(0)).toBe(',"time":"1970-01-01T00:00:00.000Z"');
    expect(isoTimeField(0)).toBe(',"time":"1970-01-01T00:00:00.000Z"');
    expect(isoTimeField(1_800_000_000_123)).toBe(',"time":"2027-01-15T08:00:00.123Z"');
  });

  it('puts the bound fields on every line of a child, and sends warnings and errors apart', () => {
    const out = lines();
    const err = lines();
    const log = createLogger('info', { out, err }).child({ requestId: 'abc' });
    log.info('one');
    log.warn('two', { code: 'x' });
    log.error('three');
    expect(parsed(out)).toEqual([expect.objectContaining({ msg: 'one', requestId: 'abc' })]);
    expect(parsed(err)).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'two', requestId: 'abc', code: 'x' }),
      expect.objectContaining({ level: 'error', msg: 'three', requestId: 'abc' }),
    ]);
  });

  it('keeps to its level', () => {
    const out = lines();
    const err = lines();
    const log = createLogger('warn', { out, err });
    log.debug('a');
    log.info('b');
    log.warn('c');
    expect(out.written).toEqual([]);
    expect(parsed(err).map((l) => l.msg)).toEqual(['c']);
    const silent = createLogger('silent', { out, err });
    silent.error('d');
    silent.child({ requestId: 'x' }).info('e');
    expect(parsed(err).map((l) => l.msg)).toEqual(['c']);
  });

  it('flush() writes out what the asynchronous destination still holds', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'artistic-log-')), 'server.log');
    const out = pino.destination({ dest: file, sync: false, mkdir: true });
    const log = createLogger('info', { out, err: lines() });
    // sonic-boom opens the file asynchronously; flush() must not throw before it is open.
    log.flush();
    await new Promise((resolve) => out.once('ready', resolve));
    for (let i = 0; i < 2000; i++) log.info('request', { i });
    log.flush();
    const written = readFileSync(file, 'utf8').trim().split('\n');
    out.end();
    expect(written).toHaveLength(2000);
    expect(JSON.parse(written.at(-1) ?? '')).toMatchObject({ msg: 'request', i: 1999 });
  });
});
