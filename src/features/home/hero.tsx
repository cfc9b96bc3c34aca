import { Box, Button, Container, HStack, Heading, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { useCallback, useState } from 'react';
import { prefersReducedMotion } from '../../components/layout/use-scrolled-past';
import { HERO_IMAGES, imageSet } from '../../lib/image-set';
import { HOME_MOTION } from './motion';
import { scrollToSection } from './scroll';
import { useRotationActor } from './home.logic';

/** SPEC 9: three slides, each in AVIF and WebP at four widths so phones download a small one. */
const SLIDES = HERO_IMAGES.map((src) => imageSet(src));

const SHADE =
  'linear-gradient(to bottom, rgba(4,27,38,0.6), rgba(4,27,38,0.3) 40%, rgba(4,27,38,0.8))';

/** Runs `then` once the window has loaded and the browser is idle (at once where it cannot say). */
function afterPageLoad(then: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(then) : setTimeout(then, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function Hero({ nextSectionId }: { nextSectionId: string }) {
  // Under reduced motion the backdrop stays on the first picture: no cross-fades at all.
  const rotation = useRotationActor({
    count: SLIDES.length,
    interval: 'heroInterval',
    pausedBy: prefersReducedMotion() ? ['reducedMotion'] : [],
  });
  const index = useSelector(rotation, (s) => s.context.index);
  // Slides 2 and 3 are mounted once the first has loaded and the page has finished loading
  // (its code included), then when the browser is idle: they never compete with the first
  // (the page's largest contentful paint) or the page's code on a slow connection.
  const [restMounted, setRestMounted] = useState(false);
  const mountRest = useCallback(() => afterPageLoad(() => setRestMounted(true)), []);
  const firstSlide = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) mountRest();
    },
    [mountRest],
  );

  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      minH={{ base: '90svh', md: '100vh' }}
      display="flex"
      alignItems="center"
      bgColor="brand.950"
      overflow="hidden"
    >
      {SLIDES.slice(0, restMounted ? SLIDES.length : 1).map((slide, i) => (
        <picture key={slide.src} style={{ display: 'contents' }}>
          {slide.sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcSet}
              sizes={slide.sizes}
            />
          ))}
          <img
            src={slide.src}
            srcSet={slide.srcSet}
            sizes={slide.sizes}
            alt=""
            width={slide.width}
            height={slide.height}
            ref={i === 0 ? firstSlide : undefined}
            onLoad={i === 0 ? mountRest : undefined}
            onError={i === 0 ? mountRest : undefined}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding={i === 0 ? 'auto' : 'async'}
            data-active={i === index ? '' : undefined}
            data-testid="hero-slide"
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: i === index ? 1 : 0,
              transition: `opacity ${HOME_MOTION.heroFadeMs}ms ease-in-out`,
            }}
          />
        </picture>
      ))}
      <Box position="absolute" inset="0" bgImage={SHADE} />
      <Container maxW="7xl" pt="28" pb="24" position="relative">
        <Box maxW="3xl" color="white">
          <Text
            textTransform="uppercase"
            letterSpacing="0.2em"
            fontSize="sm"
            fontWeight="semibold"
            color="sunrise.200"
          >
            Skardu · Gilgit-Baltistan
          </Text>
          <Heading
            as="h1"
            id="hero-heading"
            mt="3"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            letterSpacing="-0.03em"
          >
            Explore the Wonders of Northern Pakistan
          </Heading>
          <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            Treks to K2 and Concordia, high expeditions and cultural journeys through Baltistan,
            guided by people who were born beneath these mountains.
          </Text>
          <HStack mt="8" gap="3" wrap="wrap">
            <Button asChild colorPalette="sunrise" size="xl">
              <Link to="/tours">Explore Tours</Link>
            </Button>
            <Button
              size="xl"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.800"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={() => scrollToSection('more-tours')}
            >
              Learn More
            </Button>
          </HStack>
        </Box>
      </Container>
      <chakra.button
        type="button"
        onClick={() => scrollToSection(nextSectionId)}
        position="absolute"
        bottom="6"
        left="50%"
        transform="translateX(-50%)"
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="1"
        color="whiteAlpha.900"
        fontSize="sm"
        fontWeight="medium"
        cursor="pointer"
        rounded="md"
        px="3"
        py="1"
        _hover={{ color: 'white' }}
        _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
      >
        Scroll Down
        <chakra.span display="flex" animation="bounce 2s infinite">
          <ChevronDown aria-hidden size={22} />
        </chakra.span>
      </chakra.button>
    </Box>
  );
}
