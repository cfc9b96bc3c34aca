import { Box, HStack, Heading } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/**
 * One titled card with an icon: the sections of the checkout form (Contact Information, Payment
 * Method, Terms) and the cards of the confirmation page (`fullHeight` to fill their grid row).
 */
export function SectionCard({
  id,
  icon: Icon,
  title,
  fullHeight = false,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  fullHeight?: boolean;
  children: ReactNode;
}) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      rounded="2xl"
      shadow="sm"
      borderWidth="1px"
      borderColor="border.muted"
      h={fullHeight ? 'full' : undefined}
    >
      <Card.Header pb="0">
        <HStack gap="3">
          <Box bg="brand.subtle" color="brand.fg" rounded="full" p="2" display="flex" aria-hidden>
            <Icon size={18} />
          </Box>
          <Heading as="h2" id={id} size="lg" color="brand.fg">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
