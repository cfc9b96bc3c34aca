import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * An admin list page's h1 and the line under it. The heading takes focus (tabIndex -1) so a
 * page can move focus to it when the element that had it goes away (a deleted row).
 */
export function AdminPageHeading({
  title,
  description,
  headingRef,
}: {
  title: string;
  description: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap="1">
      <Heading
        as="h1"
        ref={headingRef}
        tabIndex={-1}
        size={{ base: '2xl', md: '3xl' }}
        color="brand.fg"
        letterSpacing="-0.02em"
        _focus={{ outline: 'none' }}
      >
        {title}
      </Heading>
      <Text color="fg.muted">{description}</Text>
    </Stack>
  );
}
