import { Button, Center, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';

/** SPEC 2, 8: the tour does not exist (or has been removed). Tour detail and booking pages. */
export function TourNotFound() {
  return (
    <Center minH="60vh" px="4" py="16">
      <title>Tour Not Found | Karakoram Trails</title>
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          Tour Not Found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The tour you&apos;re looking for doesn&apos;t exist or has been removed.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/tours">View All Tours</Link>
        </Button>
      </Stack>
    </Center>
  );
}

/** No answer or a server error: the tour may exist, so offer to try again (`onRetry`). */
export function TourLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center minH="60vh" px="4" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="lg" role="alert">
        <Heading as="h1" size="2xl">
          We couldn&apos;t load this tour
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The server did not answer. Check your connection and try again.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="brand" size="lg" onClick={onRetry}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/tours">View All Tours</Link>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
