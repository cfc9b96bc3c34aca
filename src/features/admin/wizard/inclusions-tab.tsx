import { Button, HStack, IconButton, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { INCLUSION_LIMITS } from '../../../../contract/admin-tours';
import { errorKey, type InclusionList } from '../../../../contract/tour-wizard';
import type { TabActorRef } from '../../../../machines/tour-wizard-machine';
import { Field } from '../../../components/ui/field';
import { sendEdit, TabForm, useDraft, useTabErrors, useTabSaving } from './tab-form';

const LISTS: Record<InclusionList, { heading: string; item: string; empty: string }> = {
  includes: {
    heading: "What's Included",
    item: 'Included item',
    empty: 'Nothing listed as included yet.',
  },
  excludes: {
    heading: "What's Not Included",
    item: 'Excluded item',
    empty: 'Nothing listed as excluded yet.',
  },
};

/** SPEC 3 'Inclusions': two lists of text; add an empty item, edit it, remove it (SPEC 4). */
export function InclusionsTab({ actor }: { actor: TabActorRef }) {
  return (
    <TabForm actor={actor} tab="inclusions" note="Empty items are left out when saving.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <InclusionEditor actor={actor} list="includes" />
        <InclusionEditor actor={actor} list="excludes" />
      </SimpleGrid>
    </TabForm>
  );
}

function InclusionEditor({ actor, list }: { actor: TabActorRef; list: InclusionList }) {
  const items = useDraft(actor, 'inclusions')[list];
  const errors = useTabErrors(actor);
  const saving = useTabSaving(actor);
  const copy = LISTS[list];
  const headingId = `inclusions-${list}-heading`;

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontFamily="heading" fontWeight="semibold" fontSize="lg">
        {copy.heading}
      </Text>
      {items.length === 0 && <Text color="fg.muted">{copy.empty}</Text>}
      <Stack as="ol" gap="3" listStyleType="none">
        {items.map((item, index) => (
          <li key={index}>
            <Field.Root
              invalid={Boolean(errors[errorKey.inclusion(list, index)])}
              disabled={saving}
            >
              <Field.Label srOnly>
                {copy.item} {index + 1}
              </Field.Label>
              <HStack gap="2" w="full" align="flex-start">
                <Textarea
                  autoresize
                  rows={1}
                  value={item}
                  maxLength={INCLUSION_LIMITS.text}
                  placeholder={list === 'includes' ? 'Airport transfers' : 'International flights'}
                  onChange={(e) =>
                    sendEdit(actor, {
                      type: 'inclusions.change',
                      list,
                      index,
                      value: e.target.value,
                    })
                  }
                  // One line of text per item: the box only grows to show long items in full.
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') e.preventDefault();
                  }}
                />
                <IconButton
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${copy.item.toLowerCase()} ${index + 1}`}
                  disabled={saving}
                  onClick={() => sendEdit(actor, { type: 'inclusions.remove', list, index })}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
              <Field.ErrorText>{errors[errorKey.inclusion(list, index)]}</Field.ErrorText>
            </Field.Root>
          </li>
        ))}
      </Stack>
      {errors[list] && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors[list]}
        </Text>
      )}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        disabled={saving}
        onClick={() => sendEdit(actor, { type: 'inclusions.add', list })}
      >
        <Plus aria-hidden />
        Add {copy.item.toLowerCase()}
      </Button>
    </Stack>
  );
}
