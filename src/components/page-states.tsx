import { Center, Container, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}

/** A page's title block; screens owned by later issues show only this for now. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '14' }}>
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.fg" letterSpacing="-0.02em">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
