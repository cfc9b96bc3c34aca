import { Box, Button, Container, HStack, Heading, Text } from '@chakra-ui/react';
import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/')({
  head: () => ({ meta: [{ title: 'Explore the North | Karakoram Trails' }] }),
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <Box
      position="relative"
      minH={{ base: '80vh', md: '100vh' }}
      display="flex"
      alignItems="center"
      bgColor="brand.950"
      bgImage={{
        base: 'linear-gradient(to bottom, rgba(4,27,38,0.55), rgba(4,27,38,0.35) 40%, rgba(4,27,38,0.75)), url(/images/hero/hero-1-960.webp)',
        md: 'linear-gradient(to bottom, rgba(4,27,38,0.55), rgba(4,27,38,0.35) 40%, rgba(4,27,38,0.75)), url(/images/hero/hero-1-1920.webp)',
      }}
      bgSize="cover"
      bgPos="center"
    >
      <Container maxW="7xl" pt="24" pb="16">
        <Box maxW="2xl" color="white">
          <Heading
            as="h1"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            letterSpacing="-0.03em"
          >
            Explore the Wonders of Northern Pakistan
          </Heading>
          <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
            Treks, expeditions and cultural journeys in Skardu and Gilgit-Baltistan with local
            guides.
          </Text>
          <HStack mt="8" gap="3" wrap="wrap">
            <Button asChild colorPalette="sunrise" size="xl">
              <Link to="/tours">Explore Tours</Link>
            </Button>
          </HStack>
        </Box>
      </Container>
    </Box>
  );
}
