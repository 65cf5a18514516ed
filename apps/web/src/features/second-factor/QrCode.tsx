import { useMemo } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { encode } from 'uqr';
import { qrPath } from './qr-path';

/** Four light modules around the code: the quiet zone scanners need to find it. */
const QUIET_ZONE = 4;

const useStyles = makeStyles({
  svg: { width: '184px', height: '184px', flexShrink: 0 },
  light: { fill: tokens.colorNeutralBackground1 },
  dark: { fill: tokens.colorNeutralForeground1 },
});

/**
 * A QR code drawn in the browser (uqr), so the secret it carries never leaves for an image service. It comes with
 * the enrolment's chunk, never with a page's first load.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const s = useStyles();
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
    return { size: qr.size, path: qrPath(qr.data) };
  }, [value]);
  return (
    <svg className={s.svg} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect className={s.light} width={size} height={size} />
      <path className={s.dark} d={path} />
    </svg>
  );
}
