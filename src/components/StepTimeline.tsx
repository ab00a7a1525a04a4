// A deal's steps as nodes joined by a line (the order's 下单 → 付款 → 验号 → 换绑 → 完成, the 竞价回收 deal's
// 接受报价 → 回收商付款 → 平台验号 → 换绑 → 交易成功): done nodes are ticked, the current one ringed, a stopped one crossed.
import { Box, Flex, Text } from '@chakra-ui/react';

export type StepState = 'done' | 'current' | 'todo' | 'stopped';

export interface TimelineStep {
  label: string;
  state: StepState;
  /** A short note under the node (已付定金, 待确认…). */
  note?: string;
}

function Node({ step, index }: { step: TimelineStep; index: number }) {
  const done = step.state === 'done';
  const current = step.state === 'current';
  const stopped = step.state === 'stopped';
  return (
    <Flex boxSize="6" borderRadius="full" align="center" justify="center" fontSize="xs" fontWeight="semibold" flexShrink="0"
      bg={done ? 'brand.solid' : current ? 'brand.subtle' : stopped ? 'gray.400' : 'bg.muted'}
      color={done || stopped ? 'white' : current ? 'brand.fg' : 'fg.subtle'}
      borderWidth="2px" borderColor={done ? 'brand.solid' : current ? 'brand.solid' : stopped ? 'gray.400' : 'border'}
      aria-hidden>
      {done ? '✓' : stopped ? '×' : index + 1}
    </Flex>
  );
}

export function StepTimeline({ steps, label = '交易进度', testId = 'order-steps' }: { steps: TimelineStep[]; label?: string; testId?: string }) {
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" align="flex-start" data-testid={testId}>
      {steps.map((step, index) => (
        <Flex as="li" key={step.label} direction="column" align="center" flex="1" position="relative" minW="0"
          aria-current={step.state === 'current' ? 'step' : undefined} data-state={step.state}>
          {index > 0 && (
            <Box position="absolute" top="3" right="50%" w="full" h="2px" mt="-1px" zIndex="0"
              bg={step.state === 'done' || step.state === 'current' ? 'brand.solid' : 'border'} />
          )}
          <Box zIndex="1"><Node step={step} index={index} /></Box>
          <Text fontSize="xs" mt="1.5" fontWeight={step.state === 'current' ? 'semibold' : 'normal'}
            color={step.state === 'todo' ? 'fg.muted' : step.state === 'current' ? 'brand.fg' : 'fg'}>
            {step.label}
          </Text>
          <Text fontSize="2xs" color={step.state === 'stopped' ? 'fg.muted' : 'brand.fg'} minH="4" lineHeight="4">{step.note ?? ''}</Text>
        </Flex>
      ))}
    </Flex>
  );
}
