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
import { useSelector } from '@xstate/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { useApp, useLazyActor } from '../../app/app-context';
import type { CompanyDetails } from '../../../machines/company-details-machine';
import { COMPANY, COMPANY_DETAILS, POPULAR_DESTINATIONS, telHref } from '../../config/company';
import { useInViewOnce } from '../../features/home/use-in-view-once';
import { SocialIcon } from '../social-icons';
import { Logo } from './logo';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/tours', label: 'Tours' },
  { to: '/about', label: 'About Us' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/manage-booking', label: 'Manage My Booking' },
] as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" size="sm" color="white" mb="4" letterSpacing="wide" textTransform="uppercase">
      {children}
    </Heading>
  );
}

/**
 * The company details an admin set in Settings > General, shared by the footer and the contact
 * page (the app's company-details actor). Its code and request load only once `wanted` turns
 * true (the footer: when it comes within 600 px of the viewport), so no page's first download
 * grows; until they arrive, and if the request fails, the site's own details show.
 */
export function useCompanyDetails(wanted: boolean): CompanyDetails {
  const { companyDetails } = useApp();
  const actor = useLazyActor(companyDetails) ?? undefined;
  useEffect(() => {
    if (!wanted) return;
    companyDetails.load().then(
      (loaded) => loaded.send({ type: 'company.load' }),
      () => {
        // The chunk did not load (offline): the site's own details stay.
      },
    );
  }, [wanted, companyDetails]);
  return useSelector(actor, (s) => s?.context.details) ?? COMPANY_DETAILS;
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const [ref, near] = useInViewOnce<HTMLElement>(0, '600px 0px');
  const details = useCompanyDetails(near);
  return (
    <Box ref={ref} as="footer" bg="brand.950" color="whiteAlpha.800" pt="16" pb="8">
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
                  aria-label={`${details.companyName} on ${s.name}`}
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
          <Box minW="0">
            <FooterHeading>Contact</FooterHeading>
            {/* Fixed line count (address 2, phone 1, e-mail 1) whatever the details say, so the
                stored details replacing the fallback never move the layout. */}
            <Stack gap="3" fontSize="sm" lineHeight="1.5">
              <HStack
                align="start"
                gap="3"
                minW="0"
                visibility={details.address ? undefined : 'hidden'}
              >
                <MapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text
                  as="address"
                  fontStyle="normal"
                  lineClamp={2}
                  overflowWrap="anywhere"
                  minH="3em"
                  title={details.address}
                >
                  {details.address}
                </Text>
              </HStack>
              <HStack gap="3" minW="0" visibility={details.phone ? undefined : 'hidden'}>
                <Phone size={18} aria-hidden style={{ flexShrink: 0 }} />
                <ChakraLink
                  href={telHref(details.phone)}
                  color="whiteAlpha.800"
                  display="block"
                  minW="0"
                  truncate
                >
                  {details.phone}
                </ChakraLink>
              </HStack>
              <HStack gap="3" minW="0" visibility={details.email ? undefined : 'hidden'}>
                <Mail size={18} aria-hidden style={{ flexShrink: 0 }} />
                <ChakraLink
                  href={`mailto:${details.email}`}
                  color="whiteAlpha.800"
                  display="block"
                  minW="0"
                  truncate
                >
                  {details.email}
                </ChakraLink>
              </HStack>
            </Stack>
          </Box>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="12" pt="6">
          <Text fontSize="sm" textAlign="center">
            © {year} {details.companyName}. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
