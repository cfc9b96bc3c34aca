import { Badge, Box, Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { CreditCard, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  PAYMENT_METHOD_MESSAGES,
  formatCardExpiry,
  isCardExpired,
  type SavedCard,
} from '../../../contract/payment-methods';
import {
  cardFormActor,
  type PaymentMethodsActorRef,
} from '../../../machines/payment-methods-machine';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-delete-dialog';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { cardName } from './account.logic';
import { AddCardForm } from './payments-add-card';
import { FailureAlert, SectionCard } from './profile-section';

function SavedCardItem({
  actor,
  card,
  onRemoveClick,
}: {
  actor: PaymentMethodsActorRef;
  card: SavedCard;
  onRemoveClick: (button: HTMLButtonElement) => void;
}) {
  const name = cardName(card);
  const expired = useSelector(actor, (s) =>
    isCardExpired(card.exp_month, card.exp_year, s.context.today),
  );
  const canMakeDefault = useSelector(actor, (s) =>
    s.can({ type: 'card.makeDefault', id: card.id }),
  );
  const canRemove = useSelector(actor, (s) => s.can({ type: 'card.remove', id: card.id }));
  const settingThis = useSelector(
    actor,
    (s) => s.hasTag('settingDefault') && s.context.target?.id === card.id,
  );
  return (
    <Card.Root as="li" variant="outline" rounded="lg" data-testid="saved-card">
      <Card.Body
        p="4"
        display="flex"
        flexDirection={{ base: 'column', sm: 'row' }}
        alignItems={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <HStack gap="4" flex="1" minW="0">
          <Center boxSize="12" rounded="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
            <CreditCard aria-hidden />
          </Center>
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{card.brand}</Text>
              <Text fontFamily="mono" letterSpacing="wider" aria-hidden>
                •••• {card.last4}
              </Text>
              <Text srOnly>ending in {card.last4}</Text>
              {card.is_default && (
                <Badge colorPalette="green" variant="subtle">
                  Default
                </Badge>
              )}
              {expired && (
                <Badge colorPalette="red" variant="subtle">
                  Expired
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Expires {formatCardExpiry(card)}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" justify={{ base: 'stretch', sm: 'flex-end' }} flexShrink={0}>
          {!card.is_default && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              flex={{ base: '1', sm: 'initial' }}
              disabled={!canMakeDefault && !settingThis}
              aria-disabled={settingThis || undefined}
              aria-label={`Make Default: ${name}`}
              onClick={() => actor.send({ type: 'card.makeDefault', id: card.id })}
            >
              <Star aria-hidden />
              {settingThis ? 'Updating...' : 'Make Default'}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            flex={{ base: '1', sm: 'initial' }}
            disabled={!canRemove}
            aria-label={`Remove ${name}`}
            onClick={(event) => {
              onRemoveClick(event.currentTarget);
              actor.send({ type: 'card.remove', id: card.id });
            }}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function NoCards() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" py="8">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <CreditCard aria-hidden />
        </EmptyState.Indicator>
        <Stack gap="1" textAlign="center">
          <EmptyState.Title>No saved cards yet</EmptyState.Title>
          <EmptyState.Description>
            Add a card to pay for your next adventure faster.
          </EmptyState.Description>
        </Stack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function RemoveCardDialog({
  actor,
  finalFocusEl,
}: {
  actor: PaymentMethodsActorRef;
  finalFocusEl: () => HTMLElement | null;
}) {
  const open = useSelector(actor, (s) => s.hasTag('confirmingRemove'));
  const removing = useSelector(actor, (s) => s.hasTag('removing'));
  const target = useSelector(actor, (s) => s.context.target);
  return (
    <ConfirmDeleteDialog
      open={open}
      deleting={removing}
      title="Remove card"
      question={target ? `Remove ${cardName(target)}?` : 'Remove this card?'}
      details={
        <Text mt="2" color="fg.muted">
          You can add it again at any time. Your bookings and payment history stay as they are.
        </Text>
      }
      confirmLabel="Remove"
      busyLabel="Removing..."
      onCancel={() => actor.send({ type: 'remove.cancel' })}
      onConfirm={() => actor.send({ type: 'remove.confirm' })}
      finalFocusEl={finalFocusEl}
    />
  );
}

/**
 * Saved Cards (SPEC 2 'Payments'): brand, last four digits and expiry of each card, Default on
 * one and Make Default on the others, Remove after a confirmation, and Add Payment Method.
 */
export function SavedCards({ actor }: { actor: PaymentMethodsActorRef }) {
  const cards = useSelector(actor, (s) => s.context.cards);
  const adding = useSelector(actor, (s) => s.hasTag('adding'));
  const cardForm = useSelector(actor, cardFormActor);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'card.add' }));
  const full = useSelector(
    actor,
    (s) => s.matches({ loaded: { cards: 'idle' } }) && !s.can({ type: 'card.add' }),
  );
  const actionError = useSelector(actor, (s) =>
    s.hasTag('actionFailed') ? s.context.actionError : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement | null>(null);
  // Saved or cancelled, the form goes: the keyboard user lands back on Add Payment Method.
  const wasAdding = useRef(adding);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);

  return (
    <SectionCard
      title="Saved Cards"
      description="We keep only the brand, the last four digits and the expiry date."
      headingRef={heading}
      action={
        adding ? undefined : (
          <Button
            ref={addButton}
            colorPalette="brand"
            disabled={!canAdd}
            onClick={() => actor.send({ type: 'card.add' })}
          >
            <Plus aria-hidden />
            Add Payment Method
          </Button>
        )
      }
    >
      <Stack gap="4">
        {actionError && (
          <FailureAlert
            title="The change was not saved"
            description={actionError}
            actionLabel="Dismiss"
            onAction={() => actor.send({ type: 'action.dismiss' })}
          />
        )}
        {cards.length === 0 ? (
          <NoCards />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Saved cards">
            {cards.map((card) => (
              <SavedCardItem
                key={card.id}
                actor={actor}
                card={card}
                onRemoveClick={(button) => (removeButton.current = button)}
              />
            ))}
          </Stack>
        )}
        {full && (
          <Text fontSize="sm" color="fg.muted">
            {PAYMENT_METHOD_MESSAGES.tooMany}
          </Text>
        )}
        {adding && cardForm && (
          <Box borderTopWidth="1px" pt="5">
            <AddCardForm actor={cardForm} />
          </Box>
        )}
      </Stack>
      <RemoveCardDialog
        actor={actor}
        // After a remove the card's button is gone: focus the list's heading instead.
        finalFocusEl={() =>
          removeButton.current?.isConnected ? removeButton.current : heading.current
        }
      />
    </SectionCard>
  );
}
