import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import {
  tourExists,
  type TourWizardActorRef,
  type TourWizardSnapshot,
} from '../../../../machines/tour-wizard-machine';
import { FullPageSpinner } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { useTourWizardActor } from './wizard.logic';
import { WizardTabs } from './wizard-tabs';

type Screen = 'loading' | 'notFound' | 'failed' | 'editing';

function screenOf(snapshot: TourWizardSnapshot): Screen {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('notFound')) return 'notFound';
  if (snapshot.hasTag('error')) return 'failed';
  return 'editing';
}

/**
 * The tour wizard (SPEC 2 'Tour wizard'): 'Create New Tour' until the basic save creates the
 * tour, 'Edit Tour' from then on and for /admin/tours/customize/{id}. The statechart decides
 * which tabs are open, what saves and what failed; this view renders it.
 */
export function TourWizard({ tourId }: { tourId: number | null }) {
  const actor = useTourWizardActor(tourId);
  const screen = useSelector(actor, screenOf);
  const exists = useSelector(actor, tourExists);

  return (
    <Stack gap="6" maxW="5xl" mx="auto" w="full">
      <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {exists ? 'Edit Tour' : 'Create New Tour'}
          </Heading>
          <Text color="fg.muted">
            {exists
              ? 'Each tab saves on its own.'
              : 'Start with the basic information; the other tabs open once it is saved.'}
          </Text>
        </Stack>
        <Button variant="outline" onClick={() => actor.send({ type: 'wizard.cancel' })}>
          Cancel
        </Button>
      </HStack>
      {screen === 'loading' && <FullPageSpinner label="Loading tour..." />}
      {screen === 'notFound' && <LoadNotFound />}
      {screen === 'failed' && <LoadFailed actor={actor} />}
      {screen === 'editing' && <WizardTabs actor={actor} />}
    </Stack>
  );
}

function LoadFailed({ actor }: { actor: TourWizardActorRef }) {
  const message = useSelector(actor, (s) => s.context.loadFailure?.message);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The tour could not be loaded.</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        alignSelf="center"
        onClick={() => actor.send({ type: 'load.retry' })}
      >
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </Alert.Root>
  );
}

function LoadNotFound() {
  return (
    <Box role="alert" bg="bg.panel" borderWidth="1px" rounded="lg" p="8" textAlign="center">
      <Stack gap="3" align="center">
        <Heading as="h2" size="lg">
          Tour Not Found
        </Heading>
        <Text color="fg.muted">
          The tour you&apos;re looking for doesn&apos;t exist or has been removed.
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/admin/tours">Back to Tour Management</Link>
        </Button>
      </Stack>
    </Box>
  );
}
