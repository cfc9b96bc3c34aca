import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { entryProps } from './motion';

/** The title block every home section opens with. */
export function SectionHeading({
  id,
  title,
  children,
  entry,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  /** Its fade-in (`entryProps`), if it has one. */
  entry?: ReturnType<typeof entryProps>;
}) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" {...entry}>
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '3xl', md: '4xl' }}
        color="brand.fg"
        letterSpacing="-0.02em"
      >
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
