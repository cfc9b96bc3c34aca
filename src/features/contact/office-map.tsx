import { Box, Button, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, MapPin } from 'lucide-react';
import { useCompanyDetails } from '../../components/layout/site-footer';

/** The sketch map (public/images/map/skardu-office.svg), drawn for the site: nothing is fetched. */
const MAP = { src: '/images/map/skardu-office.svg', width: 800, height: 450 } as const;

/** A search for the address in the traveller's maps app (on a phone the link opens it). */
const mapsHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * Where to find the office (issue 17: in place of SPEC 2's placeholder): an offline sketch map of
 * Skardu with the office marked, the address the operator set, and Open in maps.
 */
export function OfficeMap() {
  const { address } = useCompanyDetails(true);
  return (
    <Grid
      as="section"
      aria-labelledby="map-heading"
      templateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}
      alignItems="center"
      rounded="2xl"
      borderWidth="1px"
      borderColor="brand.200"
      overflow="hidden"
      bg="bg"
    >
      <Image
        src={MAP.src}
        width={MAP.width}
        height={MAP.height}
        w="full"
        h="auto"
        loading="lazy"
        decoding="async"
        alt="Sketch map of Skardu: our office is on College Road in the town centre, by the bazaar, south of the Indus River; the airport lies to the west."
      />
      <Stack gap="4" p={{ base: '5', md: '8' }} align="flex-start">
        <Stack gap="2">
          <Heading as="h2" id="map-heading" size="lg" color="brand.fg">
            Find Us in Skardu
          </Heading>
          <Text display="flex" gap="2" alignItems="flex-start" color="fg">
            <Box as="span" color="sunrise.solid" mt="0.5" aria-hidden>
              <MapPin size={18} />
            </Box>
            {address}
          </Text>
        </Stack>
        <Button asChild variant="outline" colorPalette="brand">
          <a href={mapsHref(address)} target="_blank" rel="noopener noreferrer">
            Open in maps
            <ExternalLink aria-hidden />
            <Box as="span" srOnly>
              (opens in a new tab)
            </Box>
          </a>
        </Button>
      </Stack>
    </Grid>
  );
}
