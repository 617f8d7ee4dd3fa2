import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { auditLog, coachCards } from '../../db/schema.ts';
import type { TestUser } from '../../test/test-app.ts';
import {
  competitionInput,
  expectFieldError,
  postCompetition,
  users,
  useTestApp,
} from '../../test/test-app.ts';
import { SIX_THRUSTS } from '@artistic/domain/testing/builders';

let compId: string;
let closedCompId: string;
const NOW = new Date('2027-01-15T12:00:00Z');

const competition = (over: Record<string, unknown> = {}) =>
  competitionInput({
    Nome: 'Open de Lisboa',
    Ordem: [
      { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: false, Price: 20 },
      { Tipo: 'SOLO TECNICO', Categoria: 'JUN', Resultado: false, Price: 20 },
    ],
    ...over,
  });

const t = useTestApp({ deps: { now: () => NOW } });
beforeAll(async () => {
  compId = await postCompetition(t, competition());
  closedCompId = await postCompetition(
    t,
    competition({ Nome: 'Fechada', Data: '2027-01-20', Limite_inscricao: '2027-01-10' }),
  );
});
beforeEach(async () => {
  await t.db.delete(coachCards);
});

const duet = (over: Record<string, unknown> = {}) => ({
  Competicao: compId,
  Categoria: 'JUV',
  Esquema: 'DUETO LIVRE',
  Clube: 'Clube Natação Alfa',
  Tema_esquema: 'Ondas',
  Atletas: [
    { Licenca: 101, Nome: 'Ana', Ano: 2012 },
    { Licenca: 102, Nome: 'Bia', Ano: 2012 },
  ],
  Reservas: [],
  Elementos: [
    {
      Elemento: 'HIB',
      Ordem: 1,
      Dificuldade_declarada: [
        { Codigo_cc: 'T1', Valor: 0.45 },
        { Codigo_cc: 'S2', Valor: 0.75 },
      ],
      Total: 99,
    },
    {
      Elemento: 'ACR',
      Ordem: 2,
      Grupo: 'Pair',
      Dificuldade_declarada: [{ Codigo_cc: 'P-Bal', Valor: 0.5 }],
    },
    { Elemento: 'ChoHy', Ordem: 3 },
  ],
  State: 'Rascunho',
  Total_declarado: 1234,
  ...over,
});

const create = async (as: TestUser, over: Record<string, unknown> = {}) =>
  t.request('/api/coachcard/add', { method: 'POST', as, body: duet(over) });
const createOk = async (as: TestUser = users.clubeA, over: Record<string, unknown> = {}) => {
  const res = await create(as, over);
  expect(res.status).toBe(201);
  return (await res.json()) as CoachCard;
};
const put = async (card: CoachCard, as: TestUser, over: Record<string, unknown> = {}) => {
  const { _id, insertedId: _i, ...body } = card as CoachCard & { insertedId?: string };
  return t.request(`/api/coachcard/${_id}`, { method: 'PUT', as, body: { ...body, ...over } });
};
const get = async (id: string, as?: TestUser) => t.request(`/api/coachCard/${id}`, { as });

describe('create', () => {
  it('a club creates a draft; its club is forced and every total is recomputed', async () => {
    const card = await createOk(users.clubeA, { Clube: 'Clube Natação Beta' });
    expect(card).toMatchObject({ Clube: 'Clube Natação Alfa', State: 'Rascunho', version: 1 });
    // HIB 0.5 + 0.45 + 0.75 = 1.7; ACR Pair 0.1 + 0.5 = 0.6; ChoHy 1 → 3.3
    expect(card.Elementos.map((e) => [e.Nota_base, e.Total])).toEqual([
      [0.5, 1.7],
      [0.1, 0.6],
      [0, 1],
    ]);
    expect(card.Total_declarado).toBe(3.3);
  });

  it('submitting on create gives Submetido', async () => {
    expect((await createOk(users.clubeA, { State: 'Submetido' })).State).toBe('Submetido');
  });

  it.each([
    ['anonymous', undefined, 401],
    ['referee', users.referee, 403],
  ] as const)('%s cannot create (%s)', async (_l, as, status) => {
    const res = await t.request('/api/coachcard/add', { method: 'POST', as, body: duet() });
    expect(res.status).toBe(status);
  });

  it('nobody creates a card already verified', async () => {
    expect((await create(users.admin, { State: 'Verificado' })).status).toBe(409);
  });

  it.each([
    [{ Esquema: 'EQUIPA LIVRE' }, 'Esquema', 'errors.routineNotInCompetition'],
    // The competition holds no routine of ABS at all: the category is named (issue 38).
    [{ Categoria: 'ABS' }, 'Categoria', 'errors.categoryHasNoRoutines'],
    [{ Tema_esquema: '' }, 'Tema_esquema', 'errors.required'],
    [{ Atletas: [{ Licenca: 'abc', Nome: 'X', Ano: 2012 }] }, 'Atletas.0.Licenca', 'errors.number'],
    [{ Competicao: 'nope' }, 'Competicao', 'errors.invalidOption'],
    [
      {
        Elementos: [
          { Elemento: 'HIB', Ordem: 1, Bonus: [{ Codigo_cc: '2PC', Valor: 0.4 }] },
          { Elemento: 'ChoHy', Ordem: 2 },
        ],
      },
      'Elementos.0.Bonus',
      'errors.bonusNotAllowed',
    ],
  ])('%o is refused with 400 naming %s', async (over, path, message) => {
    const res = await create(users.clubeA, over);
    await expectFieldError(res, path, message);
    expect(await t.db.select().from(coachCards)).toHaveLength(0);
  });

  it('after the deadline a club is refused, an admin is not', async () => {
    const res = await create(users.clubeA, { Competicao: closedCompId });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toMatch(
      /prazo de inscrições terminou/,
    );
    expect((await create(users.admin, { Competicao: closedCompId })).status).toBe(201);
  });
});

describe('checks before submitting (issue 15)', () => {
  const errorsOf = async (res: Response) =>
    ((await res.json()) as { errors: { path: string; message: string; params?: unknown }[] })
      .errors;
  const stored = async () => t.db.select().from(coachCards);

  it.each([
    ['no athletes', { Atletas: [], Reservas: [] }, 'Atletas', 'checks.noAthletes'],
    [
      'a licence twice',
      { Reservas: [{ Licenca: 102, Nome: 'Bia outra vez', Ano: 2012 }] },
      'Reservas.0.Licenca',
      'checks.duplicateLicence',
    ],
    [
      'a solo with 2 athletes',
      {
        Categoria: 'JUN',
        Esquema: 'SOLO TECNICO',
        Elementos: [
          {
            Elemento: 'TRE',
            Ordem: 1,
            Dificuldade_declarada: [{ Codigo_cc: 'TRE_S_1A', Valor: 2.7 }],
          },
        ],
      },
      'Atletas',
      'checks.athleteCountExact',
    ],
  ])(
    'submitting a card with %s is refused with 400 naming %s; nothing is stored',
    async (_l, over, path, message) => {
      const body = { ...over, State: 'Submetido' };
      const res = await create(users.clubeA, body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(await errorsOf(res)).toContainEqual(expect.objectContaining({ path, message }));
      expect(await stored()).toHaveLength(0);
    },
  );

  it('the same card is saved as a draft (a draft may be incomplete)', async () => {
    const draft = await createOk(users.clubeA, { Atletas: [], Reservas: [] });
    expect(draft.State).toBe('Rascunho');
    // ...and submitting it later is refused until it has its athletes; the draft is unchanged.
    const res = await put(draft, users.clubeA, { State: 'Submetido' });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([{ path: 'Atletas', message: 'checks.noAthletes' }]);
    expect(((await (await get(draft._id, users.clubeA)).json()) as CoachCard).State).toBe(
      'Rascunho',
    );
    const fixed = await put(draft, users.clubeA, {
      State: 'Submetido',
      Atletas: [
        { Licenca: 101, Nome: 'Ana', Ano: 2012 },
        { Licenca: 102, Nome: 'Bia', Ano: 2012 },
      ],
    });
    expect(fixed.status).toBe(200);
    expect(((await fixed.json()) as CoachCard).State).toBe('Submetido');
  });

  it.each(['Rascunho', 'Submetido'])(
    'an element ending before it starts (2:10–2:00) is refused in state %s with 400 naming its end time; nothing is stored or changed',
    async (State) => {
      const backwards = [
        { Elemento: 'HIB', Ordem: 1, Tempo_inicial: '0:10', Tempo_final: '0:25' },
        { Elemento: 'ChoHy', Ordem: 2, Tempo_inicial: '2:10', Tempo_final: '2:00' },
      ];
      const res = await create(users.clubeA, { State, Elementos: backwards });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(await errorsOf(res)).toContainEqual({
        path: 'Elementos.1.Tempo_final',
        message: 'checks.timeNotIncreasing',
      });
      expect(await stored()).toHaveLength(0);

      const draft = await createOk(users.clubeA);
      const update = await put(draft, users.clubeA, { State, Elementos: backwards });
      expect(update.status).toBe(400);
      expect(await errorsOf(update)).toContainEqual({
        path: 'Elementos.1.Tempo_final',
        message: 'checks.timeNotIncreasing',
      });
      const kept = (await (await get(draft._id, users.clubeA)).json()) as CoachCard;
      expect(kept).toMatchObject({ State: 'Rascunho', version: draft.version });
      expect(kept.Elementos.map((e) => e.Tempo_final)).toEqual(['', '', '']);
    },
  );

  it('the count of athletes names its params (a duet of 3)', async () => {
    const res = await create(users.clubeA, {
      State: 'Submetido',
      Atletas: [101, 102, 104].map((Licenca) => ({ Licenca, Nome: `N${Licenca}`, Ano: 2012 })),
    });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([
      { path: 'Atletas', message: 'checks.athleteCountExact', params: { expected: 2, n: 3 } },
    ]);
  });

  it('a licence already on another submitted card of the same event blocks submitting, naming it', async () => {
    // clube B submits a duet with licence 102; clube A's duet of the same event has 102 too.
    const other = await createOk(users.clubeB, {
      State: 'Submetido',
      Atletas: [
        { Licenca: 102, Nome: 'Bia', Ano: 2012 },
        { Licenca: 103, Nome: 'Cris', Ano: 2012 },
      ],
    });
    expect(other.State).toBe('Submetido');
    const res = await create(users.clubeA, { State: 'Submetido' });
    expect(res.status).toBe(400);
    const problem = (await res.clone().json()) as { detail: string };
    expect(await errorsOf(res)).toEqual([
      {
        path: 'Atletas.1.Licenca',
        message: 'A licença 102 já está inscrita noutro Coach Card desta prova.',
      },
    ]);
    // The other card (another club's) is not named.
    expect(problem.detail).not.toContain(other.Tema_esquema);
    expect(await stored()).toHaveLength(1);
    // As a draft it is kept (to be corrected), and a card of another event may reuse the licence.
    expect((await createOk(users.clubeA)).State).toBe('Rascunho');
    expect(
      (
        await createOk(users.clubeA, {
          Categoria: 'JUN',
          Esquema: 'SOLO TECNICO',
          State: 'Submetido',
          Atletas: [{ Licenca: 102, Nome: 'Bia', Ano: 2012 }],
          Reservas: [],
          Elementos: [
            {
              Elemento: 'TRE',
              Ordem: 1,
              Dificuldade_declarada: [{ Codigo_cc: 'TRE_S_1A', Valor: 2.7 }],
            },
          ],
        })
      ).State,
    ).toBe('Submetido');
  });

  it('a card with only warnings is submitted (6 thrusts in a hybrid, few elements, no times)', async () => {
    const res = await create(users.clubeA, {
      State: 'Submetido',
      Elementos: [
        {
          Elemento: 'HIB',
          Ordem: 1,
          Dificuldade_declarada: SIX_THRUSTS,
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as CoachCard).State).toBe('Submetido');
    expect(await stored()).toHaveLength(1);
  });
});

describe('visibility', () => {
  it('a club sees only its own cards, a referee only submitted or verified, admin all', async () => {
    const draftA = await createOk(users.clubeA);
    const sentB = await createOk(users.clubeB, { State: 'Submetido' });
    const ids = async (as?: TestUser) =>
      ((await (await t.request('/api/coachcard', { as })).json()) as CoachCard[]).map((c) => c._id);
    expect(await ids(users.clubeA)).toEqual([draftA._id]);
    expect(await ids(users.clubeB)).toEqual([sentB._id]);
    expect(await ids(users.referee)).toEqual([sentB._id]);
    expect((await ids(users.admin)).sort()).toEqual([draftA._id, sentB._id].sort());
    expect((await t.request('/api/coachcard')).status).toBe(401);
    expect((await get(draftA._id, users.clubeB)).status).toBe(404);
    expect((await get(draftA._id, users.referee)).status).toBe(404);
    expect((await get(draftA._id, users.clubeA)).status).toBe(200);
  });

  it('filters by competition', async () => {
    await createOk(users.clubeA);
    const list = await t.request(`/api/coachcard?compId=${closedCompId}`, { as: users.admin });
    expect(await list.json()).toEqual([]);
  });
});

describe('state machine', () => {
  it('club: save and submit a draft, then it is read-only', async () => {
    const draft = await createOk();
    const saved = await put(draft, users.clubeA, { Tema_esquema: 'Marés' });
    expect(saved.status).toBe(200);
    const savedCard = (await saved.json()) as CoachCard;
    expect(savedCard).toMatchObject({ Tema_esquema: 'Marés', State: 'Rascunho', version: 2 });
    const submitted = (await (
      await put(savedCard, users.clubeA, { State: 'Submetido' })
    ).json()) as CoachCard;
    expect(submitted.State).toBe('Submetido');
    for (const State of ['Rascunho', 'Submetido', 'Verificado']) {
      const res = await put(submitted, users.clubeA, { State, Tema_esquema: 'Mudado' });
      expect(res.status, State).toBe(State === 'Verificado' || State === 'Rascunho' ? 403 : 409);
    }
    expect(
      ((await (await get(submitted._id, users.clubeA)).json()) as CoachCard).Tema_esquema,
    ).toBe('Marés');
  });

  it('referee verifies a submitted card without changing its content', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    const res = await put(sent, users.referee, {
      State: 'Verificado',
      Tema_esquema: 'Alterado pelo juiz',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      State: 'Verificado',
      Tema_esquema: 'Ondas',
      version: 2,
    });
  });

  it('referee sends a card back to draft; the club can edit it again', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    const back = (await (
      await put(sent, users.referee, { State: 'Rascunho', Motivo_alteracoes: 'Falta o tema' })
    ).json()) as CoachCard;
    expect(back.State).toBe('Rascunho');
    expect((await put(back, users.clubeA, { Tema_esquema: 'Nova versão' })).status).toBe(200);
  });

  it('referee cannot verify a draft (not visible to them) nor save content', async () => {
    const draft = await createOk();
    expect((await put(draft, users.referee, { State: 'Verificado' })).status).toBe(404);
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    expect((await put(sent, users.referee, { State: 'Submetido' })).status).toBe(403);
  });

  it('verifying twice is refused (409)', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    const verified = (await (
      await put(sent, users.admin, { State: 'Verificado' })
    ).json()) as CoachCard;
    expect((await put(verified, users.admin, { State: 'Verificado' })).status).toBe(409);
  });

  it('a club cannot verify its own card', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    expect((await put(sent, users.clubeA, { State: 'Verificado' })).status).toBe(403);
  });

  it('another club cannot touch the card (404)', async () => {
    const draft = await createOk();
    expect((await put(draft, users.clubeB, { Tema_esquema: 'x' })).status).toBe(404);
  });

  it('a stale version gets 409 and the first save is kept', async () => {
    const draft = await createOk();
    expect((await put(draft, users.clubeA, { Tema_esquema: 'Primeira' })).status).toBe(200);
    const second = await put(draft, users.clubeA, { Tema_esquema: 'Segunda' });
    expect(second.status).toBe(409);
    expect(((await (await get(draft._id, users.clubeA)).json()) as CoachCard).Tema_esquema).toBe(
      'Primeira',
    );
  });

  it('a client-sent total is ignored on update too', async () => {
    const draft = await createOk();
    const res = await put(draft, users.clubeA, { Total_declarado: 50 });
    expect(((await res.json()) as CoachCard).Total_declarado).toBe(3.3);
  });
});

describe("a card's competition is fixed (issue 18)", () => {
  /** The PUT is refused with 400 naming Competicao; the card, its list and the audit are untouched. */
  const expectRefusedMove = async (card: CoachCard, as: TestUser, to: string) => {
    const auditRows = (await t.db.select().from(auditLog)).length;
    const res = await put(card, as, { Competicao: to });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'Competicao', message: 'errors.competitionFixed' },
    ]);
    const { insertedId: _i, ...stored } = card as CoachCard & { insertedId?: string };
    expect(await (await get(card._id, users.admin)).json()).toEqual(stored);
    const left = (await (
      await t.request(`/api/coachcard?compId=${card.Competicao}`, { as: users.admin })
    ).json()) as CoachCard[];
    expect(left.map((c) => c._id)).toContain(card._id);
    expect(await t.db.select().from(auditLog)).toHaveLength(auditRows);
  };

  it('clube1 cannot move a draft out of a closed competition into an open one', async () => {
    const draft = await createOk(users.admin, { Competicao: closedCompId });
    expect((await put(draft, users.clubeA, { Tema_esquema: 'x' })).status).toBe(403);
    await expectRefusedMove(draft, users.clubeA, compId);
  });

  it('an admin cannot move a draft either (into a closed competition)', async () => {
    await expectRefusedMove(await createOk(users.clubeA), users.admin, closedCompId);
  });

  it('a card sent back to draft stays in its competition; verifying cannot move it', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    await expectRefusedMove(sent, users.referee, closedCompId);
    const back = (await (
      await put(sent, users.admin, { State: 'Rascunho', Motivo_alteracoes: 'Rever' })
    ).json()) as CoachCard;
    expect(back.State).toBe('Rascunho');
    await expectRefusedMove(back, users.clubeA, closedCompId);
    await expectRefusedMove(back, users.admin, closedCompId);
  });
});

describe("'Pedir alterações' gives the club a reason (issue 17)", () => {
  const REASON = 'O elemento 2 (ACR) não tem a ordem certa; corrijam e submetam de novo.';
  const reasonOf = async (id: string, as: TestUser) =>
    ((await (await get(id, as)).json()) as CoachCard).Motivo_alteracoes;

  it('a request for changes without a reason is refused with 400 naming the field; the card stays submitted', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    for (const over of [{}, { Motivo_alteracoes: '' }, { Motivo_alteracoes: '   ' }]) {
      const res = await put(sent, users.referee, { State: 'Rascunho', ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      const problem = (await res.json()) as {
        detail: string;
        errors: { path: string; message: string }[];
      };
      expect(problem.detail).toBe(
        'Indique o motivo das alterações pedidas: o clube vê-o no seu Coach Card.',
      );
      expect(problem.errors).toEqual([{ path: 'Motivo_alteracoes', message: 'errors.required' }]);
    }
    expect(await get(sent._id, users.clubeA).then((r) => r.json())).toMatchObject({
      State: 'Submetido',
      version: 1,
    });
  });

  it('the reason is stored (trimmed) and shown to the club; kept while it edits; cleared when it submits again', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    const res = await put(sent, users.referee, {
      State: 'Rascunho',
      Motivo_alteracoes: `  ${REASON}  `,
    });
    expect(res.status).toBe(200);
    const back = (await res.json()) as CoachCard;
    expect(back).toMatchObject({ State: 'Rascunho', Motivo_alteracoes: REASON, version: 2 });
    expect(await reasonOf(sent._id, users.clubeA)).toBe(REASON);
    const list = (await (
      await t.request('/api/coachcard', { as: users.clubeA })
    ).json()) as CoachCard[];
    expect(list.find((card) => card._id === sent._id)?.Motivo_alteracoes).toBe(REASON);

    // The club saves its draft (trying to rewrite the reason): the referee's reason stays.
    const saved = (await (
      await put(back, users.clubeA, { Tema_esquema: 'Ondas corrigidas', Motivo_alteracoes: 'x' })
    ).json()) as CoachCard;
    expect(saved).toMatchObject({ Tema_esquema: 'Ondas corrigidas', Motivo_alteracoes: REASON });

    // Submitting again clears it.
    const resubmitted = (await (
      await put(saved, users.clubeA, { State: 'Submetido', Motivo_alteracoes: REASON })
    ).json()) as CoachCard;
    expect(resubmitted.State).toBe('Submetido');
    expect(resubmitted).not.toHaveProperty('Motivo_alteracoes');
    expect(await reasonOf(sent._id, users.referee)).toBeUndefined();
  });

  it('an admin sends a verified card back with a reason too; verifying ignores a reason', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    const verifiedRes = await put(sent, users.referee, {
      State: 'Verificado',
      Motivo_alteracoes: 'ignorado',
    });
    const verified = (await verifiedRes.json()) as CoachCard;
    expect(verified.State).toBe('Verificado');
    expect(verified).not.toHaveProperty('Motivo_alteracoes');
    const back = await put(verified, users.admin, {
      State: 'Rascunho',
      Motivo_alteracoes: REASON,
    });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ State: 'Rascunho', Motivo_alteracoes: REASON });
  });

  it('a club cannot set a reason on its own card (create or save): the server ignores it', async () => {
    const draft = await createOk(users.clubeA, { Motivo_alteracoes: 'Pedido falso' });
    expect(draft).not.toHaveProperty('Motivo_alteracoes');
    const saved = (await (
      await put(draft, users.clubeA, { Motivo_alteracoes: 'Pedido falso' })
    ).json()) as CoachCard;
    expect(saved).not.toHaveProperty('Motivo_alteracoes');
  });

  it('a club asking for changes on its own submitted card is refused (403) before the reason', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    expect((await put(sent, users.clubeA, { State: 'Rascunho' })).status).toBe(403);
  });

  it('the audit row of the request records the reason in its after', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    await put(sent, users.referee, { State: 'Rascunho', Motivo_alteracoes: REASON });
    const res = await t.request(`/api/audit?compId=${compId}&limit=200`, { as: users.admin });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as {
      items: { entityId: string; action: string; before: unknown; after: unknown }[];
    };
    const change = items.find((row) => row.entityId === sent._id && row.action === 'stateChange');
    expect(change?.before).not.toHaveProperty('Motivo_alteracoes');
    expect(change?.after).toMatchObject({ State: 'Rascunho', Motivo_alteracoes: REASON });
  });

  it('a reason longer than 2000 characters is refused (400)', async () => {
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    const res = await put(sent, users.referee, {
      State: 'Rascunho',
      Motivo_alteracoes: 'a'.repeat(2001),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Motivo_alteracoes');
  });
});

describe('delete', () => {
  it('referee cannot delete; another club gets 404; the club and admin can', async () => {
    const a = await createOk();
    expect(
      (await t.request(`/api/coachcard/${a._id}`, { method: 'DELETE', as: users.referee })).status,
    ).toBe(404);
    const sent = await createOk(users.clubeA, { State: 'Submetido' });
    expect(
      (await t.request(`/api/coachcard/${sent._id}`, { method: 'DELETE', as: users.referee }))
        .status,
    ).toBe(403);
    expect(
      (await t.request(`/api/coachcard/${a._id}`, { method: 'DELETE', as: users.clubeB })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/coachcard/${a._id}`, { method: 'DELETE', as: users.clubeA })).status,
    ).toBe(204);
    expect(
      (await t.request(`/api/coachcard/${sent._id}`, { method: 'DELETE', as: users.admin })).status,
    ).toBe(204);
    expect(await t.db.select().from(coachCards)).toHaveLength(0);
  });
});
