import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '../../components/form-field';
import { useNewsletterForm } from './blog.logic';

/** The blog's newsletter sign-up: one e-mail field driven by the shared form machine. */
export function NewsletterBox() {
  const headingId = useId();
  /** What the last answer said, repeated in a live region for screen readers. */
  const [status, setStatus] = useState('');
  const { busy, ready, field, formProps } = useNewsletterForm(setStatus);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.800"
      color="white"
      rounded="2xl"
      px={{ base: '6', md: '12' }}
      py={{ base: '8', md: '12' }}
    >
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        gap={{ base: '6', lg: '12' }}
        align={{ lg: 'center' }}
      >
        <Stack gap="3" flex="1">
          <Box color="sunrise.300">
            <Mail size={32} aria-hidden />
          </Box>
          <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
            Stories from the Karakoram, in your inbox
          </Heading>
          <Text color="whiteAlpha.900">
            Trail notes from our guides, new departures and the best time to go: about one e-mail a
            month, never shared, and you can unsubscribe at any time.
          </Text>
        </Stack>
        <Box flex="1" bg="bg" color="fg" rounded="xl" p={{ base: '5', md: '6' }}>
          <form {...formProps}>
            <Stack gap="4">
              <FormField
                {...field('email')}
                label="Email address"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
              />
              <Button type="submit" colorPalette="sunrise" size="lg" disabled={busy || !ready}>
                {busy ? 'Subscribing...' : 'Subscribe'}
              </Button>
              <Text role="status" fontSize="sm" color="green.700" fontWeight="medium" minH="5">
                {status}
              </Text>
            </Stack>
          </form>
        </Box>
      </Stack>
    </Box>
  );
}
