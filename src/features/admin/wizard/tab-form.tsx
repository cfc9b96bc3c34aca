import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  SAVING_TAGS,
  saveEvent,
  WIZARD_TAB_LABELS,
  type TourWizardActorRef,
  type WizardTab,
} from '../../../../machines/tour-wizard-machine';
import { wizardFormId } from './wizard.logic';

/** Whether `tab` is saving: its fields and buttons wait. */
export function useTabSaving(actor: TourWizardActorRef, tab: WizardTab): boolean {
  return useSelector(actor, (s) => s.hasTag(SAVING_TAGS[tab]));
}

/** A tab's errors, keyed as the server keys them (first message per field). */
export function useTabErrors(actor: TourWizardActorRef, tab: WizardTab) {
  return useSelector(actor, (s) => s.context.errors[tab]) ?? NO_ERRORS;
}
const NO_ERRORS: Record<string, string> = {};

interface TabFormProps {
  actor: TourWizardActorRef;
  tab: WizardTab;
  /** Shown on the Save button while the tab saves. */
  savingLabel?: string;
  /** Under the fields, beside the Save button. */
  note?: ReactNode;
  children: ReactNode;
}

/**
 * One tab's form: Enter or the Save button sends `{tab}.save`; the button is enabled exactly
 * when the machine would take that event (a locked tab, or one saving already, cannot save).
 */
export function TabForm({ actor, tab, savingLabel = 'Saving...', note, children }: TabFormProps) {
  const canSave = useSelector(actor, (s) => s.can(saveEvent(tab)));
  const saving = useTabSaving(actor, tab);
  return (
    <form
      id={wizardFormId(tab)}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send(saveEvent(tab));
      }}
    >
      <Stack gap="6">
        {children}
        <HStack
          justify="space-between"
          align="center"
          gap="4"
          pt="5"
          borderTopWidth="1px"
          flexWrap="wrap"
        >
          <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
            {note}
          </Text>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!canSave}
            loading={saving}
            loadingText={savingLabel}
            w={{ base: 'full', sm: 'auto' }}
          >
            Save {WIZARD_TAB_LABELS[tab]}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
