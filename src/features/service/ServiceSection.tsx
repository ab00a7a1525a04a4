// A service page's block: the app's SectionCard with a labelled heading, an optional hint under it, then the content.
import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { SectionCard } from '@/components/SectionCard.tsx';

export function ServiceSection({ id, title, hint, children }: { id: string; title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <SectionCard title={title} titleProps={{ id, fontSize: 'md' }} headerGap="0" aria-labelledby={id} mb="3" testId={id}>
      {hint && <Text fontSize="xs" color="fg.muted" mt="0.5">{hint}</Text>}
      <Box mt="3">{children}</Box>
    </SectionCard>
  );
}
