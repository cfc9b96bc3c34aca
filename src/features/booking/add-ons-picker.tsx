import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Camera, Check, Compass, Shield, Tent, type LucideIcon } from 'lucide-react';
import { ADD_ONS, type AddOnId } from '../../../contract/bookings';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { formatPrice } from '../../lib/format';

const ICONS: Record<AddOnId, LucideIcon> = {
  insurance: Shield,
  gear: Tent,
  guide: Compass,
  photography: Camera,
};

const DESCRIPTIONS: Record<AddOnId, string> = {
  insurance: 'Travel cover for your journey, arranged before you set off.',
  gear: 'Rent trekking equipment in Skardu instead of carrying your own.',
  guide: 'A guide dedicated to your group for the whole tour.',
  photography: 'A professional photographer captures your journey.',
};

/**
 * Add-Ons & Extras (SPEC 9): the four flat-priced extras as toggle buttons (aria-pressed), so
 * a click, Enter or Space toggles each one.
 */
export function AddOnsPicker({ actor }: { actor: BookingActorRef }) {
  const chosen = useSelector(actor, (s) => s.context.addOns);
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
    >
      {ADD_ONS.map((addOn) => {
        const pressed = chosen.includes(addOn.id);
        const Icon = ICONS[addOn.id];
        return (
          <chakra.button
            key={addOn.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => actor.send({ type: 'addOn.toggle', id: addOn.id })}
            display="flex"
            gap="3"
            alignItems="flex-start"
            textAlign="left"
            p="4"
            rounded="lg"
            borderWidth="2px"
            borderColor={pressed ? 'brand.solid' : 'border'}
            bg={pressed ? 'brand.subtle' : 'bg'}
            cursor="pointer"
            transition="border-color 0.15s, background-color 0.15s"
            _hover={{ borderColor: pressed ? 'brand.solid' : 'brand.emphasized' }}
            _focusVisible={{
              outline: '3px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '2px',
            }}
            _motionReduce={{ transition: 'none' }}
          >
            <Flex
              aria-hidden
              boxSize="10"
              flexShrink={0}
              rounded="md"
              align="center"
              justify="center"
              bg={pressed ? 'brand.solid' : 'brand.subtle'}
              color={pressed ? 'brand.contrast' : 'brand.fg'}
            >
              <Icon size={20} />
            </Flex>
            <Box flex="1" minW="0">
              <Flex justify="space-between" gap="2" align="baseline">
                <Text as="span" fontWeight="semibold">
                  {addOn.name}
                </Text>
                <Text as="span" fontWeight="bold" color="brand.fg" whiteSpace="nowrap">
                  {formatPrice(addOn.price)}
                </Text>
              </Flex>
              <Text as="span" display="block" mt="1">
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {DESCRIPTIONS[addOn.id]}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="1">
                  Flat price per booking
                </Text>
              </Text>
            </Box>
            <Flex
              aria-hidden
              boxSize="5"
              flexShrink={0}
              rounded="sm"
              borderWidth="2px"
              borderColor={pressed ? 'brand.solid' : 'border.emphasized'}
              bg={pressed ? 'brand.solid' : 'transparent'}
              color="brand.contrast"
              align="center"
              justify="center"
              mt="0.5"
            >
              {pressed && <Check size={14} strokeWidth={3} />}
            </Flex>
          </chakra.button>
        );
      })}
    </Box>
  );
}
