import { useMemo } from 'react';
import { qrPath } from '../../../lib/qr-path';

interface QrCodeProps {
  /** What the code holds: a seat's link. */
  value: string;
  /** Its accessible name ('Código QR de J3 (figuras)'). */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
}

/** A QR code drawn as one SVG path, black on white (lib/qr-path.ts). */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const { path, size: modules } = useMemo(() => qrPath(value), [value]);
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
