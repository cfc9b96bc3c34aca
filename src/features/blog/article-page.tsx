import {
  Badge,
  Box,
  Button,
  Container,
  HStack,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { List } from '../../components/ui/list';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, Clock, FileQuestion, UserRound } from 'lucide-react';
import { useId } from 'react';
import { TourImage } from '../../components/tours/tour-image';
import { formatLongDate } from '../../lib/format';
import { ArticleCard } from './article-card';
import { readingMinutes } from './blog-search';
import type { ArticleBlock, BlogPost } from '../../../contract/blog-posts';

function BackToBlog() {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
      <Link to="/blog">
        <ArrowLeft size={18} aria-hidden />
        Back to the blog
      </Link>
    </ChakraLink>
  );
}

function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} as="h2" size={{ base: 'xl', md: '2xl' }} pt="4" color="brand.fg">
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <Text key={index}>{block.text}</Text>;
          case 'list':
            return (
              <List.Root key={index} gap="2" ps="6">
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            );
        }
      })}
    </Stack>
  );
}

/** /blog/{id}: the full article, then related articles and a way back. */
export function ArticlePage({ post, related }: { post: BlogPost; related: BlogPost[] }) {
  const relatedHeadingId = useId();
  return (
    <>
      <Container maxW="4xl" pt={{ base: '8', md: '12' }} pb="10" as="article">
        <Stack gap="6">
          <BackToBlog />
          <Stack gap="4">
            <Badge colorPalette="brand" variant="subtle" size="lg" alignSelf="flex-start">
              {post.category}
            </Badge>
            <Heading
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              letterSpacing="-0.02em"
              lineHeight="1.15"
            >
              {post.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {post.excerpt}
            </Text>
            <HStack gap={{ base: '4', md: '6' }} wrap="wrap" color="fg.muted" fontSize="sm">
              <HStack gap="2">
                <UserRound size={16} aria-hidden />
                <Text>
                  By{' '}
                  <Text as="span" fontWeight="semibold" color="fg">
                    {post.author}
                  </Text>
                </Text>
              </HStack>
              <HStack gap="2">
                <CalendarDays size={16} aria-hidden />
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </HStack>
              <HStack gap="2">
                <Clock size={16} aria-hidden />
                <Text>{readingMinutes(post)} min read</Text>
              </HStack>
            </HStack>
          </Stack>
          <TourImage
            src={post.image}
            alt={post.imageAlt}
            width={1280}
            height={853}
            w="full"
            h="auto"
            aspectRatio="3 / 2"
            rounded="2xl"
            sizes="(min-width: 56rem) 864px, 100vw"
            priority
          />
          <ArticleBody blocks={post.body} />
          <Box borderTopWidth="1px" pt="8" mt="4">
            <Stack
              direction={{ base: 'column', md: 'row' }}
              gap="4"
              justify="space-between"
              align={{ md: 'center' }}
              bg="sunrise.subtle"
              rounded="xl"
              p={{ base: '5', md: '6' }}
            >
              <Text fontWeight="semibold" fontSize="lg">
                Ready to see the Karakoram for yourself?
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild colorPalette="sunrise">
                  <Link to="/tours">Explore Tours</Link>
                </Button>
                <Button asChild variant="outline" colorPalette="brand" bg="bg">
                  <Link to="/custom-tour">Plan a Custom Tour</Link>
                </Button>
              </HStack>
            </Stack>
          </Box>
        </Stack>
      </Container>

      {related.length > 0 && (
        <Box
          as="section"
          aria-labelledby={relatedHeadingId}
          bg="bg.subtle"
          py={{ base: '10', md: '14' }}
        >
          <Container maxW="7xl">
            <Stack gap="6">
              <HStack justify="space-between" wrap="wrap" gap="4">
                <Heading as="h2" id={relatedHeadingId} size={{ base: 'xl', md: '2xl' }}>
                  Related Articles
                </Heading>
                <BackToBlog />
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
                {related.map((p) => (
                  <ArticleCard key={p.id} post={p} />
                ))}
              </SimpleGrid>
            </Stack>
          </Container>
        </Box>
      )}
    </>
  );
}

/** An id that names no article: a clear message and a way back, never a crash. */
export function ArticleNotFound() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} minH="60vh">
      <Stack gap="5" align="center" textAlign="center">
        <Box color="brand.solid">
          <FileQuestion size={56} aria-hidden />
        </Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Article not found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The article you&apos;re looking for doesn&apos;t exist or has been moved.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/blog">Back to the blog</Link>
        </Button>
      </Stack>
    </Container>
  );
}
