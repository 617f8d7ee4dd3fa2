import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import type { Representation } from '../../http/etag.ts';
import type { BoardSignal } from './live.ts';
import { ScoreboardWatch } from './live.ts';

/** A board's answer with this ETag (the watch reads nothing else of it). */
const answer = (etag: string) => ({ etag }) as Representation;

describe('ScoreboardWatch (issue 38)', () => {
  it('rebuilds a watched board after a write and tells its streams only when its answer changed', async () => {
    let etag = '"a"';
    const rebuilt: string[] = [];
    const watch = new ScoreboardWatch(async (id) => {
      rebuilt.push(id);
      return answer(etag);
    });
    const told: BoardSignal[] = [];
    const release = watch.watch('c1', '"a"', (s) => told.push(s));

    watch.written();
    await watch.idle();
    expect(rebuilt).toEqual(['c1']);
    expect(told).toEqual([]);

    etag = '"b"';
    watch.written();
    await watch.idle();
    expect(told).toEqual(['changed']);

    // Nobody watching: a write rebuilds nothing.
    release();
    watch.written();
    await watch.idle();
    expect(rebuilt).toEqual(['c1', 'c1']);
    expect(watch.size).toBe(0);
  });

  it('refuses a stream beyond its limit with a 503 naming it', () => {
    const watch = new ScoreboardWatch(async () => answer('"a"'), 1);
    const release = watch.watch('c1', '"a"', () => undefined);
    try {
      watch.watch('c2', '"a"', () => undefined);
      expect.unreachable('a second stream is refused');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).extensions).toMatchObject({
        limit: 1,
        limitName: 'SCOREBOARD_STREAMS_MAX',
      });
    }
    release();
    watch.watch('c2', '"a"', () => undefined)();
  });
});
