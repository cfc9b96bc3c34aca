import {
  Box,
  Button,
  Container,
  HStack,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { HeartHandshake, Mail, MapPin, Mountain, Phone, ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { PageHero } from '../../components/page-hero';
import { TourImage } from '../../components/tours/tour-image';
import { COMPANY, telHref } from '../../config/company';
import { TEAM, type TeamMember } from './team';

const REASONS = [
  {
    icon: Mountain,
    title: 'Local Balti guides',
    text: 'Every guide on our team was born in these valleys. They speak the languages, know the glaciers in every season and are welcomed as neighbours in the villages we pass through.',
  },
  {
    icon: HeartHandshake,
    title: 'Responsible by design',
    text: 'Porters are paid above the official rate, carry no more than 25 kg and get insurance, proper gear and a tent of their own. Every bag of rubbish comes back down the mountain with us.',
  },
  {
    icon: ShieldCheck,
    title: 'Safety at altitude',
    text: 'Conservative acclimatisation, guides trained in wilderness first aid, daily oxygen checks, emergency oxygen and a satellite phone on every high-altitude trek. Turning back is never a failure.',
  },
] as const;

function Section({
  title,
  intro,
  children,
  bg,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  bg?: string;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg={bg} py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <Stack gap={{ base: '6', md: '8' }}>
          <Stack gap="2" maxW="3xl">
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {title}
            </Heading>
            {intro && (
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <Stack
      as="li"
      gap="4"
      bg="bg"
      rounded="xl"
      shadow="sm"
      borderWidth="1px"
      p="5"
      listStyleType="none"
    >
      <TourImage
        src={member.image}
        alt={member.imageAlt}
        sizes="(min-width: 30em) 280px, 200px"
        w="full"
        maxW={{ base: '200px', sm: 'full' }}
        h="auto"
        aspectRatio="1"
        objectFit="cover"
        rounded="full"
        alignSelf="center"
      />
      <Stack gap="1">
        <Heading as="h3" size="lg">
          {member.name}
        </Heading>
        <Text color="sunrise.fg" fontWeight="semibold" fontSize="sm">
          {member.role}
        </Text>
      </Stack>
      <Text color="fg.muted" fontSize="sm" lineHeight="tall">
        {member.bio}
      </Text>
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="3" align="flex-start" minW="0">
      <Box color="brand.solid" pt="1" flexShrink={0}>
        {icon}
      </Box>
      <Stack gap="1" minW="0">
        {children}
      </Stack>
    </HStack>
  );
}

/** /about: who we are, why travel with us, the team, how to reach us. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Born in Skardu, guided by the people of the mountains"
        intro={`${COMPANY.name} is a locally owned operator in Skardu, Gilgit-Baltistan. We guide treks, expeditions and cultural journeys across the Karakoram with Balti guides, fairly treated porters and a promise to leave no trace.`}
        aside={
          <TourImage
            src="/images/tours/baltoro-glacier/cover-640.webp"
            alt="Snow-capped peaks rising above the Baltoro Glacier between granite spires"
            width={1280}
            height={853}
            w="full"
            h="auto"
            aspectRatio="3 / 2"
            rounded="2xl"
            shadow="lg"
            sizes="(min-width: 62em) 560px, 100vw"
            priority
          />
        }
      />

      <Section title="Our Story">
        <Stack gap="5" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
          <Text>
            {COMPANY.name} began in 2009 around a kitchen table in Skardu. Its founders were Balti
            guides and high-altitude porters who had spent years carrying loads for foreign
            expeditions on the Baltoro. They knew the mountains better than anyone, but the trips
            they worked on were planned, priced and profited from far away.
          </Text>
          <Text>
            So they started their own company. We still plan every itinerary from our office on
            College Road, hire our crews from the villages of Hushe, Shigar and Askole, and buy our
            food from local farmers. The money you spend on a trip with us stays in the valleys you
            travel through.
          </Text>
          <Text>
            Responsible travel is how we work, not a slogan. Porters are the backbone of every trek
            in the Karakoram, so ours are paid above the official rate, never carry more than 25 kg,
            and have insurance, proper boots, jackets and a tent of their own. Every winter our
            porter welfare fund pays for first-aid training and school fees, and every season our
            crews carry rubbish off the glaciers, ours and other people&apos;s.
          </Text>
        </Stack>
      </Section>

      <Section
        title="Why Choose Us"
        intro="Three things every traveller gets, on every trip."
        bg="bg.subtle"
      >
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Stack
              as="li"
              key={title}
              gap="3"
              bg="bg"
              p="6"
              rounded="xl"
              borderWidth="1px"
              shadow="sm"
            >
              <Box
                color="sunrise.fg"
                bg="sunrise.subtle"
                rounded="full"
                boxSize="12"
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                <Icon size={24} aria-hidden />
              </Box>
              <Heading as="h3" size="lg">
                {title}
              </Heading>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        title="Meet Our Team"
        intro="The people who will plan your trip, answer your calls and walk beside you."
      >
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" aria-label="Our team">
          {TEAM.map((member) => (
            <TeamCard key={member.name} member={member} />
          ))}
        </SimpleGrid>
      </Section>

      <Section
        title="Get in Touch"
        intro="Questions about a trek, a date or a custom plan? We answer every message ourselves."
        bg="bg.subtle"
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <ContactLine icon={<MapPin size={20} aria-hidden />}>
            <Text fontWeight="semibold">Visit us</Text>
            <Text as="address" fontStyle="normal" color="fg.muted">
              {COMPANY.address}
            </Text>
          </ContactLine>
          <ContactLine icon={<Phone size={20} aria-hidden />}>
            <Text fontWeight="semibold">Call us</Text>
            {COMPANY.phones.map((phone) => (
              <ChakraLink key={phone} href={telHref(phone)} color="brand.fg">
                {phone}
              </ChakraLink>
            ))}
          </ContactLine>
          <ContactLine icon={<Mail size={20} aria-hidden />}>
            <Text fontWeight="semibold">Write to us</Text>
            {COMPANY.emails.map((email) => (
              <ChakraLink
                key={email}
                href={`mailto:${email}`}
                color="brand.fg"
                display="inline"
                overflowWrap="anywhere"
              >
                {email}
              </ChakraLink>
            ))}
          </ContactLine>
        </SimpleGrid>
        <ChakraLink asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
          <Link to="/contact">Send us a message</Link>
        </ChakraLink>
      </Section>

      <Box bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl" textAlign="center">
          <Stack gap="5" align="center">
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              Ready for your own Karakoram adventure?
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              Join one of our scheduled treks and tours, or tell us your dream trip and we will plan
              it around you.
            </Text>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button asChild colorPalette="sunrise" size="lg">
                <Link to="/tours">Explore Tours</Link>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <Link to="/custom-tour">Plan a Custom Tour</Link>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
