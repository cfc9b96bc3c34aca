import { Box, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCompanyDetails } from '../../components/layout/site-footer';
import { SocialIcon } from '../../components/social-icons';
import { Card } from '../../components/ui/card';
import { COMPANY, telHref } from '../../config/company';

/** SPEC 2: business hours. */
const BUSINESS_HOURS = [
  { days: 'Mon - Fri', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/** SPEC 2: three social links on this page. */
const CONTACT_SOCIAL = COMPANY.social.filter((s) =>
  ['Facebook', 'Instagram', 'X'].includes(s.name),
);

function InfoBlock({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <HStack align="start" gap="4">
      <Box
        flexShrink={0}
        bg="brand.subtle"
        color="brand.fg"
        rounded="full"
        p="2.5"
        aria-hidden
        display="flex"
      >
        <Icon size={20} />
      </Box>
      <Stack gap="1" minW="0">
        <Heading as="h3" size="sm" color="fg">
          {title}
        </Heading>
        {children}
      </Stack>
    </HStack>
  );
}

/**
 * The contact page lists two addresses and two numbers (SPEC 2): the admin-set one first, then
 * the site's second one unless it is the same.
 */
function contactLines(details: { email: string; phone: string }) {
  const distinct = (values: string[]) => [...new Set(values.filter((v) => v.trim() !== ''))];
  return {
    emails: distinct([details.email, COMPANY.emails[1]]),
    phones: distinct([details.phone, COMPANY.phones[1]]),
  };
}

export function ContactInfo() {
  const details = useCompanyDetails(true);
  const { emails, phones } = contactLines(details);
  return (
    <Card.Root rounded="2xl" bg="brand.950" color="whiteAlpha.900" borderWidth="0" shadow="md">
      <Card.Header gap="1">
        <Heading as="h2" size="xl" color="white">
          Get in Touch
        </Heading>
        <Text color="whiteAlpha.800">
          Visit our office in Skardu, call, or e-mail us: we are happy to help plan your trip.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack
          gap="6"
          css={{
            '& h3': { color: 'white' },
            '& a': { color: 'whiteAlpha.900', textDecoration: 'underline' },
            '& a:hover': { color: 'white' },
          }}
        >
          <InfoBlock icon={MapPin} title="Address">
            <Text as="address" fontStyle="normal" color="whiteAlpha.800">
              <Text as="span" display="block" color="white" fontWeight="medium">
                {details.companyName}
              </Text>
              {details.address}
            </Text>
          </InfoBlock>
          <InfoBlock icon={Mail} title="Email">
            {emails.map((email) => (
              <Link key={email} href={`mailto:${email}`} overflowWrap="anywhere">
                {email}
              </Link>
            ))}
          </InfoBlock>
          <InfoBlock icon={Phone} title="Phone">
            {phones.map((phone) => (
              <Link key={phone} href={telHref(phone)}>
                {phone}
              </Link>
            ))}
          </InfoBlock>
          <InfoBlock icon={Clock} title="Business Hours">
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              {BUSINESS_HOURS.map((row) => (
                <Box key={row.days} display="contents">
                  <Text as="dt" color="whiteAlpha.800">
                    {row.days}
                  </Text>
                  <Text as="dd" color="white" fontWeight="medium" whiteSpace="nowrap">
                    {row.hours}
                  </Text>
                </Box>
              ))}
            </Box>
          </InfoBlock>
          <Stack gap="3" pt="2" borderTopWidth="1px" borderColor="whiteAlpha.200">
            <Heading as="h3" size="sm" pt="4">
              Follow Us
            </Heading>
            <HStack gap="3">
              {CONTACT_SOCIAL.map((s) => (
                <Link
                  key={s.name}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${details.companyName} on ${s.name}`}
                  p="2.5"
                  rounded="full"
                  bg="whiteAlpha.200"
                  color="white"
                  _hover={{ bg: 'sunrise.solid' }}
                  css={{ textDecoration: 'none' }}
                >
                  <SocialIcon name={s.name} />
                </Link>
              ))}
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
