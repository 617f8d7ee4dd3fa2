import type { Inquiry } from '@artistic/domain/result-list/official';
import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OfficialPanel } from './official-panel';

const inquiry = (over: Partial<Inquiry>): Inquiry => ({
  id: 'q1',
  Ordem: 1,
  Categoria: 'INF',
  Prova: 'Figuras',
  entry: 'fig:101',
  entryLabel: 'Ana Silva',
  club: 'Clube Natação Alfa',
  text: 'A nota do J1 parece trocada.',
  filedByName: 'Clube Alfa',
  filedAt: '2099-11-28T10:45:00.000Z',
  decision: null,
  answer: null,
  answeredByName: null,
  answeredAt: null,
  version: 1,
  ...over,
});

const open = [
  inquiry({ id: 'q1', entryLabel: 'Ana Silva', version: 1 }),
  inquiry({
    id: 'q2',
    entry: 'fig:20101',
    entryLabel: 'Beatriz Sousa',
    club: 'Clube Natação Beta',
    version: 3,
  }),
  inquiry({ id: 'q3', entry: 'fig:102', entryLabel: 'Carla Dias', version: 1 }),
];

function renderPanel() {
  renderWithProviders(
    <OfficialPanel
      competitionId="c1"
      ordem={1}
      eventLabel="Figuras INF"
      status={{
        ...PROVISIONAL_STATUS,
        provisionalSince: '2099-11-28T10:40:00.000Z',
        inquiriesUntil: '2099-11-28T11:10:00.000Z',
        openInquiries: 3,
      }}
      entries={[]}
    />,
    { auth: createFakeAuth({ isAuthenticated: true, accessToken: 'referee-token' }), frame: false },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The referee answers several open inquiries of the event at once (issue 36). */
describe('OfficialPanel: answering several inquiries', () => {
  it('ticks two inquiries by keyboard and mouse, writes one reason and refuses both in one request', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions/c1/inquiries': () => jsonResponse({ inquiries: open }),
      'POST /api/competitions/c1/inquiries/answers': () =>
        jsonResponse({
          inquiries: [open[0], open[1]].map((i) => ({
            ...i,
            decision: 'Recusado',
            answer: 'As notas conferem.',
            answeredByName: 'Juiz',
            answeredAt: '2099-11-28T10:50:00.000Z',
            version: (i?.version ?? 1) + 1,
          })),
        }),
    });
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole('group', { name: 'Responder a vários pedidos' });
    const box = within(group);
    expect(box.getByText(/Escolha os pedidos, escreva um motivo/)).toBeInTheDocument();
    expect(
      box.getByRole('checkbox', { name: 'Todos os pedidos por responder (3)' }),
    ).not.toBeChecked();
    // Keyboard: focus Ana's box and tick it with the space bar.
    const ana = box.getByRole('checkbox', { name: 'Ana Silva (Clube Natação Alfa)' });
    ana.focus();
    await user.keyboard(' ');
    expect(ana).toBeChecked();
    await user.click(box.getByRole('checkbox', { name: 'Beatriz Sousa (Clube Natação Beta)' }));
    const refuse = box.getByRole('button', { name: 'Recusar os escolhidos (2)' });
    expect(box.getByRole('button', { name: 'Aceitar os escolhidos (2)' })).toBeInTheDocument();
    // Without a reason nothing is sent.
    await user.click(refuse);
    expect(box.getByRole('alert')).toHaveTextContent('Escreva o motivo da decisão.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(
      box.getByLabelText('Motivo da decisão (para todos os escolhidos)'),
      'As notas conferem.',
    );
    await user.click(refuse);
    expect(await box.findByRole('status')).toHaveTextContent(
      '2 pedido(s) de revisão respondido(s).',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/competitions/c1/inquiries/answers');
    expect(post?.headers.get('Authorization')).toBe('Bearer referee-token');
    expect(post?.body).toEqual({
      answers: [
        { id: 'q1', version: 1, decision: 'Recusado', reason: 'As notas conferem.' },
        { id: 'q2', version: 3, decision: 'Recusado', reason: 'As notas conferem.' },
      ],
    });
  });

  it('asks for a choice first, and shows the server refusal naming the stale inquiry', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions/c1/inquiries': () => jsonResponse({ inquiries: open }),
      'POST /api/competitions/c1/inquiries/answers': () =>
        jsonResponse(
          {
            type: 'about:blank#conflict',
            title: 'Conflito: o registo foi alterado entretanto',
            status: 409,
            detail:
              'Nenhum pedido foi respondido. Já respondidos: Carla Dias (n.º q3). Alterados entretanto: —. Recarregue e responda de novo.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole('group', { name: 'Responder a vários pedidos' });
    const box = within(group);
    await user.type(box.getByLabelText('Motivo da decisão (para todos os escolhidos)'), 'Certo.');
    await user.click(box.getByRole('button', { name: 'Aceitar os escolhidos (0)' }));
    expect(box.getByRole('alert')).toHaveTextContent('Escolha pelo menos um pedido.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(box.getByRole('checkbox', { name: 'Todos os pedidos por responder (3)' }));
    await user.click(box.getByRole('button', { name: 'Aceitar os escolhidos (3)' }));
    expect(await box.findByText(/Já respondidos: Carla Dias \(n\.º q3\)/)).toBeInTheDocument();
    expect(
      (calls.find((c) => c.method === 'POST')?.body as { answers: unknown[] }).answers,
    ).toHaveLength(3);
  });

  it('is not offered with a single open inquiry (its own form answers it)', async () => {
    mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions/c1/inquiries': () =>
        jsonResponse({ inquiries: [open[0], { ...open[1], decision: 'Aceite' }] }),
    });
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Recusar' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Responder a vários pedidos' })).toBeNull();
  });
});

/** The referee signs an event off while its inquiry window is still open (issue 38). */
describe('OfficialPanel: signing inside the inquiry window', () => {
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  /** 12:34: how the dialog says a time (the reader's time zone). */
  const clock = (iso: string) =>
    new Intl.DateTimeFormat('pt-PT', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  function renderSignOff(inquiriesUntil: string) {
    const status = {
      ...PROVISIONAL_STATUS,
      provisionalSince: minutesFromNow(-30),
      inquiriesUntil,
    };
    const calls = mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions/c1/inquiries': () => jsonResponse({ inquiries: [] }),
      'POST /api/competitions/c1/resultList/events/1/sign': () =>
        jsonResponse({ status: { ...status, state: 'official', inquiriesUntil: null } }),
    });
    renderWithProviders(
      <OfficialPanel
        competitionId="c1"
        ordem={1}
        eventLabel="Figuras INF"
        status={status}
        entries={[{ entry: 'fig:101', name: 'Ana Silva', club: 'Clube Natação Alfa', total: 70 }]}
      />,
      {
        auth: createFakeAuth({ isAuthenticated: true, accessToken: 'referee-token' }),
        frame: false,
      },
    );
    return { calls, status };
  }

  it('says when the window closes, that signing now closes it, and signs only once the referee confirms', async () => {
    const until = minutesFromNow(20);
    const { calls, status } = renderSignOff(until);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Oficializar resultados' }));
    expect(
      screen.getByText(
        `A janela de pedidos de revisão fecha às ${clock(until)}; assinar agora fecha-a já.`,
      ),
    ).toBeVisible();
    const yes = screen.getByRole('button', { name: 'Sim, oficializar' });
    expect(yes).toBeDisabled();
    await user.click(yes);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', { name: 'Fechar já a janela de pedidos de revisão' }),
    );
    expect(yes).toBeEnabled();
    await user.click(yes);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      provisionalSince: status.provisionalSince,
      closeInquiryWindow: true,
    });
  });

  it('asks for no confirmation once the window has closed', async () => {
    const { calls, status } = renderSignOff(minutesFromNow(-1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Oficializar resultados' }));
    expect(screen.queryByText(/A janela de pedidos de revisão fecha às/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sim, oficializar' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      provisionalSince: status.provisionalSince,
    });
  });
});
