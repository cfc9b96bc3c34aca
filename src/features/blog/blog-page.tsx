import { Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHero } from '../../components/page-hero';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs } from '../../components/ui/tabs';
import { SearchX } from 'lucide-react';
import { useId } from 'react';
import {
  BLOG_CATEGORIES,
  categoryLabel,
  type BlogCategorySlug,
} from '../../../contract/blog-categories';
import { featuredPosts, filterPosts, isFiltering, newestFirst } from './blog-search';
import { ArticleCard } from './article-card';
import { BlogSearchBox } from './blog-search-box';
import { NewsletterBox } from './newsletter-box';
import { BLOG_POSTS, type BlogPost } from '../../../contract/blog-posts';

const POSTS = newestFirst(BLOG_POSTS);
const FEATURED = featuredPosts(POSTS);

interface BlogPageProps {
  category: BlogCategorySlug;
  query: string;
  onCategoryChange: (category: BlogCategorySlug) => void;
  onQueryChange: (query: string) => void;
  onClearFilters: () => void;
}

/** /blog 'Adventure Insights': featured articles, search, category tabs and the newsletter. */
export function BlogPage({
  category,
  query,
  onCategoryChange,
  onQueryChange,
  onClearFilters,
}: BlogPageProps) {
  const filter = { category, query };
  const results = filterPosts(POSTS, filter);
  const filtering = isFiltering(filter);
  const browseHeadingId = useId();

  return (
    <>
      <PageHero
        eyebrow="Our blog"
        title="Adventure Insights"
        intro="Field notes from our guides in Skardu: acclimatisation and health at altitude, what to pack, Balti culture and food, wildlife and photographing the Karakoram."
      />

      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          {!filtering && <FeaturedArticles posts={FEATURED} />}

          <Stack as="section" aria-labelledby={browseHeadingId} gap="6">
            <Flex
              direction={{ base: 'column', md: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', md: 'center' }}
              gap="4"
            >
              <Heading as="h2" id={browseHeadingId} size={{ base: 'xl', md: '2xl' }}>
                {category === 'all' ? 'All Articles' : `${categoryLabel(category)} Articles`}
              </Heading>
              <BlogSearchBox query={query} onQueryChange={onQueryChange} />
            </Flex>

            <Tabs.Root
              value={category}
              onValueChange={(details) => onCategoryChange(details.value as BlogCategorySlug)}
              variant="enclosed"
              colorPalette="brand"
            >
              <Tabs.List aria-label="Blog categories" flexWrap="wrap">
                {BLOG_CATEGORIES.map((c) => (
                  <Tabs.Trigger key={c.slug} value={c.slug} px="4">
                    {c.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Text role="status" color="fg.muted" fontSize="sm" pt="4">
                {results.length === 1 ? 'Showing 1 article' : `Showing ${results.length} articles`}
              </Text>
              {BLOG_CATEGORIES.map((c) => (
                <Tabs.Content key={c.slug} value={c.slug} pt="4">
                  {c.slug === category && (
                    <ArticleResults posts={results} onClearFilters={onClearFilters} />
                  )}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Stack>

          <NewsletterBox />
        </Stack>
      </Container>
    </>
  );
}

function FeaturedArticles({ posts }: { posts: BlogPost[] }) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="6">
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
        Featured Articles
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {posts.map((post, index) => (
          <ArticleCard key={post.id} post={post} priority={index === 0} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ArticleResults({
  posts,
  onClearFilters,
}: {
  posts: BlogPost[];
  onClearFilters: () => void;
}) {
  if (posts.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SearchX aria-hidden />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="2">
            <EmptyState.Title as="h3">No articles found</EmptyState.Title>
            <EmptyState.Description>
              Try adjusting your search or choosing a different category.
            </EmptyState.Description>
          </Stack>
          <Button variant="outline" colorPalette="brand" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {posts.map((post) => (
        <ArticleCard key={post.id} post={post} />
      ))}
    </SimpleGrid>
  );
}
