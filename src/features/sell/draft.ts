// The sell draft (both steps of 我要卖 / 估价): one valtio store, persisted to localStorage per game and mode
// (`sellDraft:<gameId>:<mode>`, an edit of a listing `…:edit<id>` so it never overwrites a new listing's draft) on
// every change, restored when a step opens, cleared after a successful submit. A draft may start filled in
// (startDraft): from a listing being edited or from a valuation (prefill.ts).
// It survives a reload, going back to step 1 and a sign-in detour: a 401 clears all of localStorage (spec §4),
// so the draft is also mirrored in sessionStorage and written back to localStorage as soon as the session changes.
import { proxy, useSnapshot } from 'valtio';
import type { AccountSource, GoodsFieldKey, SaleState } from '@/contract/types.ts';
import type { SellMode } from '@/config/paths.ts';
import { onSessionChange } from '@/stores/session.ts';

export interface DraftImage {
  url: string;
  name: string;
}

/** The listing a draft edits, as it was when the form opened. */
export interface EditedListing {
  id: number;
  /** 商品编号. */
  no: string;
  saleState: SaleState;
  auditDes?: string;
}

export interface SellDraft {
  gameId: number;
  mode: SellMode;
  /** Set when the draft edits one of my listings (代售 only): 提交 sends its edit, not a new listing. */
  edit?: EditedListing;
  /** The valuation (估价) this draft was filled from. */
  fromValuation?: number;
  // step 1
  systemId?: number;
  carrierId?: number;
  groupId?: number;
  serverId?: number;
  /** Names of the chosen 区服 levels, in order (e.g. ['安卓', 'QQ区']). */
  regionNames: string[];
  /** 1 自己注册, 2 他人注册. */
  accountSource?: AccountSource;
  /** Step 1 was completed with 下一步 (and not changed since). */
  basicDone: boolean;
  // step 2
  phone: string;
  qq: string;
  wechat: string;
  /** 游戏账号 (估价; and when editing a listing, the account the platform keeps). */
  account: string;
  fields: Partial<Record<GoodsFieldKey, string>>;
  price: string;
  /** 能否提供包赔材料 (代售 only). */
  assurance?: boolean;
  title: string;
  des: string;
  /** Once the seller edits the description it is no longer rewritten from the choices. */
  desEdited: boolean;
  titleImg: DraftImage[];
  urlArr: DraftImage[];
}

export const DRAFT_PREFIX = 'sellDraft:';

export function draftKey(gameId: number, mode: SellMode, editId?: number): string {
  return `${DRAFT_PREFIX}${gameId}:${mode}${editId === undefined ? '' : `:edit${editId}`}`;
}

export function emptyDraft(gameId: number, mode: SellMode): SellDraft {
  return {
    gameId, mode, regionNames: [], basicDone: false, phone: '', qq: '', wechat: '', account: '', fields: {}, price: '', title: '', des: '',
    desEdited: false, titleImg: [], urlArr: [],
  };
}

function stores(): Storage[] {
  const out: Storage[] = [];
  try {
    if (typeof window !== 'undefined') out.push(window.localStorage, window.sessionStorage);
  } catch {
    // Storage forbidden (private mode): the draft lives in memory only.
  }
  return out;
}

/** The saved draft of a game and mode (or of the edit of a listing), localStorage else its sessionStorage mirror, or null. */
export function readDraft(gameId: number, mode: SellMode, editId?: number): SellDraft | null {
  for (const storage of stores()) {
    const raw = storage.getItem(draftKey(gameId, mode, editId));
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as Partial<SellDraft>;
      if (parsed && typeof parsed === 'object' && parsed.gameId === gameId && parsed.mode === mode && parsed.edit?.id === editId) {
        return { ...emptyDraft(gameId, mode), ...parsed, fields: { ...parsed.fields } };
      }
    } catch {
      // A damaged entry is ignored.
    }
  }
  return null;
}

function write(draft: SellDraft): void {
  const text = JSON.stringify(draft);
  for (const storage of stores()) {
    try {
      storage.setItem(draftKey(draft.gameId, draft.mode, draft.edit?.id), text);
    } catch {
      // Quota full: keep the in-memory draft.
    }
  }
}

export const sellDraftState = proxy<{ draft: SellDraft | null }>({ draft: null });

/** Whether `draft` is the one of this game, mode and edited listing. */
export function isDraftOf(draft: Readonly<SellDraft> | null, gameId: number | null, mode: SellMode, editId?: number): boolean {
  return Boolean(draft && draft.gameId === gameId && draft.mode === mode && draft.edit?.id === editId);
}

/** Makes the draft of this game and mode the current one: the one in memory, the saved one, or a new one. */
export function openDraft(gameId: number, mode: SellMode): SellDraft {
  const current = sellDraftState.draft;
  if (current && isDraftOf(current, gameId, mode)) return current;
  sellDraftState.draft = readDraft(gameId, mode) ?? emptyDraft(gameId, mode);
  return sellDraftState.draft;
}

/** The draft of the edit of a listing, in memory or saved; null when the form must be filled from the listing first. */
export function openEditDraft(gameId: number, editId: number): SellDraft | null {
  const current = sellDraftState.draft;
  if (current && isDraftOf(current, gameId, 'sale', editId)) return current;
  const saved = readDraft(gameId, 'sale', editId);
  if (saved) sellDraftState.draft = saved;
  return saved;
}

/** Makes a filled-in draft (a listing to edit, a valuation to consign) the current one and saves it. */
export function startDraft(draft: SellDraft): void {
  sellDraftState.draft = draft;
  write(draft);
}

/** Changes the current draft and saves it. */
export function patchDraft(patch: Partial<Omit<SellDraft, 'gameId' | 'mode'>>): void {
  const draft = sellDraftState.draft;
  if (!draft) return;
  Object.assign(draft, patch);
  write(draft);
}

/** Sets (or with '' removes) one attribute value. */
export function setDraftField(key: GoodsFieldKey, value: string): void {
  const draft = sellDraftState.draft;
  if (!draft) return;
  const fields = { ...draft.fields };
  if (value === '') delete fields[key];
  else fields[key] = value;
  patchDraft({ fields });
}

/** Forgets the draft of this game and mode, or of the edit of a listing (after a successful submit). */
export function clearDraft(gameId: number, mode: SellMode, editId?: number): void {
  for (const storage of stores()) storage.removeItem(draftKey(gameId, mode, editId));
  if (isDraftOf(sellDraftState.draft, gameId, mode, editId)) sellDraftState.draft = null;
}

/** Forgets every draft (signing out: the next person on this device must not see the contact numbers). */
export function clearAllDrafts(): void {
  sellDraftState.draft = null;
  for (const storage of stores()) {
    for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  }
}

// A 401 clears localStorage: put the draft being edited straight back.
onSessionChange(() => {
  const draft = sellDraftState.draft;
  if (draft) write(draft);
});

/** The current draft for rendering (re-renders on every change). */
export function useSellDraft(): Readonly<SellDraft> | null {
  return useSnapshot(sellDraftState).draft as Readonly<SellDraft> | null;
}
