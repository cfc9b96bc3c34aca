import { Box, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/card';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPANY, telHref } from '../../config/company';
import { SocialIcon } from '../../components/social-icons';

/** SPEC 2: business hours. */
export const BUSINESS_HOURS = [
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

export function ContactInfo() {
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
              {COMPANY.address}
            </Text>
          </InfoBlock>
          <InfoBlock icon={Mail} title="Email">
            {COMPANY.emails.map((email) => (
              <Link key={email} href={`mailto:${email}`} overflowWrap="anywhere">
                {email}
              </Link>
            ))}
          </InfoBlock>
          <InfoBlock icon={Phone} title="Phone">
            {COMPANY.phones.map((phone) => (
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
                  aria-label={`${COMPANY.name} on ${s.name}`}
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
