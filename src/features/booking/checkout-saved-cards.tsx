import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { formatCardExpiry } from '../../../contract/payment-methods';
import type { BookingActorRef } from '../../../machines/booking-machine';
import type { SavedCardsActorRef } from '../../../machines/saved-cards-machine';
import { CHOICE_ITEM_PROPS } from '../../components/payments/choice-item';
import { Field } from '../../components/ui/field';
import { RadioGroup } from '../../components/ui/radio-group';
import { useCheckoutBusy, useCheckoutError } from './checkout-field';

/** The group's value for a new card, typed in below (the context says ''). */
const NEW_CARD = 'new';

/** Loading, or a failed load with a retry; nothing for a guest or once loaded. */
function SavedCardsStatus({ cards }: { cards: SavedCardsActorRef }) {
  const loading = useSelector(cards, (s) => s.hasTag('loading'));
  const failed = useSelector(cards, (s) => s.hasTag('error'));
  if (loading) {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
        <Spinner size="xs" />
        <Text>Looking for your saved cards...</Text>
      </HStack>
    );
  }
  if (!failed) return null;
  return (
    <HStack
      gap="3"
      justify="space-between"
      bg="bg.subtle"
      rounded="lg"
      px="4"
      py="2"
      fontSize="sm"
      role="alert"
    >
      <Text>We could not load your saved cards. You can enter a card below.</Text>
      <Button size="xs" variant="outline" onClick={() => cards.send({ type: 'cards.retry' })}>
        Try again
      </Button>
    </HStack>
  );
}

/**
 * The signed-in traveller's saved cards (issue 17): one of them, or a new card typed in. Only
 * the card's id is sent; the server pays with the card it saved.
 */
export function CheckoutSavedCards({ actor }: { actor: BookingActorRef }) {
  const child = useSelector(actor, (s) => s.children.savedCards as SavedCardsActorRef | undefined);
  const cards = useSelector(actor, (s) => s.context.savedCards);
  const chosen = useSelector(actor, (s) => s.context.contact.savedCard);
  const error = useCheckoutError(actor, 'savedCard');
  const busy = useCheckoutBusy(actor);

  return (
    <>
      {child && <SavedCardsStatus cards={child} />}
      {cards.length > 0 && (
        <Field.Root invalid={Boolean(error)} disabled={busy}>
          <RadioGroup.Root
            value={chosen || NEW_CARD}
            onValueChange={({ value }) =>
              actor.send({
                type: 'field.change',
                field: 'savedCard',
                value: value === NEW_CARD || value === null ? '' : value,
              })
            }
            disabled={busy}
            colorPalette="brand"
            width="full"
          >
            <Stack gap="3">
              <RadioGroup.Label fontWeight="semibold" fontSize="md">
                Pay with a saved card
              </RadioGroup.Label>
              {cards.map((card) => (
                <RadioGroup.Item key={card.id} value={String(card.id)} {...CHOICE_ITEM_PROPS}>
                  <RadioGroup.ItemHiddenInput aria-invalid={error ? true : undefined} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText display="flex" flexWrap="wrap" alignItems="center" gap="2">
                    <Text as="span" fontWeight="semibold">
                      {card.brand}
                    </Text>
                    <Text as="span" fontFamily="mono" letterSpacing="wider" aria-hidden>
                      •••• {card.last4}
                    </Text>
                    <Text as="span" srOnly>
                      ending in {card.last4},
                    </Text>
                    <Text as="span" fontSize="sm" color="fg.muted">
                      expires {formatCardExpiry(card)}
                    </Text>
                    {card.is_default && (
                      <Badge colorPalette="green" variant="subtle">
                        Default
                      </Badge>
                    )}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
              <RadioGroup.Item value={NEW_CARD} {...CHOICE_ITEM_PROPS}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText fontWeight="semibold">A new card</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </>
  );
}
