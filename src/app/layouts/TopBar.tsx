// The sticky top bar: back (to the previous page, or home when the app was opened here), the title, and a
// right-hand slot that screens fill through <Page actions>. Plain elements (Shell.module.css: on every page).
import type { ReactNode, Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHEVRON_LEFT_PATH, PlainIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';
import { useShellState } from '@/components/shell.ts';
import plain from '@/components/plainButton.module.css';
import css from './Shell.module.css';

/** React Router keeps the position in its history stack as history.state.idx; 0 means we are the first page. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function TopBar({ routeTitle, showBack, actionsRef, extra }: {
  /** Shown unless the screen gives its own (<Page title>). */
  routeTitle: string;
  showBack: boolean;
  actionsRef: Ref<HTMLDivElement>;
  extra?: ReactNode;
}) {
  const title = useShellState('title') ?? routeTitle;
  const navigate = useNavigate();
  const goBack = () => {
    if (hasHistory()) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <div className={css.start}>
          {showBack && (
            <button type="button" aria-label={zhCN.common.back} className={`${plain.button} ${css.back}`} onClick={goBack}>
              <PlainIcon path={CHEVRON_LEFT_PATH} className={css.backIcon} />
            </button>
          )}
        </div>
        <h1 className={css.title} data-testid="page-title">{title}</h1>
        <div className={css.end}>
          <div ref={actionsRef} className={css.actions} />
          {extra}
        </div>
      </div>
    </header>
  );
}
