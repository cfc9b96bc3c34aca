import { AspectRatio, Box, Grid, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Expand } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import type { TourDetail } from '../../../contract/tours';
import { galleryImages, type TourDetailActorRef } from '../../../machines/tour-detail-machine';
import { TourImage } from '../../components/tours/tour-image';
import { TOUR_MAIN_SIZES } from '../../lib/image-set';
import { useLightboxActor } from './tour-detail.logic';

/** The full-screen viewer (Chakra's Dialog and its recipe) loads the first time it opens. */
const loadLightbox = () => import('./tour-lightbox');
const TourLightbox = lazy(loadLightbox);

/** Source images are 3:2 (1280x853 down to 320x213, src/lib/image-set.ts). */
const MAIN_SIZE = { width: 1280, height: 853 } as const;
const THUMB_SIZE = { width: 640, height: 427 } as const;

/**
 * Main picture plus thumbnails for the cover and every media item; a thumbnail selects. The main
 * picture opens the full-screen viewer (issue 17) at the picture shown.
 */
export function TourGallery({ actor }: { actor: TourDetailActorRef }) {
  const tour = useSelector(actor, (s) => s.context.tour) as TourDetail;
  const selected = useSelector(actor, (s) => s.context.selectedImage);
  const lightbox = useLightboxActor(actor);
  const [viewerWanted, setViewerWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const images = galleryImages(tour);
  const main = images[selected];

  const openViewer = () => {
    setViewerWanted(true);
    lightbox.send({ type: 'lightbox.open', index: selected, count: images.length });
  };

  return (
    <Box>
      <AspectRatio ratio={3 / 2} rounded="xl" overflow="hidden" bg="bg.muted">
        {main ? (
          <chakra.button
            ref={opener}
            type="button"
            p="0"
            cursor="zoom-in"
            aria-haspopup="dialog"
            aria-label={`View larger: ${main.alt}`}
            _focusVisible={{
              outline: '3px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '-3px',
            }}
            // Fetch the viewer's code as soon as the visitor shows interest in it.
            onPointerEnter={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
            onClick={openViewer}
          >
            <TourImage
              src={main.src}
              alt={main.alt}
              {...MAIN_SIZE}
              sizes={TOUR_MAIN_SIZES}
              priority
              position="absolute"
              inset="0"
              w="full"
              h="full"
              data-testid="gallery-main-image"
            />
            <Box
              position="absolute"
              right="3"
              bottom="3"
              p="2"
              rounded="md"
              bg="blackAlpha.700"
              color="white"
              aria-hidden
            >
              <Expand size={18} />
            </Box>
          </chakra.button>
        ) : (
          <Box color="fg.muted" display="flex" alignItems="center" justifyContent="center">
            No Image
          </Box>
        )}
      </AspectRatio>
      {images.length > 1 && (
        <Grid
          as="ul"
          listStyleType="none"
          mt="3"
          gap={{ base: '2', md: '3' }}
          templateColumns={`repeat(${Math.max(images.length, 4)}, minmax(0, 1fr))`}
          aria-label="Tour photos"
        >
          {images.map((image, index) => {
            const isSelected = index === selected;
            return (
              <li key={image.src}>
                <chakra.button
                  type="button"
                  display="block"
                  w="full"
                  p="0"
                  rounded="lg"
                  overflow="hidden"
                  borderWidth="3px"
                  borderColor={isSelected ? 'sunrise.500' : 'transparent'}
                  opacity={isSelected ? 1 : 0.8}
                  cursor="pointer"
                  transition="opacity 0.2s, border-color 0.2s"
                  _hover={{ opacity: 1 }}
                  _focusVisible={{
                    outline: '3px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '2px',
                  }}
                  aria-label={`Show photo ${index + 1} of ${images.length}: ${image.alt}`}
                  aria-pressed={isSelected}
                  onClick={() => actor.send({ type: 'gallery.select', index })}
                >
                  <AspectRatio ratio={3 / 2}>
                    <TourImage
                      src={image.src}
                      alt=""
                      {...THUMB_SIZE}
                      sizes="(min-width: 64em) 200px, 25vw"
                      position="absolute"
                      inset="0"
                      w="full"
                      h="full"
                    />
                  </AspectRatio>
                </chakra.button>
              </li>
            );
          })}
        </Grid>
      )}
      {viewerWanted && (
        <Suspense fallback={null}>
          <TourLightbox
            lightbox={lightbox}
            images={images}
            title={tour.title}
            opener={() => opener.current}
          />
        </Suspense>
      )}
    </Box>
  );
}
