import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plainStyles } from '../../../components/plain/plain';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OfficialPanel } from './official-panel';

describe('OfficialPanel: the corrections history', () => {
  it("opens from a secondary button styled like the page's others (issue 38)", async () => {
    mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions/c1/inquiries': () => jsonResponse({ inquiries: [] }),
      'GET /api/competitions/c1/resultList/events/1/corrections': () =>
        jsonResponse({ corrections: [] }),
    });
    renderWithProviders(
      <OfficialPanel
        competitionId="c1"
        ordem={1}
        eventLabel="Infantil — Figuras"
        status={{ ...PROVISIONAL_STATUS, state: 'official' }}
        entries={[]}
      />,
      {
        auth: createFakeAuth({ isAuthenticated: true, accessToken: 'referee-token' }),
        frame: false,
      },
    );

    const button = await screen.findByRole('button', { name: 'Histórico de correções' });
    // The app's secondary button (PlainButton 'default', as 'Imprimir' and the spreadsheets'),
    // not a link-coloured bare browser button.
    expect(button).toHaveClass(plainStyles.button ?? 'button', plainStyles.default ?? 'default');
    expect(button).not.toHaveClass(plainStyles.link ?? 'link');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(await screen.findByText('Sem correções nesta prova.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Esconder o histórico' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
