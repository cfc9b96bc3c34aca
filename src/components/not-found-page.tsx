import { Button, Center, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteLayout } from './layout/site-layout';

/** SPEC 2: the 404 page, which also logs the missing path to the console. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <SiteLayout>
      <title>Page Not Found | Karakoram Trails</title>
      <Center minH="70vh" px="4" py="16">
        <Stack gap="5" textAlign="center" align="center" maxW="lg">
          <Text
            fontFamily="heading"
            fontSize={{ base: '7xl', md: '9xl' }}
            fontWeight="900"
            lineHeight="1"
            color="brand.solid"
          >
            404
          </Text>
          <Heading as="h1" size="2xl">
            Page Not Found
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            The page you are looking for doesn&apos;t exist or has been moved.
          </Text>
          <HStack gap="3" pt="2" wrap="wrap" justify="center">
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/">Go Home</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/tours">Browse Tours</Link>
            </Button>
          </HStack>
        </Stack>
      </Center>
    </SiteLayout>
  );
}
