import { Box, Container, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { Quote, Star } from 'lucide-react';

/** SPEC 2: three static customer testimonials. */
const CUSTOM_TOUR_TESTIMONIALS = [
  {
    name: 'Hannah Weber',
    location: 'Germany',
    image: '/images/avatars/woman-2.webp',
    text: 'We wanted Hunza, Deosai and a few quiet days in Khaplu. The team planned every detail around our two children, and it was the best family trip we have taken.',
  },
  {
    name: 'Marco Bianchi',
    location: 'Italy',
    image: '/images/avatars/man-3.webp',
    text: 'I asked for a photography trip timed for autumn colours. Our guide knew exactly where the light would be each morning. Worth every rupee.',
  },
  {
    name: 'Aisha Rahman',
    location: 'Malaysia',
    image: '/images/avatars/woman-4.webp',
    text: 'Combining a short trek with a jeep safari sounded complicated, but they made it effortless. Flexible, friendly and always safe.',
  },
] as const;

export function CustomTourTestimonials() {
  return (
    <Box
      as="section"
      aria-labelledby="custom-testimonials-heading"
      bg="brand.50"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="7xl">
        <Stack gap="2" textAlign="center" mb={{ base: '8', md: '10' }}>
          <Heading
            as="h2"
            id="custom-testimonials-heading"
            size={{ base: 'xl', md: '2xl' }}
            color="brand.fg"
          >
            What Our Custom Tour Guests Say
          </Heading>
          <Text color="fg.muted">Journeys we designed together with our travellers</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {CUSTOM_TOUR_TESTIMONIALS.map((t) => (
            <Card.Root as="figure" key={t.name} rounded="2xl" shadow="sm" borderWidth="0" m="0">
              <Card.Body gap="4">
                <Box color="sunrise.solid" aria-hidden>
                  <Quote size={28} />
                </Box>
                <HStack gap="0.5" color="sunrise.500" aria-label="Rated 5 out of 5" role="img">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} size={16} fill="currentColor" aria-hidden />
                  ))}
                </HStack>
                <Text as="blockquote" color="fg" lineHeight="tall" flex="1">
                  {t.text}
                </Text>
                <HStack as="figcaption" gap="3" pt="2">
                  <Avatar.Root size="md">
                    <Avatar.Fallback name={t.name} />
                    <Avatar.Image src={t.image} alt="" width={48} height={48} loading="lazy" />
                  </Avatar.Root>
                  <Box>
                    <Text fontWeight="semibold">{t.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t.location}
                    </Text>
                  </Box>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
