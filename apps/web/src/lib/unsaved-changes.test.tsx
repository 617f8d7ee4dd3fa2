import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesModal } from '../components/unsaved-changes-modal';
import { isLeavingPage, useUnsavedChangesGuard } from './unsaved-changes';

const MESSAGE = 'Há alterações por gravar. Sair sem gravar?';

/** A form page: dirty once something is typed, 'Gravar' saves (and may go to the list). */
function FormPage({ goesToListOnSave = false }: { goesToListOnSave?: boolean }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  const guard = useUnsavedChangesGuard(name !== saved);
  return (
    <main>
      <h1>Formulário</h1>
      <label>
        Nome
        <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          if (goesToListOnSave) {
            guard.allowNextNavigation();
            void navigate('/lista');
          } else {
            setSaved(name);
          }
        }}
      >
        Gravar
      </button>
      <Link to="/lista">Voltar à lista</Link>
      <Link to="#atletas">Atletas</Link>
      <UnsavedChangesModal guard={guard} message={MESSAGE} />
    </main>
  );
}

function renderForm({ goesToListOnSave = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/lista', element: <h1>Lista</h1> },
      { path: '/form', element: <FormPage goesToListOnSave={goesToListOnSave} /> },
    ],
    { initialEntries: ['/lista', '/form'], initialIndex: 1 },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

async function typeName(text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), text);
}

describe('useUnsavedChangesGuard with UnsavedChangesModal', () => {
  it('asks in Portuguese before a link leaves unsaved work; «Ficar na página» keeps what was typed', async () => {
    const router = renderForm();
    await typeName('Taça de Inverno');

    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alterações por gravar' });
    expect(dialog).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Ficar na página' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Taça de Inverno');
  });

  it('leaves after «Sair sem gravar»', async () => {
    const router = renderForm();
    await typeName('Taça');

    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem gravar' }));

    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/lista');
  });

  it("holds the browser's Back (a history pop) too, and lets it go on when the person leaves", async () => {
    const router = renderForm();
    await typeName('Taça');

    await act(() => router.navigate(-1));

    expect(await screen.findByRole('dialog', { name: 'Alterações por gravar' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Taça');

    await userEvent.click(screen.getByRole('button', { name: 'Sair sem gravar' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
  });

  it('asks nothing with nothing changed, or once the change is saved', async () => {
    const router = renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();

    await act(() => router.navigate('/form'));
    await typeName('Taça');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));

    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the form itself go on after a save (allowNextNavigation), then guards again', async () => {
    const router = renderForm({ goesToListOnSave: true });
    await typeName('Taça');

    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/form'));
    await typeName('Outra');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    expect(await screen.findByRole('dialog', { name: 'Alterações por gravar' })).toBeVisible();
  });

  it('does not ask for a jump inside the page (only the hash changes)', async () => {
    const router = renderForm();
    await typeName('Taça');

    await userEvent.click(screen.getByRole('link', { name: 'Atletas' }));

    expect(router.state.location.hash).toBe('#atletas');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("makes the browser's own prompt show on reload or close only while dirty", async () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await typeName('Taça');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

describe('isLeavingPage', () => {
  const at = (pathname: string, search = '', hash = '') => ({
    pathname,
    search,
    hash,
    state: null,
    key: 'k',
  });

  it.each([
    ['another path', at('/admin'), at('/competition'), true],
    ['another record (query)', at('/admin', '?id=1'), at('/admin', '?id=2'), true],
    ['a new record from an open one', at('/admin', '?id=1'), at('/admin'), true],
    ['the same page, another hash', at('/admin', '?id=1'), at('/admin', '?id=1', '#x'), false],
  ])('%s', (_name, currentLocation, nextLocation, expected) => {
    expect(isLeavingPage({ currentLocation, nextLocation })).toBe(expected);
  });
});
