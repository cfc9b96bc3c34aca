import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { imageSet } from '../../lib/image-set';

interface TourImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  /**
   * Intrinsic size: always set, so the layout never jumps while images load. Defaults to the
   * size of the image's family (src/lib/image-set.ts).
   */
  width?: number;
  height?: number;
  /** How wide the image renders, for srcset selection (e.g. '(min-width: 62em) 33vw, 100vw'). */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
}

/**
 * A picture of the site (tour, category, hero, team, avatar, upload) with its AVIF and WebP
 * widths from `imageSet`: a `<picture>` that lays out as if only the `<img>` were there
 * (`display: contents`), so the style props given here size the image itself.
 */
export function TourImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  ...props
}: TourImageProps) {
  const set = imageSet(src, sizes);
  return (
    <picture style={{ display: 'contents' }}>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={set.sizes} />
      ))}
      <chakra.img
        src={set.src}
        srcSet={set.srcSet}
        sizes={set.sizes}
        alt={alt}
        // html* props become the width/height attributes (plain width/height are style props in
        // Chakra); the browser reserves the aspect ratio before the image arrives.
        htmlWidth={width ?? set.width}
        htmlHeight={height ?? set.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        objectFit="cover"
        {...props}
      />
    </picture>
  );
}
