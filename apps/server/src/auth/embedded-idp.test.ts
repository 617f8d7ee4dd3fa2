/**
 * Issue 18: the embedded provider's `server_error` log line named the raw error, and an error of
 * its database adapter is a DrizzleQueryError whose message holds every parameter of the query
 * (grant and session payloads, user ids). It now holds the error's name and code, the driver's
 * own message with the values blanked out, and the stack's frames without the message.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { LogLine } from '../test/capturing-logger.ts';
import { capturingLogger } from '../test/capturing-logger.ts';
import { useTestApp } from '../test/test-app.ts';
import type { EmbeddedIdp } from './embedded-idp.ts';
import { createEmbeddedIdp } from './embedded-idp.ts';

const lines: LogLine[] = [];
const SECRET_USER = 'Maria Secreta Vieira';
const SECRET_GRANT = '{"accountId":"u-7f3a","scope":"openid api"}';

let idp: EmbeddedIdp;
const t = useTestApp();
beforeAll(async () => {
  idp = await createEmbeddedIdp({
    db: t.db,
    config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }),
    log: capturingLogger((line) => lines.push(line)),
  });
});

/** What the provider does with an error it did not expect: emits server_error. */
function serverError(err: Error) {
  lines.length = 0;
  idp.provider.emit('server_error', {}, err);
  expect(lines).toHaveLength(1);
  const line: LogLine = lines[0] ?? { level: '', msg: '' };
  expect(line).toMatchObject({ level: 'error', msg: 'oidc server_error' });
  return { line, text: JSON.stringify(line) };
}

describe("the embedded provider's server_error log", () => {
  it("names a database error by the driver's code and message, never the query's parameters", () => {
    const err = new DrizzleQueryError(
      'insert into "oidc_payloads" ("id", "kind", "payload", "name") values ($1, $2, $3, $4)',
      ['g-1', 'Grant', SECRET_GRANT, SECRET_USER],
      Object.assign(new Error(`value too long for type character varying(64): "${SECRET_USER}"`), {
        code: '22001',
      }),
    );
    // What the raw message would have logged:
    expect(err.message).toContain(SECRET_USER);
    const { line, text } = serverError(err);
    expect(line['error']).toMatchObject({
      name: 'DrizzleQueryError',
      database: {
        code: '22001',
        message: 'value too long for type character varying(64): "[…]"',
      },
    });
    expect(text).not.toContain(SECRET_USER);
    expect(text).not.toContain(SECRET_GRANT);
    expect(text).not.toContain('u-7f3a');
    expect(text).not.toContain('insert into');
  });

  it('blanks the quoted values of any other error and keeps where it was thrown', () => {
    const err = new SyntaxError(`Unexpected token 'M', "${SECRET_USER}" is not valid JSON`);
    const { line, text } = serverError(err);
    expect(line['error']).toMatchObject({
      name: 'SyntaxError',
      message: 'Unexpected token […], […] is not valid JSON',
    });
    const frames = (line['error'] as { frames: string[] }).frames;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames[0]).toMatch(/^at .*embedded-idp\.test\.ts/);
    expect(text).not.toContain(SECRET_USER);
  });

  it('keeps the code of a coded error', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(serverError(err).line['error']).toMatchObject({
      name: 'Error',
      code: 'ECONNREFUSED',
    });
  });
});
