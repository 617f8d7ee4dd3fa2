import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Stubs the browser side of a download (the object URL and the hidden link's click) so a test
 * can see what was downloaded: `link()` is the clicked link, `blob()` what it pointed at.
 */
export function stubDownload(blobUrl: string) {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue(blobUrl);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const link = () => click.mock.contexts[0] as HTMLAnchorElement;
  return {
    click,
    link,
    blob: () => createObjectURL.mock.calls[0]?.[0] as Blob,
    /** Waits for the one download and returns its link. */
    async downloaded(): Promise<HTMLAnchorElement> {
      await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      return link();
    },
  };
}

/** Clicks the button that downloads a file (found by its name) and answers the downloaded link. */
export async function clickToDownload(button: string, blobUrl: string): Promise<HTMLAnchorElement> {
  const download = stubDownload(blobUrl);
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return download.downloaded();
}

/** A PDF renderer's stand-in: answers a tiny PDF at once, and records its calls. */
export function fakePdfRenderer() {
  return vi.fn(() => Promise.resolve(new Blob(['%PDF-1.3'])));
}

/**
 * A page's answer whose competition is named 'Taça: Inverno/2026?', with characters a file name
 * may not hold: the downloaded file must be named without them.
 */
export function withUnsafeCompetitionName<T extends { competition: { Nome: string } }>(
  answer: T,
): T {
  return { ...answer, competition: { ...answer.competition, Nome: 'Taça: Inverno/2026?' } };
}
