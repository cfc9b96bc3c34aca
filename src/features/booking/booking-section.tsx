import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One numbered part of the booking form: a titled card (h2) with its content. */
export function BookingSection({
  id,
  step,
  title,
  children,
}: {
  id: string;
  step: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      shadow="xs"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="5">
        <Flex gap="3" align="center">
          <Flex
            aria-hidden
            boxSize="8"
            flexShrink={0}
            rounded="full"
            bg="brand.solid"
            color="brand.contrast"
            align="center"
            justify="center"
            fontWeight="bold"
            fontSize="sm"
          >
            {step}
          </Flex>
          <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
            {title}
          </Heading>
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
