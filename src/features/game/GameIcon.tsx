// A game's square icon (128×128 source) with its size reserved, lazy by default. Falls back to the first
// character of the name when there is no icon or it fails to load. Plain elements with a CSS module: home's game
// grid draws ten on every start (decision 0010).
import { useState, type CSSProperties } from 'react';
import { assetUrl } from '@/api/client.ts';
import css from './GameIcon.module.css';

export interface GameIconProps {
  name: string;
  icon?: string;
  eager?: boolean;
  /** A size token of the theme. */
  boxSize?: '5' | '10' | '11';
  /** A radius token of the theme. */
  borderRadius?: 'md' | 'xl';
}

export function GameIcon({ name, icon, eager = false, boxSize = '11', borderRadius = 'xl' }: GameIconProps) {
  const [failed, setFailed] = useState(false);
  const src = assetUrl(icon);
  const style = { '--size': `var(--chakra-sizes-${boxSize})`, '--radius': `var(--chakra-radii-${borderRadius})` } as CSSProperties;
  if (!src || failed) {
    return <div className={css.letter} style={style} aria-hidden>{String(name ?? '').slice(0, 1)}</div>;
  }
  return (
    <div className={css.icon} style={style}>
      <img src={src} alt="" width={128} height={128} loading={eager ? 'eager' : 'lazy'} decoding="async"
        onError={() => setFailed(true)} />
    </div>
  );
}
