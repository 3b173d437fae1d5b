import { useMemo } from 'react';
import { encodeQr, qrPath } from './qrCode.ts';

/** The four-module margin scanners need around a QR code. */
const QUIET_ZONE = 4;

/** A QR code drawn as SVG in the page (nothing is fetched from another host). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const modules = useMemo(() => encodeQr(text), [text]);
  const extent = modules.length + QUIET_ZONE * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges" data-testid="office-qr">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(modules, QUIET_ZONE)} fill="#000" />
    </svg>
  );
}
