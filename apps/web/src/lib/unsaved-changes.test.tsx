import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesWarning } from './unsaved-changes';

function Page({ dirty, onFollow }: { dirty: boolean; onFollow: () => void }) {
  useUnsavedChangesWarning(dirty, 'Há alterações por gravar. Sair mesmo assim?');
  return (
    <a
      href="/outra"
      onClick={(event) => {
        event.preventDefault();
        onFollow();
      }}
    >
      Outra página
    </a>
  );
}

function stubConfirm(answer: boolean) {
  const confirm = vi.fn<(message?: string) => boolean>().mockReturnValue(answer);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

afterEach(() => vi.restoreAllMocks());

describe('useUnsavedChangesWarning', () => {
  it('asks before following a link while there are unsaved changes, and stays when refused', async () => {
    const confirm = stubConfirm(false);
    const onFollow = vi.fn();
    render(<Page dirty onFollow={onFollow} />);

    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));

    expect(confirm).toHaveBeenCalledWith('Há alterações por gravar. Sair mesmo assim?');
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('follows the link when confirmed, and asks nothing when all is saved', async () => {
    const confirm = stubConfirm(true);
    const onFollow = vi.fn();
    const { rerender } = render(<Page dirty onFollow={onFollow} />);
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(onFollow).toHaveBeenCalledTimes(1);

    confirm.mockClear();
    rerender(<Page dirty={false} onFollow={onFollow} />);
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onFollow).toHaveBeenCalledTimes(2);
  });

  it('makes the browser prompt on reload or close while dirty', () => {
    render(<Page dirty onFollow={vi.fn()} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
