import { Heading } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Children, type ReactNode } from 'react';
import { Breadcrumb } from './ui/breadcrumb';

/**
 * A page's breadcrumb: Home, then each link given as a child (a router `<Link>`), then the
 * current page (`current`, marked aria-current="page").
 */
export function PageBreadcrumb({
  current,
  children,
}: {
  current: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Breadcrumb.Root size="sm" mb="4">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/">Home</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        {Children.toArray(children).map((link, index) => [
          <Breadcrumb.Item key={`item-${index}`}>
            <Breadcrumb.Link asChild>{link}</Breadcrumb.Link>
          </Breadcrumb.Item>,
          <Breadcrumb.Separator key={`separator-${index}`} />,
        ])}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** The h1 of a detail page (tour, booking, checkout) below its breadcrumb. */
export function PageTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading
      as="h1"
      id={id}
      size={{ base: '2xl', md: '4xl' }}
      color="brand.fg"
      letterSpacing="-0.02em"
      lineHeight="1.15"
    >
      {children}
    </Heading>
  );
}
