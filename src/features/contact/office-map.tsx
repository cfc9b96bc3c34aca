import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { COMPANY } from '../../config/company';

/**
 * SPEC 2: a placeholder stating that an interactive map would be implemented. Contour lines
 * drawn with CSS gradients keep it light (no map tiles, nothing fetched).
 */
export function MapPlaceholder() {
  return (
    <Box
      as="section"
      aria-labelledby="map-heading"
      position="relative"
      overflow="hidden"
      rounded="2xl"
      borderWidth="1px"
      borderColor="brand.200"
      bgColor="brand.50"
      minH={{ base: '64', md: '80' }}
      css={{
        backgroundImage: [
          'repeating-radial-gradient(circle at 30% 40%, transparent 0 22px, rgba(21, 113, 150, 0.12) 22px 23px)',
          'repeating-radial-gradient(circle at 78% 70%, transparent 0 18px, rgba(21, 113, 150, 0.10) 18px 19px)',
        ].join(', '),
      }}
    >
      <Center position="absolute" inset="0" p="6">
        <Stack
          align="center"
          textAlign="center"
          gap="2"
          bg="bg/90"
          px={{ base: '5', md: '8' }}
          py="6"
          rounded="xl"
          shadow="sm"
          maxW="md"
        >
          <Box color="sunrise.solid" aria-hidden>
            <MapPin size={36} />
          </Box>
          <Heading as="h2" id="map-heading" size="lg" color="brand.fg">
            Find Us in Skardu
          </Heading>
          <Text color="fg.muted">An interactive map would be implemented here.</Text>
          <Text fontSize="sm" color="fg" fontWeight="medium">
            {COMPANY.address}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
