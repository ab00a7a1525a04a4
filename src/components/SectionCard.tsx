// A white rounded card section with an optional h2 heading row (title on the left, `extra` on the right).
// The one white card of the app (account, order, recycle, sell, service and content pages); each passes its own
// spacing through Box props.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, type BoxProps, type HeadingProps } from '@chakra-ui/react';

export interface SectionCardProps extends Omit<BoxProps, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Space under the heading row (a Chakra spacing token). */
  headerGap?: BoxProps['mb'];
  /** Extra props for the h2 (e.g. fontSize="md"). */
  titleProps?: HeadingProps;
}

export function SectionCard({ title, extra, children, testId, headerGap = '2', titleProps, ...rest }: SectionCardProps) {
  return (
    <Box as="section" bg="bg.surface" borderRadius="xl" px="4" py="3" data-testid={testId} {...rest}>
      {title && (
        <Flex align="center" justify="space-between" mb={headerGap} gap="2">
          <Heading as="h2" fontSize="sm" fontWeight="semibold" {...titleProps}>{title}</Heading>
          {extra}
        </Flex>
      )}
      {children}
    </Box>
  );
}
