import { Box, HStack, Heading } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** One titled card of the checkout form (Contact Information, Payment Method, Terms). */
export function CheckoutSection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
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
