import { encode } from 'uqr';
import { useMemo } from 'react';

interface QrCodeProps {
  /** What the code holds: a seat's link. */
  value: string;
  /** Its accessible name ('Código QR de J3 (figuras)'). */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn as one SVG path (uqr computes the modules; error correction level M, as a
 * printed code on a table by the pool may get wet or creased), black on white with the quiet
 * zone the standard asks for.
 */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
