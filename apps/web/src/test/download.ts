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
