import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Quote } from 'lucide-react';
import { TourImage } from '../../components/tours/tour-image';
import { TESTIMONIALS } from './testimonials-data';
import { useRotationActor } from './home.logic';

/** SPEC 2, 4: one testimonial at a time, every 5 s, wrapping; dots go to one directly. */
export function TestimonialCarousel() {
  const rotation = useRotationActor({
    count: TESTIMONIALS.length,
    interval: 'testimonialInterval',
  });
  const index = useSelector(rotation, (s) => s.context.index);
  const running = useSelector(rotation, (s) => s.hasTag('running'));
  const testimonial = TESTIMONIALS[index] ?? TESTIMONIALS[0]!;

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onMouseEnter={() => rotation.send({ type: 'rotation.pause', reason: 'hover' })}
      onMouseLeave={() => rotation.send({ type: 'rotation.resume', reason: 'hover' })}
      onFocus={() => rotation.send({ type: 'rotation.pause', reason: 'focus' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          rotation.send({ type: 'rotation.resume', reason: 'focus' });
        }
      }}
    >
      <Box aria-live={running ? 'off' : 'polite'}>
        <Box
          as="figure"
          key={testimonial.id}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
          bg="bg.panel"
          rounded="2xl"
          shadow="md"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '10' }}
          textAlign="center"
          animation="fade-in 0.6s ease-out"
          minH={{ base: '26rem', sm: '21rem', md: '18rem' }}
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
        >
          <Box color="sunrise.500" aria-hidden>
            <Quote size={36} />
          </Box>
          <chakra.blockquote
            mt="4"
            fontSize={{ base: 'md', md: 'lg' }}
            lineHeight="tall"
            color="fg"
            fontStyle="italic"
          >
            {testimonial.text}
          </chakra.blockquote>
          <HStack as="figcaption" mt="6" gap="4" justify="center">
            <TourImage
              src={testimonial.image}
              alt=""
              sizes="64px"
              w="16"
              h="16"
              rounded="full"
              flexShrink={0}
            />
            <Stack gap="0" textAlign="left">
              <Text fontWeight="bold" color="brand.fg">
                {testimonial.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {testimonial.location}
              </Text>
            </Stack>
          </HStack>
        </Box>
      </Box>
      <HStack justify="center" gap="1" mt="6" wrap="wrap">
        {TESTIMONIALS.map((t, i) => (
          <chakra.button
            key={t.id}
            type="button"
            aria-label={`Go to testimonial ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => rotation.send({ type: 'rotation.goTo', index: i })}
            p="2"
            cursor="pointer"
            rounded="full"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <chakra.span
              display="block"
              h="2.5"
              w={i === index ? '6' : '2.5'}
              rounded="full"
              bg={i === index ? 'brand.solid' : 'brand.400'}
              transition="width 0.3s, background-color 0.3s"
            />
          </chakra.button>
        ))}
      </HStack>
    </Box>
  );
}
