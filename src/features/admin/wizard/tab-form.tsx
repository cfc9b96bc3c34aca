import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  draftValues,
  WIZARD_TAB_LABELS,
  type TabEdit,
  type WizardTab,
} from '../../../../contract/tour-wizard';
import type { TabActorRef, TourWizardActorRef } from '../../../../machines/tour-wizard-machine';
import { wizardFormId } from './wizard.logic';

/** What each tab's panel gets: its own form, and the wizard (for the categories). */
export interface TabPanelProps {
  actor: TabActorRef;
  wizard: TourWizardActorRef;
}

/** Whether the tab is saving: its fields and buttons wait. */
export function useTabSaving(actor: TabActorRef): boolean {
  return useSelector(actor, (s) => s.hasTag('saving'));
}

/** The tab's errors, keyed as the server keys them (first message per field). */
export function useTabErrors(actor: TabActorRef): Record<string, string> {
  return useSelector(actor, (s) => s.context.errors);
}

/** What the tab's inputs hold. */
export function useDraft<T extends WizardTab>(actor: TabActorRef, tab: T) {
  return useSelector(actor, (s) => draftValues(s.context.values.draft, tab));
}

/** Sends one edit to the tab (the tab refuses what its rules do not allow). */
export const sendEdit = (actor: TabActorRef, edit: TabEdit) =>
  actor.send({ type: 'draft.edit', edit });

/** Whether the tab would take `edit` now (a button for a refused edit is disabled). */
export const useCanEdit = (actor: TabActorRef, edit: TabEdit): boolean =>
  useSelector(actor, (s) => s.can({ type: 'draft.edit', edit }));

interface TabFormProps {
  actor: TabActorRef;
  tab: WizardTab;
  /** Shown on the Save button while the tab saves. */
  savingLabel?: string;
  /** Under the fields, beside the Save button. */
  note?: ReactNode;
  children: ReactNode;
}

/**
 * One tab's form: Enter or the Save button sends `draft.save`; the button is enabled exactly
 * when the tab would take that event (a tab saving or removing already cannot save).
 */
export function TabForm({ actor, tab, savingLabel = 'Saving...', note, children }: TabFormProps) {
  const canSave = useSelector(actor, (s) => s.can({ type: 'draft.save' }));
  const saving = useTabSaving(actor);
  return (
    <form
      id={wizardFormId(tab)}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'draft.save' });
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
