import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/card';
import { List } from '../../components/ui/list';
import { CircleCheck, Compass, Mountain, Tent, Users } from 'lucide-react';

/** SPEC 2: five benefits. */
const CUSTOM_TOUR_BENEFITS = [
  {
    title: 'Your dates, your pace',
    text: 'Start when it suits you and take the time you want at each place.',
  },
  {
    title: 'An itinerary built around you',
    text: 'Choose the valleys, treks and experiences that match your interests.',
  },
  {
    title: 'Private local guides',
    text: 'Licensed Balti guides who know every trail in Gilgit-Baltistan.',
  },
  {
    title: 'Stays that fit your budget',
    text: 'From camping under the stars to the best hotels in each valley.',
  },
  {
    title: 'Any group size',
    text: 'Solo travellers, couples, families and groups of friends are all welcome.',
  },
] as const;

/** SPEC 2: the four popular custom options. */
const POPULAR_CUSTOM_OPTIONS = [
  {
    icon: Compass,
    title: 'Off-the-beaten-path locations',
    text: 'Shigar, Khaplu, the Basho Valley and villages few visitors reach.',
  },
  {
    icon: Tent,
    title: 'Extended stays',
    text: 'Slow travel with time to settle into a valley and its people.',
  },
  {
    icon: Users,
    title: 'Family-friendly activities',
    text: 'Gentle walks, lake picnics, forts and short jeep rides for all ages.',
  },
  {
    icon: Mountain,
    title: 'Adventure combinations',
    text: 'Pair a trek with rafting, a jeep safari or a glacier day.',
  },
] as const;

export function CustomTourHighlights() {
  return (
    <Stack gap="6">
      <Card.Root rounded="2xl" bg="brand.950" color="whiteAlpha.900" borderWidth="0" shadow="md">
        <Card.Body gap="5">
          <Heading as="h2" size="lg" color="white">
            Why Choose a Custom Tour
          </Heading>
          <List.Root as="ul" gap="4" listStyleType="none">
            {CUSTOM_TOUR_BENEFITS.map((benefit) => (
              <List.Item key={benefit.title} display="flex" gap="3" alignItems="start">
                <Box color="sunrise.300" mt="0.5" flexShrink={0} aria-hidden>
                  <CircleCheck size={20} />
                </Box>
                <Box>
                  <Text fontWeight="semibold" color="white">
                    {benefit.title}
                  </Text>
                  <Text fontSize="sm" color="whiteAlpha.800">
                    {benefit.text}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root rounded="2xl" borderWidth="1px" borderColor="border.muted" shadow="sm">
        <Card.Body gap="5">
          <Heading as="h2" size="lg" color="brand.fg">
            Popular Custom Options
          </Heading>
          <List.Root as="ul" gap="4" listStyleType="none">
            {POPULAR_CUSTOM_OPTIONS.map(({ icon: Icon, title, text }) => (
              <List.Item key={title}>
                <HStack align="start" gap="3">
                  <Box
                    bg="sunrise.subtle"
                    color="sunrise.fg"
                    rounded="lg"
                    p="2"
                    flexShrink={0}
                    display="flex"
                    aria-hidden
                  >
                    <Icon size={18} />
                  </Box>
                  <Box>
                    <Text fontWeight="semibold">{title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {text}
                    </Text>
                  </Box>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
