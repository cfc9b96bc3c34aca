import { InlineLoadFailed } from '../../../components/admin/load-failed-alert';
import {
  Badge,
  Box,
  Button,
  chakra,
  CloseButton,
  HStack,
  Portal,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download, Paperclip, RotateCw, Send } from 'lucide-react';
import { OUTBOX_STATUS_LABELS } from '../../../../contract/admin-outbox';
import type { AdminOutboxActorRef } from '../../../../machines/admin-outbox-machine';
import { Alert } from '../../../components/ui/alert';
import { DataList } from '../../../components/ui/data-list';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { formatDateTime } from '../../../lib/format-date-time';
import { OUTBOX_STATUS_PALETTE } from './outbox-text';

type Props = { outbox: AdminOutboxActorRef };

/** Who, when, how often tried and why it last failed. */
function Facts({ outbox }: Props) {
  const message = useSelector(outbox, (s) => s.context.message);
  if (!message) return null;
  const facts = [
    { label: 'To', value: message.to },
    { label: 'Written', value: formatDateTime(message.created_at) },
    ...(message.sent_at
      ? [
          {
            label: message.status === 'kept' ? 'Kept' : 'Sent',
            value: formatDateTime(message.sent_at),
          },
        ]
      : []),
    { label: 'Attempts', value: String(message.attempts) },
    ...(message.reference ? [{ label: 'Booking', value: message.reference }] : []),
    ...(message.last_error ? [{ label: 'Last error', value: message.last_error }] : []),
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {facts.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel w={{ base: '24', sm: '28' }} flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue
            overflowWrap="anywhere"
            color={label === 'Last error' ? 'fg.error' : undefined}
          >
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Retry for a failed message: busy while it runs, the reason when it is refused. */
function RetryControl({ outbox }: Props) {
  const canRetry = useSelector(outbox, (s) => s.can({ type: 'message.retry' }));
  const retrying = useSelector(outbox, (s) => s.hasTag('retrying'));
  const failed = useSelector(outbox, (s) => s.hasTag('retryError'));
  const error = useSelector(outbox, (s) => s.context.retryError);
  if (!canRetry && !retrying && !failed) return null;
  return (
    <Stack gap="3" align="flex-start">
      {failed && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not retried</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack gap="3" wrap="wrap">
        {(canRetry || retrying) && (
          <Button
            colorPalette="sunrise"
            size="sm"
            disabled={retrying}
            onClick={() => outbox.send({ type: 'message.retry' })}
          >
            {retrying ? <Spinner size="sm" aria-hidden /> : <Send aria-hidden />}
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        )}
        {failed && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => outbox.send({ type: 'message.reload' })}
          >
            <RotateCw aria-hidden />
            Reload message
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** The files sent with the message; an itinerary downloads through the API. */
function Attachments({ outbox }: Props) {
  const attachments = useSelector(outbox, (s) => s.context.message?.attachments ?? []);
  const downloading = useSelector(outbox, (s) => s.hasTag('downloading'));
  const failed = useSelector(outbox, (s) => s.hasTag('downloadError'));
  const error = useSelector(outbox, (s) => s.context.downloadError);
  if (attachments.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        Attachments
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Attachments">
        {attachments.map((attachment) => (
          <HStack as="li" key={attachment.fileName} gap="3" wrap="wrap">
            <HStack gap="1.5" minW="0">
              <Paperclip size={16} aria-hidden />
              <Text fontSize="sm" overflowWrap="anywhere">
                {attachment.fileName}
              </Text>
            </HStack>
            {attachment.reference && (
              <Button
                size="xs"
                variant="outline"
                disabled={downloading}
                aria-label={`Download ${attachment.fileName}`}
                onClick={() => outbox.send({ type: 'attachment.download', attachment })}
              >
                {downloading ? <Spinner size="xs" aria-hidden /> : <Download aria-hidden />}
                Download
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The message as the recipient sees it: the HTML in a sandboxed frame (no scripts, no
 * same-origin access, nothing it links to opens) and the plain-text part.
 */
function Rendering({ outbox }: Props) {
  const html = useSelector(outbox, (s) => s.context.message?.html ?? '');
  const text = useSelector(outbox, (s) => s.context.message?.text ?? '');
  const subject = useSelector(outbox, (s) => s.context.message?.subject ?? '');
  return (
    <Tabs.Root defaultValue="html" variant="enclosed" size="sm" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="html">HTML</Tabs.Trigger>
        <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="html" pt="3">
        <chakra.iframe
          title={`${subject} (HTML)`}
          srcDoc={html}
          sandbox=""
          referrerPolicy="no-referrer"
          w="full"
          h={{ base: '65dvh', md: '70vh' }}
          minH="96"
          borderWidth="1px"
          rounded="md"
          bg="white"
        />
      </Tabs.Content>
      <Tabs.Content value="text" pt="3">
        <Box
          as="pre"
          data-testid="message-text"
          p="4"
          borderWidth="1px"
          rounded="md"
          bg="bg.panel"
          fontFamily="mono"
          fontSize="sm"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          maxH={{ base: '65dvh', md: '70vh' }}
          overflowY="auto"
        >
          {text}
        </Box>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function MessageBody({ outbox }: Props) {
  const loading = useSelector(outbox, (s) => s.hasTag('messageLoading'));
  const failed = useSelector(outbox, (s) => s.hasTag('messageError'));
  const error = useSelector(outbox, (s) => s.context.messageError);
  if (loading) {
    return (
      <Stack gap="3" role="status" aria-label="Loading the message">
        <Skeleton h="5" w="60%" />
        <Skeleton h="16" />
        <Skeleton h="64" />
      </Stack>
    );
  }
  if (failed) {
    return (
      <InlineLoadFailed error={error} onRetry={() => outbox.send({ type: 'message.reload' })} />
    );
  }
  return (
    <Stack gap="5">
      <Facts outbox={outbox} />
      <RetryControl outbox={outbox} />
      <Attachments outbox={outbox} />
      <Rendering outbox={outbox} />
    </Stack>
  );
}

/**
 * An opened message. Escape, the backdrop and Close ask the route to drop the message from the
 * URL (`onClose`), which closes it.
 */
export function MessageDialog({ outbox, onClose }: Props & { onClose: () => void }) {
  const open = useSelector(outbox, (s) => s.hasTag('messageOpen'));
  const subject = useSelector(outbox, (s) => s.context.message?.subject ?? 'Message');
  const status = useSelector(outbox, (s) => s.context.message?.status);
  const to = useSelector(outbox, (s) => s.context.message?.to ?? '');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Stack gap="1" minW="0">
                <Dialog.Title overflowWrap="anywhere">{subject}</Dialog.Title>
                <HStack gap="2" wrap="wrap">
                  {to && (
                    <Dialog.Description color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                      To {to}
                    </Dialog.Description>
                  )}
                  {status && (
                    <Badge colorPalette={OUTBOX_STATUS_PALETTE[status]} variant="subtle">
                      {OUTBOX_STATUS_LABELS[status]}
                    </Badge>
                  )}
                </HStack>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <MessageBody outbox={outbox} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close message" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
