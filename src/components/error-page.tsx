import { Button, Center, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * What a visitor sees when a page fails to render (the router's default error component): a
 * friendly message, a way to try again and a way home, instead of a blank screen. The error
 * itself goes to the console for whoever is looking.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('The page failed to render:', error);
  }, [error]);

  return (
    <Center minH="60vh" px="4" py="16" role="alert">
      <Stack gap="5" textAlign="center" align="center" maxW="lg">
        <title>Something went wrong | Karakoram Trails</title>
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          This page could not be shown. Please try again, or go back to the home page.
        </Text>
        <HStack gap="3" pt="2" wrap="wrap" justify="center">
          <Button
            colorPalette="brand"
            size="lg"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
          <Button asChild variant="outline" size="lg">
            {/* A plain link: it reloads the app, which is what a broken page needs. */}
            <a href="/">Go Home</a>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
