import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title block every home section opens with. */
export function SectionHeading({
  id,
  title,
  children,
  style,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  style?: React.CSSProperties;
}) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" style={style}>
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
