import { Badge, Link as ChakraLink, HStack, Heading, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/card';
import { Link } from '@tanstack/react-router';
import { TourImage } from '../../components/tours/tour-image';
import { formatLongDate } from '../../lib/format';
import type { BlogPost } from '../../../contract/blog-posts';

interface ArticleCardProps {
  post: BlogPost;
  /** The card title's level in the page outline (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first screenful load their image eagerly. */
  priority?: boolean;
}

/** One article teaser; the title links to /blog/{id} and its hit area covers the whole card. */
export function ArticleCard({ post, headingLevel = 'h3', priority = false }: ArticleCardProps) {
  return (
    <Card.Root
      as="article"
      position="relative"
      overflow="hidden"
      variant="elevated"
      h="full"
      transition="transform 0.3s, box-shadow 0.3s"
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <TourImage
        src={post.image}
        alt={post.imageAlt}
        width={640}
        height={427}
        w="full"
        h="auto"
        aspectRatio="3 / 2"
        sizes="(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw"
        priority={priority}
      />
      <Card.Body gap="3" p="5">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" size="md">
            {post.category}
          </Badge>
          <Text as="span" fontSize="sm" color="fg.muted">
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </Text>
        </HStack>
        <Heading as={headingLevel} size="lg" lineHeight="short">
          <ChakraLink
            asChild
            color="fg"
            _hover={{ color: 'brand.fg', textDecoration: 'none' }}
            _focusVisible={{ outline: 'none' }}
            _before={{ content: '""', position: 'absolute', inset: '0', zIndex: '1' }}
          >
            <Link to="/blog/$id" params={{ id: String(post.id) }}>
              {post.title}
            </Link>
          </ChakraLink>
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {post.excerpt}
        </Text>
      </Card.Body>
      <Card.Footer px="5" pb="5" pt="0">
        <Text fontSize="sm" color="fg.muted">
          By{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {post.author}
          </Text>
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
