import { Box, Flex, HStack, IconButton, Portal, Text, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import type { LightboxActorRef } from '../../../machines/lightbox-machine';
import type { GalleryImage } from '../../../machines/tour-detail-machine';
import { TourImage } from '../../components/tours/tour-image';
import { Dialog } from '../../components/ui/dialog';

/** How far (px) a finger must travel sideways, and more sideways than up or down, to swipe. */
const SWIPE_DISTANCE = 40;

/** Light controls on the dark viewer, with a ring that shows on black. */
const CONTROL = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.600',
  bg: 'blackAlpha.600',
  _hover: { bg: 'whiteAlpha.300' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
} as const;

interface TourLightboxProps {
  lightbox: LightboxActorRef;
  images: GalleryImage[];
  /** The tour's title, in the viewer's accessible name. */
  title: string;
  /** The control that opened the viewer: focus goes back there on close. */
  opener: () => HTMLElement | null;
}

/**
 * The gallery's full-screen viewer (issue 17), driven by machines/lightbox-machine.ts. Chakra's
 * Dialog gives it dialog semantics, the focus trap, focus return and the scroll lock; Escape
 * and Close send `lightbox.close`, the arrows, the buttons and swipes step through. Its fade and
 * scale are the recipe's; the theme's global reduced-motion rule makes them instant.
 */
export default function TourLightbox({ lightbox, images, title, opener }: TourLightboxProps) {
  const open = useSelector(lightbox, (s) => s.hasTag('open'));
  const index = useSelector(lightbox, (s) => s.context.index);
  const canStep = useSelector(lightbox, (s) => s.can({ type: 'lightbox.next' }));
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const image = images[index];

  const next = () => lightbox.send({ type: 'lightbox.next' });
  const previous = () => lightbox.send({ type: 'lightbox.previous' });

  // On the document rather than the dialog: the arrows work from the moment it opens, before
  // the focus trap has moved focus inside.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') lightbox.send({ type: 'lightbox.next' });
      else if (event.key === 'ArrowLeft') lightbox.send({ type: 'lightbox.previous' });
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, lightbox]);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) lightbox.send({ type: 'lightbox.close' });
      }}
      finalFocusEl={opener}
      // Ark restores focus a few frames after the exit; when that is skipped (a click on Close
      // under load in the component tests), focus still goes back to the opener.
      onExitComplete={() => {
        const target = opener();
        if (target && document.activeElement !== target) target.focus();
      }}
      size="full"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white" h="100dvh" minH="0">
            <Flex
              as="header"
              align="center"
              justify="space-between"
              gap="3"
              px={{ base: '3', md: '6' }}
              py="3"
            >
              <Dialog.Title
                fontSize={{ base: 'sm', md: 'md' }}
                fontWeight="semibold"
                lineClamp={1}
                minW="0"
              >
                Photos: {title}
              </Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <IconButton aria-label="Close" size="md" {...CONTROL}>
                  <X />
                </IconButton>
              </Dialog.CloseTrigger>
            </Flex>

            {image && (
              <chakra.figure display="flex" flexDirection="column" flex="1" minH="0" m="0">
                <Box
                  position="relative"
                  flex="1"
                  minH="0"
                  touchAction="pan-y pinch-zoom"
                  userSelect="none"
                  onPointerDown={onPointerDown}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => (swipeStart.current = null)}
                  data-testid="lightbox-stage"
                >
                  <TourImage
                    key={image.src}
                    src={image.src}
                    alt={image.alt}
                    sizes="100vw"
                    priority
                    draggable={false}
                    position="absolute"
                    inset="0"
                    w="full"
                    h="full"
                    objectFit="contain"
                    data-testid="lightbox-image"
                  />
                </Box>
                <chakra.figcaption
                  px={{ base: '4', md: '6' }}
                  pt="3"
                  textAlign="center"
                  fontSize={{ base: 'sm', md: 'md' }}
                  color="gray.100"
                >
                  {image.alt}
                </chakra.figcaption>
              </chakra.figure>
            )}

            <HStack justify="center" gap="6" px="4" pt="3" pb={{ base: '5', md: '6' }}>
              {canStep && (
                <IconButton aria-label="Previous photo" size="lg" onClick={previous} {...CONTROL}>
                  <ChevronLeft />
                </IconButton>
              )}
              <Text aria-live="polite" minW="16" textAlign="center" fontWeight="medium">
                {index + 1} of {images.length}
              </Text>
              {canStep && (
                <IconButton aria-label="Next photo" size="lg" onClick={next} {...CONTROL}>
                  <ChevronRight />
                </IconButton>
              )}
            </HStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
