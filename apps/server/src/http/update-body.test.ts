import { describe, expect, it } from 'vitest';
import { postCompetition, users, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

const competition = (over: Record<string, unknown> = {}) => ({
  Nome: 'Taça da Primavera',
  Data: '2027-04-20',
  Limite_inscricao: '2027-04-01',
  visible: true,
  Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 20 }],
  ...over,
});

const create = () => postCompetition(t, competition());
const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/competitions/${id}`, { method: 'PUT', as: users.admin, body, headers });

describe('a PUT body is validated by the update schema, the version checked in one place', () => {
  it('without any version: 400 naming version, with the detail of the route', async () => {
    const res = await put(await create(), competition());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      title: 'Dados inválidos',
      detail: 'Falta a versão do registo (version ou If-Match)',
      errors: [{ path: 'version', message: 'errors.required' }],
    });
  });

  it("without a version and with wrong fields: the fields' problems only (refinements too)", async () => {
    const id = await create();
    const badField = await put(id, competition({ Nome: '' }));
    expect(badField.status).toBe(400);
    const badBody = (await badField.json()) as { detail?: string; errors: { path: string }[] };
    expect(badBody.detail).toBeUndefined();
    expect(badBody.errors.map((e) => e.path)).toEqual(['Nome']);
    const lateDeadline = await put(id, competition({ Limite_inscricao: '2027-05-01' }));
    expect(lateDeadline.status).toBe(400);
    expect(((await lateDeadline.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'Limite_inscricao', message: 'errors.deadlineAfterDate' },
    ]);
  });

  it('the version of If-Match stands in for the body’s; a stale one is 409', async () => {
    const id = await create();
    const ok = await put(id, competition({ Nome: 'Via If-Match' }), { 'if-match': 'W/"1-x"' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('etag')).toBe('W/"2"');
    const stale = await put(id, competition(), { 'if-match': 'W/"1"' });
    expect(stale.status).toBe(409);
    const bodyWins = await put(id, { ...competition(), version: 2 }, { 'if-match': 'W/"1"' });
    expect(bodyWins.status).toBe(200);
    const badVersion = await put(id, { ...competition(), version: 'x' }, { 'if-match': 'W/"3"' });
    expect(badVersion.status).toBe(400);
    expect(((await badVersion.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'version', message: 'errors.number' },
    ]);
  });

  it('a routine sheet without a version and with wrong fields names those fields only', async () => {
    const res = await t.request('/api/resultadoCoachCard/000000000000000000000000', {
      method: 'PUT',
      as: users.admin,
      body: {},
      headers: { 'if-match': 'W/"1"' },
    });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path),
    ).not.toContain('version');
  });

  it('the OpenAPI document names the update schemas (version required) of the five PUTs', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
        >
      >;
    };
    for (const path of [
      '/api/competitions/{id}',
      '/api/coachcard/{id}',
      '/api/figura/{id}',
      '/api/resultadoFigura/{id}',
      '/api/resultadoCoachCard/{id}',
    ]) {
      const schema = spec.paths[path]?.['put']?.requestBody?.content['application/json']?.schema;
      expect(schema?.required, path).toContain('version');
    }
  });
});
