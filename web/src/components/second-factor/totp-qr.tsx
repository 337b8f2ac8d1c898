import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

type Modules = boolean[][];

/**
 * The QR code of an `otpauth://` URI, drawn as SVG from the encoder's modules (no markup from a
 * library is injected). The encoder is loaded only when a setup shows it.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const [modules, setModules] = useState<Modules | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (current) setModules(encode(uri, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      current = false;
    };
  }, [uri]);

  if (!modules) return <Skeleton width={200} height={200} />;
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
