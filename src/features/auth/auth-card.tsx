import { Box, Center, Link as ChakraLink, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Card } from '../../components/ui/card';
import type { ReactNode } from 'react';

/**
 * The centred card both auth screens use, over a soft mountain backdrop, with a link to the
 * other screen under it ('Already have an account? Login').
 */
export function AuthCard({
  title,
  subtitle,
  children,
  switchPrompt,
  switchTo,
  footnote,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  switchPrompt: string;
  switchTo: { to: '/login' | '/register'; label: string };
  /** A line under the switch (the login page's way in for guests). */
  footnote?: ReactNode;
}) {
  return (
    <Center
      minH="calc(100dvh - 72px)"
      px="4"
      py="12"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
    >
      <Card.Root w="full" maxW="md" shadow="lg" rounded="2xl">
        <Card.Header textAlign="center" gap="2">
          <Heading as="h1" size="2xl" color="brand.fg">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        <Card.Footer justifyContent="center" flexDirection="column" gap="2">
          <Box fontSize="sm" color="fg.muted">
            {switchPrompt}{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to={switchTo.to}>{switchTo.label}</Link>
            </ChakraLink>
          </Box>
          {footnote}
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
