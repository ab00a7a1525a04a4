// A white card with a heading, for the service pages' blocks.
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export function ServiceSection({ id, title, hint, children }: { id: string; title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.surface" borderRadius="xl" px="4" py="3" mb="3" data-testid={id}>
      <Heading as="h2" id={id} fontSize="md" fontWeight="semibold">{title}</Heading>
      {hint && <Text fontSize="xs" color="fg.muted" mt="0.5">{hint}</Text>}
      <Box mt="3">{children}</Box>
    </Box>
  );
}
