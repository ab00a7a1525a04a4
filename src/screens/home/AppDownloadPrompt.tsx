// The app download prompt at the top of home: → appDownload, or × to hide it for good (remembered in
// localStorage). Read synchronously on first render, so a dismissed prompt never flashes or moves the page. Plain
// elements (AppDownloadPrompt.module.css): on every visitor's first screen.
import { useState } from 'react';
import { CLOSE_PATH, PlainIcon } from '@/components/icons.tsx';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { storedFlag } from '@/lib/storedFlag.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import plain from '@/components/plainButton.module.css';
import css from './AppDownloadPrompt.module.css';

/** Set by the prompt's ×. */
export const appPromptDismissed = storedFlag('appPromptDismissed');

export function AppDownloadPrompt() {
  const [hidden, setHidden] = useState(() => appPromptDismissed.isSet());
  if (hidden) return null;
  return (
    <div className={css.prompt} role="region" aria-label="下载APP" data-testid="app-prompt">
      <div className={css.logo} aria-hidden>APP</div>
      <div className={css.text}>
        <p className={css.title}>下载官方APP</p>
        <p className={css.hint}>交易消息实时提醒，买号卖号更安全</p>
      </div>
      <Link to={paths.appDownload} className={`${plain.button} ${css.open}`}>去下载</Link>
      {/* Our icon rather than Chakra's CloseButton, whose icon set would load with home for this one glyph. */}
      <button type="button" className={`${plain.button} ${css.close}`} aria-label={`${zhCN.common.close}下载提示`}
        onClick={() => { appPromptDismissed.set(); setHidden(true); }}>
        <PlainIcon path={CLOSE_PATH} className={css.closeIcon} />
      </button>
    </div>
  );
}
