import QRCode from 'qrcode';
import { useMemo } from 'react';
import './claim-qr.css';

/** Light modules around the code, as the QR standard asks (4), so that phone cameras find its edges. */
const QUIET_ZONE = 4;

/**
 * The QR code of a claim, drawn here as SVG (no outside service, no canvas): one path of dark squares on white,
 * error correction M (a counter's worn print or a cracked screen still reads). `text` is what it encodes: the
 * staff's /verify page with the code, on this origin. Sized by CSS (at least 14rem wide on a phone).
 */
export function ClaimQr({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) d += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: d };
  }, [text]);
  return (
    <svg
      className="tp-claim__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="claim-qr"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
