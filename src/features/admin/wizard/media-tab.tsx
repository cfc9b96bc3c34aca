import {
  AspectRatio,
  Box,
  Button,
  Center,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ImageOff, Trash2, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../../../contract/tour-media';
import { errorKey } from '../../../../contract/tour-wizard';
import type { TabActorRef } from '../../../../machines/tour-wizard-machine';
import { TourImage } from '../../../components/tours/tour-image';
import { Field } from '../../../components/ui/field';
import { FilePreview, fileKey } from './file-preview';
import { sendEdit, TabForm, useDraft, useTabErrors, useTabSaving } from './tab-form';

/** Takes the chosen files and clears the input, so choosing the same file again still counts. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

const FILE_INPUT_CSS = {
  '&::file-selector-button': {
    marginInlineEnd: '3',
    paddingInline: '3',
    paddingBlock: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    background: 'bg.muted',
    color: 'fg',
    fontWeight: 'medium',
    cursor: 'pointer',
  },
} as const;

interface FilePickerProps {
  label: string;
  multiple?: boolean;
  disabled: boolean;
  error: string | undefined;
  onFiles: (files: File[]) => void;
}

function FilePicker({ label, multiple = false, disabled, error, onFiles }: FilePickerProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple={multiple}
        onChange={(event) => {
          const files = takeFiles(event);
          if (files.length > 0) onFiles(files);
        }}
        size="lg"
        py="2"
        h="auto"
        css={FILE_INPUT_CSS}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function ErrorLine({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text fontSize="sm" color="fg.error" role="alert">
      {message}
    </Text>
  );
}

/** SPEC 3 'Tour media': the featured image and the gallery, stored and about to be uploaded. */
export function MediaTab({ actor }: { actor: TabActorRef }) {
  const { thumbnail, media, newThumbnail, newGallery } = useDraft(actor, 'media');
  const removingId = useSelector(actor, (s) => s.context.removingId);
  const removing = useSelector(actor, (s) => s.hasTag('removing'));
  const errors = useTabErrors(actor);
  const saving = useTabSaving(actor);
  const busy = saving || removing;

  return (
    <TabForm
      actor={actor}
      tab="media"
      savingLabel="Uploading..."
      note="JPEG, PNG or WebP, up to 5 MB each and 20 per upload. Images are resized and their metadata removed."
    >
      <Stack gap="8">
        <Stack as="section" gap="4" aria-labelledby="media-featured-heading">
          <Heading as="h2" size="md" id="media-featured-heading">
            Featured Image
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
            <AspectRatio ratio={16 / 10} rounded="lg" overflow="hidden" bg="bg.muted">
              {newThumbnail ? (
                <FilePreview
                  key={fileKey(newThumbnail)}
                  file={newThumbnail}
                  alt="New featured image (not uploaded yet)"
                />
              ) : thumbnail ? (
                <TourImage
                  src={thumbnail}
                  alt="Current featured image"
                  width={640}
                  height={400}
                  sizes="(min-width: 48em) 400px, 100vw"
                />
              ) : (
                <Center color="fg.muted" flexDirection="column" gap="2">
                  <ImageOff aria-hidden />
                  <Text fontSize="sm">No featured image yet</Text>
                </Center>
              )}
            </AspectRatio>
            <Stack gap="3">
              <FilePicker
                label="Upload featured image"
                disabled={busy}
                error={errors[errorKey.thumbnail]}
                onFiles={([file]) =>
                  sendEdit(actor, { type: 'media.thumbnail', file: file ?? null })
                }
              />
              {newThumbnail && (
                <Button
                  variant="outline"
                  size="sm"
                  alignSelf="flex-start"
                  disabled={busy}
                  onClick={() => sendEdit(actor, { type: 'media.thumbnail', file: null })}
                >
                  <X aria-hidden />
                  Discard new featured image
                </Button>
              )}
            </Stack>
          </SimpleGrid>
        </Stack>

        <Stack as="section" gap="4" aria-labelledby="media-gallery-heading">
          <Heading as="h2" size="md" id="media-gallery-heading">
            Gallery
          </Heading>
          {media.length === 0 ? (
            <Text color="fg.muted">No gallery images yet.</Text>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="4">
              {media.map((item, index) => (
                <Box as="li" key={item.id}>
                  <Stack gap="2">
                    <AspectRatio ratio={4 / 3} rounded="md" overflow="hidden" bg="bg.muted">
                      <TourImage
                        src={item.full_image_path}
                        alt={`Gallery image ${index + 1}`}
                        width={640}
                        height={480}
                        sizes="(min-width: 62em) 200px, 50vw"
                      />
                    </AspectRatio>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy}
                      loading={removingId === item.id}
                      loadingText="Removing..."
                      aria-label={`Remove gallery image ${index + 1}`}
                      onClick={() => actor.send({ type: 'item.remove', id: item.id })}
                    >
                      <Trash2 aria-hidden />
                      Remove
                    </Button>
                  </Stack>
                </Box>
              ))}
            </SimpleGrid>
          )}

          {newGallery.length > 0 && (
            <Stack gap="3">
              <Heading as="h3" size="sm">
                Ready to upload ({newGallery.length})
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="4">
                {newGallery.map((file, index) => (
                  <Box as="li" key={`${fileKey(file)}-${index}`}>
                    <Stack gap="2">
                      <AspectRatio ratio={4 / 3} rounded="md" overflow="hidden" bg="bg.muted">
                        <FilePreview
                          file={file}
                          alt={`New gallery image ${index + 1}: ${file.name}`}
                        />
                      </AspectRatio>
                      <Text fontSize="xs" color="fg.muted" truncate title={file.name}>
                        {file.name}
                      </Text>
                      <ErrorLine message={errors[errorKey.galleryFile(index)]} />
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Discard ${file.name}`}
                        onClick={() => sendEdit(actor, { type: 'media.discard', index })}
                      >
                        <X aria-hidden />
                        Discard
                      </Button>
                    </Stack>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
          )}

          <FilePicker
            label="Add gallery images"
            multiple
            disabled={busy}
            error={errors[errorKey.gallery]}
            onFiles={(files) => sendEdit(actor, { type: 'media.add', files })}
          />
        </Stack>
      </Stack>
    </TabForm>
  );
}
