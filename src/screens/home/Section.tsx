// A home section: a white card with a title, an optional 更多 link and its body. With `lazy`, the body is
// rendered only when the card comes near the viewport; until then a placeholder of `minH` holds its room,
// so nothing below moves when it loads. Plain elements with a CSS module: home draws five of them on every
// start (decision 0010).
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { useInView } from '@/lib/useInView.ts';
import css from './Section.module.css';

export interface SectionProps {
  title: string;
  /** Small grey text beside the title. */
  subtitle?: string;
  more?: { to: string; label?: string };
  /** Render the body only near the viewport. */
  lazy?: boolean;
  /** Room kept for the body before it renders (a Chakra size token, e.g. '24'). */
  minH?: string;
  /** Body padding; false for edge-to-edge content. */
  padded?: boolean;
  testId?: string;
  children: ReactNode;
}

export function Section({ title, subtitle, more, lazy = false, minH, padded = true, testId, children }: SectionProps) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  const show = !lazy || inView;
  return (
    <section ref={ref} aria-label={title} className={css.section} data-testid={testId}>
      <div className={css.head}>
        <h2 className={css.title}>{title}</h2>
        {subtitle && <p className={css.subtitle}>{subtitle}</p>}
        {more && (
          <Link to={more.to} className={css.more}>
            <div className={css.moreLabel}>
              {more.label ?? '更多'}
              <ChevronRightIcon boxSize="3.5" />
            </div>
          </Link>
        )}
      </div>
      <div className={padded ? css.body : `${css.body} ${css.flush}`}
        style={show || !minH ? undefined : { minHeight: `var(--chakra-sizes-${minH})` }}>
        {show ? children : null}
      </div>
    </section>
  );
}
