import { Container, Grid, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';
import { useCallUsInDock } from '../../features/custom-tour/call-us-action';
import { CustomTourForm } from '../../features/custom-tour/custom-tour-form';
import { CustomTourHighlights } from '../../features/custom-tour/custom-tour-highlights';
import { CustomTourTestimonials } from '../../features/custom-tour/custom-tour-testimonials';

export const Route = createFileRoute('/_site/custom-tour')({
  head: ({ match }) =>
    match.context.pageData.head({
      title: 'Create Your Custom Tour | Karakoram Trails',
      description:
        'Request a private, tailor-made tour of Skardu, Hunza and Gilgit-Baltistan: your dates, your pace, your budget.',
      path: '/custom-tour',
    }),
  component: CustomTourRoute,
});

function CustomTourRoute() {
  useCallUsInDock();
  return (
    <>
      <PageHeader title="Create Your Custom Tour">
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          Tell us where you would like to go and how you like to travel. We will design a private
          journey through Northern Pakistan just for you.
        </Text>
      </PageHeader>
      <Container maxW="7xl" pb={{ base: '12', md: '16' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 8fr) minmax(0, 4fr)' }}
          gap={{ base: '8', lg: '10' }}
          alignItems="start"
        >
          <CustomTourForm />
          <CustomTourHighlights />
        </Grid>
      </Container>
      <CustomTourTestimonials />
    </>
  );
}
