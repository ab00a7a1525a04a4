// The app's one dialog markup: a centred card with its title, body, footer buttons and a × (the dialogs of
// confirmDialog / promptDialog, and the few content dialogs such as 购买须知). A dialog never hand-rolls it.
import type { ReactNode } from 'react';
import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from '@/components/chakra/dialog.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { MODAL_CONTENT, MODAL_ROOT, usePageScrollLock } from '../overlay.ts';

export interface DialogFrameProps {
  open: boolean;
  /** ×, Esc or the backdrop. */
  onClose: () => void;
  onExitComplete?: () => void;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** 'xs' for a short question, 'sm' for a list to read. */
  size?: 'xs' | 'sm';
  /** Room between the card and the screen's sides. */
  px?: string;
  /** Room under the body. */
  bodyPb?: string;
  testId?: string;
}

export function DialogFrame({ open, onClose, onExitComplete, title, children, footer, size = 'xs', px = '8', bodyPb = '5', testId }: DialogFrameProps) {
  usePageScrollLock(open);
  return (
    <Dialog.Root
      {...MODAL_ROOT}
      closeOnInteractOutside
      open={open}
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      onExitComplete={onExitComplete}
      placement="center"
      size={size}
      motionPreset="scale"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={px}>
          <Dialog.Content {...MODAL_CONTENT} borderRadius="xl" data-testid={testId}>
            <Dialog.Header pb="2" justifyContent="center">
              <Dialog.Title fontSize="md" textAlign="center">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={bodyPb}>{children}</Dialog.Body>
            <Dialog.Footer gap="3" pt="0">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={zhCN.common.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
