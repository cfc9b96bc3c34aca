import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The tinted band at the top of a content page (about, blog): an orange eyebrow, the page's h1
 * and an intro. With `aside` (a picture) the text sits in the left column of two.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  aside,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
}) {
  const text = (
    <>
      <Text
        color="sunrise.fg"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        fontSize="sm"
      >
        {eyebrow}
      </Text>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="brand.fg" letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
        {intro}
      </Text>
    </>
  );
  return (
    <Box bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted">
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        {aside ? (
          <Grid
            templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
            gap={{ base: '8', lg: '12' }}
            alignItems="center"
          >
            <Stack gap="5">{text}</Stack>
            {aside}
          </Grid>
        ) : (
          <Stack gap="3" maxW="3xl">
            {text}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
