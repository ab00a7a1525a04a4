// A home section: a white card with a title, an optional 更多 link and its body. With `lazy`, the body is
// rendered only when the card comes near the viewport; until then a placeholder of `minH` holds its room,
// so nothing below moves when it loads.
import { useRef, type ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { useInView } from '@/lib/useInView.ts';

export interface SectionProps {
  title: string;
  /** Small grey text beside the title. */
  subtitle?: string;
  more?: { to: string; label?: string };
  /** Render the body only near the viewport. */
  lazy?: boolean;
  /** Room kept for the body before it renders (a Chakra size). */
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
    <Box ref={ref} as="section" aria-label={title} bg="bg.surface" borderRadius="xl" mx="3" mt="3" overflow="hidden"
      data-testid={testId}>
      <Flex align="center" px="4" pt="3" pb="2" gap="2">
        <Heading as="h2" fontSize="md" fontWeight="bold">{title}</Heading>
        {subtitle && <Text fontSize="xs" color="fg.muted" truncate>{subtitle}</Text>}
        {more && (
          <Link to={more.to} style={{ marginLeft: 'auto', flexShrink: 0 }}>
            <Flex align="center" fontSize="xs" color="fg.muted">
              {more.label ?? '更多'}
              <ChevronRightIcon boxSize="3.5" />
            </Flex>
          </Link>
        )}
      </Flex>
      <Box px={padded ? '4' : '0'} pb="3" minH={show ? undefined : minH}>
        {show ? children : null}
      </Box>
    </Box>
  );
}
