import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';

/**
 * One titled block of the Profile, Settings and Payment Methods tabs: an h2 (the page's h1 is
 * the welcome banner), an optional line under it, an optional action on the right.
 */
export function SectionCard({
  title,
  description,
  action,
  headingRef,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      rounded="xl"
      bg="bg.panel"
    >
      <Card.Header px={{ base: '4', md: '6' }} pt={{ base: '4', md: '5' }} pb="0">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="3"
        >
          <Box minW="0">
            <Heading
              as="h2"
              size="lg"
              id={headingId}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              _focusVisible={{ outline: 'none' }}
            >
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm" mt="1">
                {description}
              </Text>
            )}
          </Box>
          {action}
        </Stack>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }}>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A failed save or action: what went wrong, and a button to try again (or dismiss). */
export function FailureAlert({
  title,
  description,
  actionLabel = 'Try again',
  onAction,
  disabled,
}: {
  title: string;
  description: string | null;
  actionLabel?: string;
  onAction: () => void;
  disabled?: boolean;
}) {
  return (
    <Alert.Root status="error" role="alert" rounded="lg" alignItems="start">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Box>
          <Alert.Title>{title}</Alert.Title>
          {description && <Alert.Description>{description}</Alert.Description>}
        </Box>
        <Box>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onAction}
            disabled={disabled}
          >
            {actionLabel === 'Try again' && <RotateCw aria-hidden />}
            {actionLabel}
          </Button>
        </Box>
      </Stack>
    </Alert.Root>
  );
}
