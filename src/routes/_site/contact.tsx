import { Container, Grid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';
import { ContactForm } from '../../features/contact/contact-form';
import { ContactInfo } from '../../features/contact/contact-info';
import { OfficeMap } from '../../features/contact/office-map';

export const Route = createFileRoute('/_site/contact')({
  head: ({ match }) =>
    match.context.pageData.head({
      title: 'Contact Us | Karakoram Trails',
      description:
        'Contact Karakoram Trails in Skardu: address, e-mail, phone, business hours and a message form.',
      path: '/contact',
    }),
  component: ContactRoute,
});

function ContactRoute() {
  return (
    <>
      <PageHeader title="Contact Us">
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          Planning a trek, an expedition or a journey of your own design? We would love to hear from
          you.
        </Text>
      </PageHeader>
      <Container maxW="7xl" pb={{ base: '12', md: '20' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <Grid
            templateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}
            gap={{ base: '8', lg: '10' }}
            alignItems="start"
          >
            <ContactForm />
            <ContactInfo />
          </Grid>
          <OfficeMap />
        </Stack>
      </Container>
    </>
  );
}
