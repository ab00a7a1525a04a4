// Small layout pieces shared by the account pages: a white card with an optional heading, and a label/value row.
import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { SectionCard } from './SectionCard.tsx';

export function Card({ title, extra, children, testId }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <SectionCard title={title} extra={extra} testId={testId} py="3.5" headerGap="2.5" titleProps={{ fontSize: 'md', lineHeight: '1.5' }}>
      {children}
    </SectionCard>
  );
}

export function InfoRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }} fontSize="sm">
      <Text color="fg.muted" flexShrink={0}>{label}</Text>
      <Box textAlign="right" minW="0" data-testid={testId}>{children}</Box>
    </Flex>
  );
}
