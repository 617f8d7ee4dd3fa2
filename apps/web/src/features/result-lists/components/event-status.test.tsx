import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderPlain } from '../../../test/render-with-providers';
import { EventStatus } from './event-status';

/** What everyone reads of an event's official state above its results (issue 22). */
describe('EventStatus', () => {
  it('says official, since when and who signed', async () => {
    renderPlain(
      <EventStatus
        status={{
          ...PROVISIONAL_STATUS,
          state: 'official',
          signedAt: '2026-11-28T11:02:00.000Z',
          signedBy: 'Juiz Árbitro',
          provisionalSince: '2026-11-28T10:40:00.000Z',
        }}
      />,
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Oficial/);
    expect(status).toHaveTextContent('assinados por Juiz Árbitro');
    expect(status).not.toHaveTextContent('Pedidos de revisão');
  });

  it('says provisional and corrected, with the review window and the open inquiries', async () => {
    renderPlain(
      <EventStatus
        status={{
          ...PROVISIONAL_STATUS,
          corrected: true,
          provisionalSince: '2099-11-28T10:40:00.000Z',
          inquiriesUntil: '2099-11-28T11:10:00.000Z',
          openInquiries: 2,
        }}
      />,
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Provisório — corrigido');
    expect(status).toHaveTextContent('Pedidos de revisão até 28/11');
    expect(status).toHaveTextContent('2 pedido(s) de revisão por responder.');
  });

  it('says when the review window closed', async () => {
    renderPlain(
      <EventStatus
        status={{
          ...PROVISIONAL_STATUS,
          provisionalSince: '2020-11-28T10:40:00.000Z',
          inquiriesUntil: '2020-11-28T11:10:00.000Z',
        }}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Provisório.*O prazo para pedidos de revisão terminou às 28\/11/,
    );
  });
});
