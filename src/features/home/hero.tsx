import { Box, Button, Container, HStack, Heading, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { prefersReducedMotion } from '../../components/layout/use-scrolled-past';
import { HOME_MOTION } from './motion';
import { scrollToSection } from './scroll';
import { useRotationActor } from './home.logic';

/** SPEC 9: three slides; each in two widths so phones download the small one. */
const SLIDES = [1, 2, 3].map((n) => ({
  src: `/images/hero/hero-${n}-1920.webp`,
  srcSet: `/images/hero/hero-${n}-960.webp 960w, /images/hero/hero-${n}-1920.webp 1920w`,
}));

const SHADE =
  'linear-gradient(to bottom, rgba(4,27,38,0.6), rgba(4,27,38,0.3) 40%, rgba(4,27,38,0.8))';

export function Hero({ nextSectionId }: { nextSectionId: string }) {
  // Under reduced motion the backdrop stays on the first picture: no cross-fades at all.
  const rotation = useRotationActor({
    count: SLIDES.length,
    interval: 'heroInterval',
    pausedBy: prefersReducedMotion() ? ['reducedMotion'] : [],
  });
  const index = useSelector(rotation, (s) => s.context.index);

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
      {SLIDES.map((slide, i) => (
        <img
          key={slide.src}
          src={slide.src}
          srcSet={slide.srcSet}
          sizes="100vw"
          alt=""
          width={1920}
          height={1080}
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
