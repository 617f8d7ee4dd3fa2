import { appConfigSchema } from '@artistic/domain/core/app-config-schema';
import { problemDetailsSchema } from '@artistic/domain/core/problem-schema';
import { meSchema } from '@artistic/domain/users/schema';
import { describe, expect, it } from 'vitest';
import type { AnswerSchema } from './json-api';
import { appConfigAnswer, meAnswer, problemDetailsAnswer } from './shell-answers';

/**
 * One rule, two implementations: each hand check must give the domain schema's verdict and data
 * on the same samples, so a change to the schema that the hand check misses fails here.
 */
function expectSameVerdicts<T>(
  check: AnswerSchema<T>,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
  samples: readonly unknown[],
) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    const actual = check.safeParse(sample);
    expect({ sample, success: actual.success }).toEqual({ sample, success: expected.success });
    if (actual.success)
      expect({ sample, data: actual.data }).toEqual({ sample, data: expected.data });
  }
}

const config = {
  oidc: { authority: 'http://localhost/oidc', clientId: 'artistic-web', scope: 'openid' },
  federationEmail: 'inscricoes@federacao.test',
  demo: false,
};

const me = { sub: 'u1', name: 'Ana', email: 'ana@clube.test', role: 'clube', club: 'CN' };

const problem = {
  type: 'about:blank#validation',
  title: 'Pedido inválido',
  status: 400,
  detail: 'O campo Nome é obrigatório.',
  errors: [{ path: 'Nome', message: 'errors.required', params: { max: 3, field: 'Nome' } }],
};

describe('appConfigAnswer', () => {
  it('accepts and refuses the answers appConfigSchema does', () => {
    expectSameVerdicts(appConfigAnswer, appConfigSchema, [
      config,
      { ...config, extra: 1, oidc: { ...config.oidc, extra: true } },
      { ...config, demo: true },
      { ...config, demo: 'false' },
      { ...config, demo: undefined },
      { ...config, federationEmail: null },
      { ...config, oidc: null },
      { ...config, oidc: [] },
      { ...config, oidc: { ...config.oidc, clientId: 7 } },
      { ...config, oidc: { authority: 'x', clientId: 'y' } },
      [],
      null,
      undefined,
      '<!doctype html><html></html>',
      42,
    ]);
  });

  it('names where a malformed answer goes wrong', () => {
    const result = appConfigAnswer.safeParse({ ...config, oidc: { ...config.oidc, scope: 1 } });
    expect(result).toEqual({
      success: false,
      error: { issues: [{ path: ['oidc', 'scope'], message: 'expected string' }] },
    });
  });
});

describe('meAnswer', () => {
  it('accepts and refuses the answers meSchema does', () => {
    expectSameVerdicts(meAnswer, meSchema, [
      me,
      { ...me, role: 'admin', club: null },
      { ...me, role: 'referee' },
      { ...me, role: null, name: null, email: null },
      { ...me, role: 'root' },
      { ...me, role: 'Admin' },
      { ...me, role: undefined },
      { ...me, name: undefined },
      { ...me, email: 3 },
      { ...me, sub: null },
      { ...me, club: undefined },
      { ...me, extra: 'ignored' },
      [me],
      null,
      'text',
    ]);
  });
});

describe('problemDetailsAnswer', () => {
  it('accepts and refuses the bodies problemDetailsSchema does, extension members kept', () => {
    expectSameVerdicts(problemDetailsAnswer, problemDetailsSchema, [
      problem,
      { type: 'about:blank', title: '', status: 500 },
      { ...problem, counts: { entries: 2 }, instance: '/api/x' },
      { ...problem, errors: [] },
      { ...problem, errors: [{ path: 'a', message: 'b' }] },
      { ...problem, errors: [{ path: 'a' }] },
      { ...problem, errors: [{ path: 'a', message: 'b', params: { n: true } }] },
      { ...problem, errors: [{ path: 'a', message: 'b', params: [] }] },
      { ...problem, errors: {} },
      { ...problem, errors: null },
      { ...problem, status: 400.5 },
      { ...problem, status: '400' },
      { ...problem, status: 2 ** 60 },
      { ...problem, detail: null },
      { ...problem, instance: 1 },
      { ...problem, title: undefined },
      { title: 'x', status: 400 },
      'Bad Gateway',
      null,
      [],
    ]);
  });
});
