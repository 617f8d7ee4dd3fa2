import { describe, expect, it } from 'vitest';
import { problemDetailsSchema } from '@artistic/domain/core/problem-schema';
import { users, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

interface Answer {
  description: string;
  content?: Record<string, { schema: { $ref?: string } }>;
  headers?: Record<string, unknown>;
}
type Spec = {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components: { schemas: Record<string, { required?: string[] }> };
};

describe('the OpenAPI contract (http/openapi.ts)', () => {
  it('declares every error answer with the ProblemDetails body the server sends', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as Spec;
    expect(spec.components.schemas['ProblemDetails']?.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status']),
    );
    const errorAnswers = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([status]) => status.startsWith('4'))
          .map(([status, answer]) => ({ at: `${method} ${path} ${status}`, answer })),
      ),
    );
    expect(errorAnswers.length).toBeGreaterThan(50);
    for (const { at, answer } of errorAnswers) {
      expect(answer.content?.['application/problem+json']?.schema, at).toEqual({
        $ref: '#/components/schemas/ProblemDetails',
      });
    }
  });

  it('declares 413 on every route that takes a body', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    };
    const withBody = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody !== undefined)
        .map(([method, op]) => ({ at: `${method} ${path}`, statuses: Object.keys(op.responses) })),
    );
    expect(withBody.length).toBeGreaterThanOrEqual(19);
    for (const { at, statuses } of withBody) expect(statuses, at).toContain('413');
  });

  it('declares the ETag of the cached public GETs (ADR 019)', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as Spec;
    for (const path of [
      '/api/competitions',
      '/api/competitions/{id}',
      '/api/competitions/{id}/startlist',
      '/api/competitions/{id}/resultList',
      '/api/rulesets/{id}',
    ]) {
      const answers = spec.paths[path]?.['get']?.responses ?? {};
      expect(Object.keys(answers['200']?.headers ?? {}), path).toEqual(['ETag']);
      expect(answers['304'], path).toBeDefined();
    }
  });

  it('error bodies parse with the domain problemDetailsSchema', async () => {
    const answers = [
      await t.request('/api/coachcard'),
      await t.request('/api/competitions/nope'),
      await t.request('/api/competitions/add', {
        method: 'POST',
        body: { name: 1 },
        as: users.admin,
      }),
      await t.request('/api/audit', { as: users.clubeA }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 404, 400, 403]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const body = problemDetailsSchema.parse(await answer.json());
      expect(body.status).toBe(answer.status);
    }
  });
});
