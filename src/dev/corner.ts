// Where the corner tools (the 模拟 badge, the data-space badge, the QA wrench and 隐藏) sit, and whether they show.
//
// Where: floating over the screen they always covered something (a price line, the 立即购买 bar's 联系客服, a
// card's text), on some page at some scroll. Every screen has the top bar, and in it the room between the back
// button's slot (40 px from 4 px) and the centred title holds nothing: the dock sits there, and the title stays
// clear of it (TopBar bounds its title by --dev-corner-inset, which DevTools sets to the dock's right edge; unset,
// as in production, it changes nothing). From lg (1024 px) the grey gutter left of the 540 px column has room
// for the dock, level with the top bar: it sits there and the title keeps its whole width.
//
// Whether: a presenter wants a clean screen. `?mockTools=0` hides the tools for the rest of the visit (this tab's
// sessionStorage: a reload or a new page keeps them hidden), `?mockTools=1` shows them again; 隐藏 in the dock
// does what `?mockTools=0` does.
import { DESKTOP_QUERY } from '@/lib/media.ts';

/** The app's desktop breakpoint (Chakra's lg): from here the dock sits in the gutter. */
export const DOCK_IN_GUTTER = DESKTOP_QUERY;

/** The property TopBar bounds its title with (written out there too: the app does not import src/dev). */
export const TITLE_INSET_VAR = '--dev-corner-inset';

/** The dock: fixed, level with the top bar; in the top bar after the back button, or in the gutter from lg. */
export const DEV_CORNER = {
  top: '0',
  h: 'topBar',
  // A fixed box's percentages are the viewport's width without its scroll bar: the width the column centres in.
  left: { base: 'calc(max(0px, (100% - var(--chakra-sizes-column)) / 2) + var(--chakra-spacing-11))', lg: 'auto' },
  right: { base: 'auto', lg: 'calc((100% + var(--chakra-sizes-column)) / 2 + var(--chakra-spacing-2))' },
} as const;

/** The URL flag and the session key it is kept under. */
export const MOCK_TOOLS_PARAM = 'mockTools';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the tools are hidden: `?mockTools=0` hides them and `?mockTools=1` shows them, each kept for the rest
 * of the visit; without the flag, what the visit said last (shown at first).
 */
export function mockToolsHidden(search: string, store: SessionStore | null = sessionStore()): boolean {
  const flag = new URLSearchParams(search).get(MOCK_TOOLS_PARAM);
  try {
    if (flag === '0') store?.setItem(MOCK_TOOLS_PARAM, '0');
    else if (flag === '1') store?.removeItem(MOCK_TOOLS_PARAM);
    return store?.getItem(MOCK_TOOLS_PARAM) === '0';
  } catch {
    // Storage refused (a private window's quota): the flag still holds for this page.
    return flag === '0';
  }
}

/** 隐藏: what `?mockTools=0` does. */
export function hideMockTools(store: SessionStore | null = sessionStore()): void {
  try {
    store?.setItem(MOCK_TOOLS_PARAM, '0');
  } catch {
    // Not kept: hidden on this page only.
  }
}
