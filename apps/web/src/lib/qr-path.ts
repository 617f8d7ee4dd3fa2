import { encode } from 'uqr';

/**
 * A QR code of `value` as one SVG path of unit squares (uqr computes the modules; error
 * correction level M, as a printed code on a table by the pool may get wet or creased), with
 * the quiet zone of 4 modules the standard asks for; `size` is its side in modules.
 */
export function qrPath(value: string): { path: string; size: number } {
  const { data } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, size: data.length };
}
