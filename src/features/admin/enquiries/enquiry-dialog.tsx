import { InlineLoadFailed } from '../../../components/admin/load-failed-alert';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Heading,
  HStack,
  Portal,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUSES,
  MAX_NOTE_LENGTH,
  type EnquiryStatus,
} from '../../../../contract/admin-enquiries';
import {
  noteFormActor,
  statusFormActor,
  type AdminEnquiriesActorRef,
  type EnquiryNoteFormRef,
} from '../../../../machines/admin-enquiries-machine';
import { useDialogForm } from '../../../components/form-binding';
import { SelectField } from '../../../components/select-field';
import { Alert } from '../../../components/ui/alert';
import { DataList } from '../../../components/ui/data-list';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { formatDateTime, STATUS_PALETTE } from './enquiry-text';
import { NOTE_FORM_ID } from './enquiries.logic';

type Props = { enquiries: AdminEnquiriesActorRef };

/** What the sender sent, field by field. */
function SentFields({ enquiries }: Props) {
  const fields = useSelector(enquiries, (s) => s.context.detail?.fields ?? []);
  const email = useSelector(enquiries, (s) => s.context.detail?.email ?? '');
  const createdAt = useSelector(enquiries, (s) => s.context.detail?.createdAt ?? '');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="3">
      {[
        { label: 'Email', value: email },
        { label: 'Sent', value: createdAt ? formatDateTime(createdAt) : '' },
        ...fields,
      ].map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel w={{ base: '28', sm: '36' }} flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere" whiteSpace="pre-wrap">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A form's save that failed: what was not saved, and why (the form's message). */
function SaveProblem({ title, message }: { title: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The status select: saves on change (the status form); disabled while anything saves. */
function StatusControl({ enquiries }: Props) {
  const status = useSelector(
    enquiries,
    (s) => s.context.pendingStatus ?? s.context.detail?.status ?? 'New',
  );
  const busy = useSelector(enquiries, (s) => s.hasTag('busy'));
  const saving = useSelector(enquiries, (s) => s.hasTag('savingStatus'));
  const form = useDialogForm(useSelector(enquiries, statusFormActor));
  const problem = useSelector(form, (s) => s?.context.errors.status ?? s?.context.failure);
  return (
    <Stack gap="2">
      <HStack align="end" gap="3">
        <Box flex="1" maxW="xs">
          <fieldset disabled={busy}>
            <SelectField
              label="Status"
              value={status}
              options={ENQUIRY_STATUSES.map((value) => ({ value, label: value }))}
              onChange={(value) =>
                enquiries.send({ type: 'status.change', status: value as EnquiryStatus })
              }
            />
          </fieldset>
        </Box>
        {saving && (
          <HStack role="status" gap="2" color="fg.muted" pb="2">
            <Spinner size="sm" aria-hidden />
            <Text fontSize="sm">Saving...</Text>
          </HStack>
        )}
      </HStack>
      <SaveProblem title="Status not saved" message={problem} />
    </Stack>
  );
}

/** The new note's form (the note form): its text, the message under it, and Add note. */
function NoteForm({ enquiries, form }: Props & { form: EnquiryNoteFormRef }) {
  const body = useSelector(form, (s) => s.context.values.body);
  const error = useSelector(form, (s) => s.context.errors.body);
  const failure = useSelector(form, (s) => s.context.failure);
  const busy = useSelector(enquiries, (s) => s.hasTag('busy'));
  const saving = useSelector(enquiries, (s) => s.hasTag('savingNote'));
  return (
    <form
      id={NOTE_FORM_ID}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        enquiries.send({ type: 'note.submit' });
      }}
    >
      <Stack gap="2">
        <SaveProblem title="Note not saved" message={failure} />
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>New note</Field.Label>
          <Textarea
            name="body"
            value={body}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            readOnly={busy}
            onChange={(e) =>
              form.send({
                type: 'draft.edit',
                edit: { field: 'body', value: e.currentTarget.value },
              })
            }
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" size="sm" disabled={busy}>
            {saving && <Spinner size="sm" aria-hidden />}
            {saving ? 'Saving...' : 'Add note'}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Internal notes, oldest first, and the form for a new one. */
function Notes({ enquiries }: Props) {
  const notes = useSelector(enquiries, (s) => s.context.detail?.notes ?? []);
  const form = useDialogForm(useSelector(enquiries, noteFormActor));
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Internal notes
      </Heading>
      {notes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No notes yet. Notes are seen by admins only.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Notes">
          {notes.map((note) => (
            <Box as="li" key={note.id} p="3" bg="bg.muted" rounded="md">
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.body}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {note.author ?? 'Former admin'} · {formatDateTime(note.createdAt)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {form && <NoteForm enquiries={enquiries} form={form} />}
    </Stack>
  );
}

/** What admins did to this enquiry, oldest first. */
function History({ enquiries }: Props) {
  const history = useSelector(enquiries, (s) => s.context.detail?.history ?? []);
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        History
      </Heading>
      {history.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Nothing changed yet.
        </Text>
      ) : (
        <Stack as="ol" gap="1.5" listStyleType="none" aria-label="History" fontSize="sm">
          {history.map((entry) => (
            <Box as="li" key={entry.id}>
              <Text>
                {entry.summary}{' '}
                <Text as="span" color="fg.muted">
                  by {entry.actor ?? 'a former admin'}, {formatDateTime(entry.createdAt)}
                </Text>
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DetailBody({ enquiries }: Props) {
  const loading = useSelector(enquiries, (s) => s.hasTag('detailLoading'));
  const failed = useSelector(enquiries, (s) => s.hasTag('detailError'));
  const error = useSelector(enquiries, (s) => s.context.detailError);
  if (loading) {
    return (
      <Stack gap="3" role="status" aria-label="Loading the enquiry">
        <Skeleton h="5" w="60%" />
        <Skeleton h="24" />
        <Skeleton h="16" />
      </Stack>
    );
  }
  if (failed) {
    return (
      <InlineLoadFailed error={error} onRetry={() => enquiries.send({ type: 'detail.retry' })} />
    );
  }
  return (
    <Stack gap="6">
      <StatusControl enquiries={enquiries} />
      <SentFields enquiries={enquiries} />
      <Notes enquiries={enquiries} />
      <History enquiries={enquiries} />
    </Stack>
  );
}

/**
 * An opened enquiry: everything the sender sent, its status (saved on change), notes and
 * history. Escape, the backdrop and Close ask the route to drop the enquiry from the URL
 * (`onClose`), which closes it; not while a save runs (the machine would not close then).
 */
export function EnquiryDialog({ enquiries, onClose }: Props & { onClose: () => void }) {
  const open = useSelector(enquiries, (s) => s.hasTag('detailOpen'));
  const name = useSelector(enquiries, (s) => s.context.detail?.name ?? 'Enquiry');
  const kind = useSelector(enquiries, (s) => s.context.openKey?.kind);
  const status = useSelector(enquiries, (s) => s.context.detail?.status);
  const canClose = useSelector(enquiries, (s) => s.can({ type: 'detail.close' }));
  const close = () => {
    if (canClose) onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Stack gap="1" minW="0">
                <Dialog.Title overflowWrap="anywhere">{name}</Dialog.Title>
                <HStack gap="2" wrap="wrap">
                  {kind && (
                    <Dialog.Description color="fg.muted" fontSize="sm">
                      {ENQUIRY_KIND_LABELS[kind]}
                    </Dialog.Description>
                  )}
                  {status && (
                    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
                      {status}
                    </Badge>
                  )}
                </HStack>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <DetailBody enquiries={enquiries} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" aria-disabled={!canClose || undefined} onClick={close}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close enquiry" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
