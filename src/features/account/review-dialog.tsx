import { Button, CloseButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { REVIEW_COMMENT_MIN } from '../../../contract/my-bookings';
import {
  reviewFormActor,
  type MyBookingsActorRef,
  type ReviewFormRef,
} from '../../../machines/my-bookings-machine';
import { useDialogForm } from '../../components/form-binding';
import { TextareaField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { tripDates } from './booking-text';
import { StarRatingInput } from './star-rating-input';
import { useDialogBooking } from './use-dialog-booking';
import { REVIEW_FORM_ID } from './account.logic';

/**
 * Write a Review (Completed, not yet reviewed): a rating of 1 to 5 stars and a comment, checked
 * with the contract's rules before sending; errors sit under their fields and clear on edit. A
 * failed send keeps what was written and says why; Submit Review tries again.
 */
export function ReviewDialog({ bookings }: { bookings: MyBookingsActorRef }) {
  const open = useSelector(bookings, (s) => s.hasTag('reviewDialog'));
  const form = useDialogForm(useSelector(bookings, reviewFormActor));
  const booking = useDialogBooking(bookings);
  const dismiss = () => form?.send({ type: 'draft.cancel' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) dismiss();
      }}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {form && (
              <ReviewForm
                form={form}
                description={booking ? `${booking.tour.title}, ${tripDates(booking)}` : ''}
                onDismiss={dismiss}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close review" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReviewForm({
  form,
  description,
  onDismiss,
}: {
  form: ReviewFormRef;
  description: string;
  onDismiss: () => void;
}) {
  const busy = useSelector(form, (s) => s.hasTag('saving'));
  const failed = useSelector(form, (s) => s.hasTag('error'));
  const rating = useSelector(form, (s) => s.context.values.rating);
  const comment = useSelector(form, (s) => s.context.values.comment);
  const errors = useSelector(form, (s) => s.context.errors);
  const reviewError = useSelector(form, (s) => s.context.failure);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'draft.save' });
  };

  return (
    <form id={REVIEW_FORM_ID} onSubmit={submit} noValidate>
      <Dialog.Header pe="12">
        <Stack gap="0.5" minW="0">
          <Dialog.Title>Write a Review</Dialog.Title>
          <Dialog.Description color="fg.muted">{description}</Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted">
            Your rating and review appear on the tour page as a verified traveller review. Please
            write at least {REVIEW_COMMENT_MIN} characters.
          </Text>
          <StarRatingInput
            value={rating}
            error={errors.rating}
            disabled={busy}
            onChange={(value) =>
              form.send({ type: 'draft.edit', edit: { field: 'rating', value } })
            }
          />
          <TextareaField
            name="comment"
            label="Your review"
            value={comment}
            error={errors.comment}
            disabled={busy}
            rows={5}
            placeholder="What did you enjoy? What should other travellers know?"
            onValueChange={(_, value) =>
              form.send({ type: 'draft.edit', edit: { field: 'comment', value } })
            }
          />
          {failed && reviewError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{reviewError}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" aria-disabled={busy || undefined} onClick={onDismiss}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="sunrise" aria-disabled={busy || undefined}>
          {busy && <Spinner size="sm" aria-hidden />}
          {busy ? 'Submitting...' : 'Submit Review'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
