import {
  Box,
  Container,
  Grid,
  HStack,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { COMPANY, POPULAR_DESTINATIONS, telHref } from '../../config/company';
import { SocialIcon } from '../social-icons';
import { Logo } from './logo';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/tours', label: 'Tours' },
  { to: '/about', label: 'About Us' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" size="sm" color="white" mb="4" letterSpacing="wide" textTransform="uppercase">
      {children}
    </Heading>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.800" pt="16" pb="8">
      <Container maxW="7xl">
        <Grid
          templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.3fr' }}
          gap="10"
        >
          <Stack gap="4">
            <Logo color="white" />
            <Text fontSize="sm" lineHeight="tall">
              {COMPANY.blurb}
            </Text>
            <HStack gap="2">
              {COMPANY.social.map((s) => (
                <ChakraLink
                  key={s.name}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${COMPANY.name} on ${s.name}`}
                  p="2"
                  rounded="full"
                  bg="whiteAlpha.100"
                  color="white"
                  _hover={{ bg: 'sunrise.solid' }}
                >
                  <SocialIcon name={s.name} />
                </ChakraLink>
              ))}
            </HStack>
          </Stack>
          <nav aria-label="Quick links">
            <FooterHeading>Quick Links</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none">
              {QUICK_LINKS.map((l) => (
                <li key={l.to}>
                  <ChakraLink asChild color="whiteAlpha.800" _hover={{ color: 'white' }}>
                    <Link to={l.to}>{l.label}</Link>
                  </ChakraLink>
                </li>
              ))}
            </Stack>
          </nav>
          <nav aria-label="Popular destinations">
            <FooterHeading>Popular Destinations</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none">
              {POPULAR_DESTINATIONS.map((d) => (
                <li key={d.slug}>
                  <ChakraLink asChild color="whiteAlpha.800" _hover={{ color: 'white' }}>
                    <Link to="/tours/$idOrSlug" params={{ idOrSlug: d.slug }}>
                      {d.label}
                    </Link>
                  </ChakraLink>
                </li>
              ))}
            </Stack>
          </nav>
          <Box>
            <FooterHeading>Contact</FooterHeading>
            <Stack gap="3" fontSize="sm">
              <HStack align="start" gap="3">
                <MapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text as="address" fontStyle="normal">
                  {COMPANY.address}
                </Text>
              </HStack>
              <HStack gap="3">
                <Phone size={18} aria-hidden />
                <ChakraLink href={telHref(COMPANY.phones[0])} color="whiteAlpha.800">
                  {COMPANY.phones[0]}
                </ChakraLink>
              </HStack>
              <HStack gap="3">
                <Mail size={18} aria-hidden />
                <ChakraLink href={`mailto:${COMPANY.emails[0]}`} color="whiteAlpha.800">
                  {COMPANY.emails[0]}
                </ChakraLink>
              </HStack>
            </Stack>
          </Box>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="12" pt="6">
          <Text fontSize="sm" textAlign="center">
            © {year} {COMPANY.name}. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
