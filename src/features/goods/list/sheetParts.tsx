// A bottom sheet (Chakra Drawer) with a title, a scrolling body and a 重置 / 确定 footer.
import { useRef, type ReactNode } from 'react';
import { Button, CloseButton, Flex, Portal } from '@chakra-ui/react';
import { Drawer } from '@/components/chakra/drawer.ts';
import { zhCN } from '@/locales/zh-CN.ts';

export function Sheet({ open, title, onClose, onReset, onConfirm, children }: {
  open: boolean;
  title: string;
  onClose: () => void;
  onReset: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  // Focus the close button, not the first input: a phone would open its keyboard over the sheet.
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Drawer.Root open={open} onOpenChange={(d) => { if (!d.open) onClose(); }} placement="bottom"
      initialFocusEl={() => closeRef.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="column" mx="auto" borderTopRadius="xl" maxH="85dvh">
            <Drawer.Header py="3" justifyContent="center">
              <Drawer.Title fontSize="md">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" pb="4" pt="0">{children}</Drawer.Body>
            <Drawer.Footer gap="3" py="3" borderTopWidth="1px" borderColor="border.muted" pb="calc(var(--chakra-spacing-3) + env(safe-area-inset-bottom))">
              <Button flex="1" variant="outline" onClick={onReset}>{zhCN.common.reset}</Button>
              <Button flex="2" onClick={onConfirm}>{zhCN.common.confirm}</Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild top="2.5">
              <CloseButton ref={closeRef} size="sm" aria-label={zhCN.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A row of choice chips; `selected` decides the look, `onToggle` the behaviour (single or multi). */
export function ChipGroup<T extends string | number>({ label, options, isSelected, onToggle }: {
  label: string;
  options: { value: T; label: string }[];
  isSelected: (value: T) => boolean;
  onToggle: (value: T) => void;
}) {
  return (
    <Flex role="group" aria-label={label} wrap="wrap" gap="2">
      {options.map((o) => {
        const on = isSelected(o.value);
        return (
          <Button key={String(o.value)} size="xs" variant={on ? 'subtle' : 'outline'} colorPalette={on ? 'brand' : 'gray'}
            borderColor={on ? 'brand.solid' : 'border'} borderWidth="1px" fontWeight="normal" aria-pressed={on}
            onClick={() => onToggle(o.value)} minW="16">
            {o.label}
          </Button>
        );
      })}
    </Flex>
  );
}
