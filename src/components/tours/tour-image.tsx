import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * Seed and uploaded images come in two widths: name-640.webp and name-1280.webp. Given either
 * address, returns a srcset covering both so the browser picks the right one.
 */
function imageSrcSet(src: string): string | undefined {
  const match = /^(.*)-(640|1280)\.webp$/.exec(src);
  if (!match) return undefined;
  return `${match[1]}-640.webp 640w, ${match[1]}-1280.webp 1280w`;
}

interface TourImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** Intrinsic size: always given, so the layout never jumps while images load. */
  width: number;
  height: number;
  /** How wide the image renders, for srcset selection (e.g. '(min-width: 62em) 33vw, 100vw'). */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
}

export function TourImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  ...props
}: TourImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <chakra.img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      // html* props become the width/height attributes (plain width/height are style props in
      // Chakra); the browser reserves the aspect ratio before the image arrives.
      htmlWidth={width}
      htmlHeight={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      objectFit="cover"
      {...props}
    />
  );
}
