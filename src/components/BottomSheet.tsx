// The bottom sheet of the app (goods list 区服 / 筛选, 包赔介绍, 交易须知, 微信支付, 申请售后): the full width of
// the phone, the 540 px column on a desktop, a centred title, a scrolling body and an optional footer.
//
// Plain elements, not Chakra's Drawer: Ark's dialog and presence machines run each transition in a microtask
// under flushSync, a synchronous render of the sheet in the tap that opens or closes it (the 确认 of 筛选 at 4×
// CPU: docs/decisions/0017). What the Drawer did, this does itself, as a modal dialog should:
// - role="dialog", aria-modal, named by its title; data-state="open" | "closed" (the styles' _open / _closed);
// - focus moves to the close button on open (not the first input: a phone would open its keyboard over the
//   sheet), Tab stays inside, and focus goes back to where it was on close;
// - Esc and a tap beside the sheet close it, unless `modal` (a payment in progress);
// - the page under it does not scroll (usePageScrollLock); the backdrop covers it;
// - it mounts on first open and unmounts once its closing animation has run.
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, CloseButton, Flex } from '@chakra-ui/react';
import { zhCN } from '@/locales/zh-CN.ts';
import { usePageScrollLock } from './overlay.ts';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Not closable by the backdrop or Esc (a payment in progress). */
  modal?: boolean;
}

/** The open sheets, innermost last: Esc closes only the last one. */
const openSheets: symbol[] = [];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function BottomSheet({ open, onOpenChange, title, children, footer, modal }: BottomSheetProps) {
  // Mounted from the first opening until the closing animation has run (state adjusted while rendering).
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  usePageScrollLock(open);
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onEscape = useEffectEvent(() => {
    if (!modal) onOpenChange(false);
  });

  // Focus in on open, back to the opener on close; Esc closes the innermost sheet.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus({ preventScroll: true });
    const me = Symbol('sheet');
    openSheets.push(me);
    const content = contentRef.current;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || openSheets.at(-1) !== me) return;
      // A layer above the sheet (a dialog opened from it) has the focus and its own Esc.
      const target = e.target instanceof Node ? e.target : null;
      if (target && target !== document.body && !content?.contains(target)) return;
      e.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openSheets.splice(openSheets.indexOf(me), 1);
      // In the next frame's own style pass, not one forced inside the tap that closes the sheet.
      if (opener?.isConnected && content?.contains(document.activeElement)) {
        requestAnimationFrame(() => { if (opener.isConnected) opener.focus({ preventScroll: true }); });
      }
    };
  }, [open]);

  // Closed: unmounted once the closing animations have run (read a frame later, when the styles are computed
  // anyway; none under reduced motion).
  useEffect(() => {
    if (open || !mounted) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const content = contentRef.current;
      // jsdom has no Web Animations: nothing to wait for there.
      const animations = content && 'getAnimations' in content ? content.getAnimations() : [];
      const done = () => { if (!cancelled) setMounted(false); };
      void Promise.allSettled(animations.map((a) => a.finished)).then(done);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [open, mounted]);

  if (!mounted) return null;
  const state = open ? 'open' : 'closed';

  /** Tab and Shift+Tab cycle inside the sheet. */
  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !contentRef.current) return;
    const focusable = [...contentRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    // From the sheet itself (a tap on its text focuses it) as from either end.
    const onSheet = document.activeElement === contentRef.current;
    if (e.shiftKey && (onSheet || document.activeElement === first)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (onSheet || document.activeElement === last)) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      {/* A tap beside the sheet lands here. Closing, it lets taps through (the sheet is leaving): pointer-events
          set on an element without children, since the property is inherited and would restyle the whole sheet. */}
      <Box data-state={state} position="fixed" inset="0" bg="blackAlpha.500" zIndex="popover"
        pointerEvents={open ? 'auto' : 'none'} onClick={() => { if (!modal) onOpenChange(false); }}
        _open={{ animationName: 'fade-in', animationDuration: 'slow' }}
        _closed={{ animationName: 'fade-out', animationDuration: 'moderate', animationFillMode: 'forwards' }} />
      <Flex position="fixed" inset="0" zIndex="popover" justify="center" align="flex-end" overscrollBehaviorY="none" pointerEvents="none">
        <Flex ref={contentRef} pointerEvents="auto" role="dialog" aria-modal="true" aria-labelledby={titleId} data-state={state} tabIndex={-1}
          onKeyDown={trapTab} direction="column" position="relative" outline="0" textStyle="sm" bg="bg.panel" boxShadow="lg"
          maxW="column" w="full" borderTopRadius="2xl" maxH="85dvh" pb={footer ? undefined : 'env(safe-area-inset-bottom)'}
          _open={{ animationName: 'slide-from-bottom-full, fade-in', animationDuration: 'slowest', animationTimingFunction: 'ease-in-smooth' }}
          _closed={{ animationName: 'slide-to-bottom-full, fade-out', animationDuration: 'slower', animationTimingFunction: 'ease-in-smooth', animationFillMode: 'forwards' }}>
          <Flex py="3" px="4" borderBottomWidth="1px" borderColor="border.muted" flex="0">
            <Box as="h2" id={titleId} fontSize="md" fontWeight="semibold" textAlign="center" w="full">{title}</Box>
          </Flex>
          <Box px="4" py="4" flex="1" overflowY="auto">{children}</Box>
          {footer && (
            <Flex px="4" py="3" gap="3" align="center" justify="flex-end" borderTopWidth="1px" borderColor="border.muted"
              pb="calc(var(--chakra-spacing-3) + env(safe-area-inset-bottom))">
              {footer}
            </Flex>
          )}
          <CloseButton ref={closeRef} position="absolute" top="2" insetEnd="2" size="sm" color="fg.muted"
            aria-label={zhCN.common.close} onClick={() => onOpenChange(false)} />
        </Flex>
      </Flex>
    </>,
    document.body,
  );
}
