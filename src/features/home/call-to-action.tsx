import { Box, Button, Container, HStack, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** SPEC 2: the closing band. */
export function CallToAction() {
  return (
    <Box as="section" aria-labelledby="cta-heading" bg="brand.700" color="white">
      <Container maxW="4xl" py={{ base: '14', md: '20' }} textAlign="center">
        <Heading
          as="h2"
          id="cta-heading"
          fontSize={{ base: '3xl', md: '4xl' }}
          letterSpacing="-0.02em"
        >
          Ready for Your Next Adventure?
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
          Pick a departure or tell us what you dream of: we will shape the route, the pace and the
          camps around you.
        </Text>
        <HStack mt="8" gap="3" justify="center" wrap="wrap">
          <Button asChild colorPalette="sunrise" size="lg">
            <Link to="/tours">Browse Tours</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.800"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <Link to="/contact">Contact Us</Link>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
