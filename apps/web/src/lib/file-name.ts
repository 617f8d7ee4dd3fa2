/** Characters no common file system accepts in a name, plus control characters. */
// eslint-disable-next-line no-control-regex
const INVALID_FILE_NAME_CHARACTERS = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/** A name safe to offer as a download: invalid characters removed, spaces collapsed. */
export function toSafeFileName(name: string, fallback = 'documento'): string {
  const safe = name
    .replace(INVALID_FILE_NAME_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  return safe || fallback;
}

/** Offers a Blob to the browser as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
