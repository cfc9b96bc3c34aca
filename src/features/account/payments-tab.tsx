import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { LoadFailedAlert } from '../../components/admin/load-failed-alert';
import { usePaymentMethodsActor } from './account.logic';
import { PaymentHistory } from './payments-history';
import { SavedCards } from './payments-saved-cards';

function LoadingPayments() {
  return (
    <Box role="status" aria-live="polite">
      <Text srOnly>Loading your payment methods...</Text>
      <Stack gap="6" aria-hidden>
        <Skeleton h="48" rounded="xl" />
        <Skeleton h="48" rounded="xl" />
      </Stack>
    </Box>
  );
}

/**
 * Payment Methods (SPEC 2 'Payments'): the saved cards and the payment history's page from the
 * traveller's bookings, loaded together; the history pages on its own (issue 16). The shell
 * renders it only for a signed-in user.
 */
export function PaymentsTab({
  page,
  onPage,
}: {
  /** The payment history's page in the URL (`?page=`; the first when absent). */
  page: number | undefined;
  onPage: (page: number) => void;
}) {
  const actor = usePaymentMethodsActor({ page });
  // The route owns the page; the machine follows it (back/forward included).
  useEffect(() => {
    actor.send({ type: 'query.change', query: { page } });
  }, [actor, page]);
  const loaded = useSelector(actor, (s) => s.matches('loaded'));
  const loadError = useSelector(actor, (s) =>
    s.hasTag('loadFailed') ? s.context.loadError : null,
  );
  if (loadError !== null) {
    return (
      <LoadFailedAlert
        title="Your payment methods could not be loaded"
        description={loadError}
        onRetry={() => actor.send({ type: 'payments.retry' })}
      />
    );
  }
  if (!loaded) return <LoadingPayments />;
  return (
    <Stack gap="6">
      <SavedCards actor={actor} />
      <PaymentHistory actor={actor} onPage={onPage} />
    </Stack>
  );
}
