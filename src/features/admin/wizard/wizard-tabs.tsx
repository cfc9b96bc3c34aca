import { Box, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { WIZARD_TAB_LABELS, WIZARD_TABS, type WizardTab } from '../../../../contract/tour-wizard';
import {
  selectedTab,
  tabActor,
  type TourWizardActorRef,
  type TourWizardSnapshot,
} from '../../../../machines/tour-wizard-machine';
import { Tabs } from '../../../components/ui/tabs';
import { AvailabilityTab } from './availability-tab';
import { BasicTab } from './basic-tab';
import { InclusionsTab } from './inclusions-tab';
import { ItineraryTab } from './itinerary-tab';
import { MediaTab } from './media-tab';
import type { TabPanelProps } from './tab-form';

/** The tabs the machine will not open (no tour yet), as one string so the selection is stable. */
const lockedTabs = (snapshot: TourWizardSnapshot): string =>
  WIZARD_TABS.filter((tab) => !snapshot.can({ type: 'tab.select', tab })).join(' ');

const asTab = (value: string): WizardTab | undefined => WIZARD_TABS.find((tab) => tab === value);

const PANELS: Record<WizardTab, (props: TabPanelProps) => React.JSX.Element> = {
  basic: BasicTab,
  media: MediaTab,
  itinerary: ItineraryTab,
  inclusions: InclusionsTab,
  availability: AvailabilityTab,
};

/** Basic Information, Media, Itinerary, Inclusions, Availability; locked ones say why. */
export function WizardTabs({ actor }: { actor: TourWizardActorRef }) {
  const tab = useSelector(actor, selectedTab);
  const locked = useSelector(actor, lockedTabs).split(' ');
  const hintId = useId();
  const anyLocked = WIZARD_TABS.some((t) => locked.includes(t));

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => {
        const next = asTab(details.value);
        if (next) actor.send({ type: 'tab.select', tab: next });
      }}
      variant="enclosed"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Box>
        <Tabs.List flexWrap="wrap" rowGap="1">
          {WIZARD_TABS.map((t) => {
            const isLocked = locked.includes(t);
            return (
              <Tabs.Trigger
                key={t}
                value={t}
                disabled={isLocked}
                aria-describedby={isLocked ? hintId : undefined}
                _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
              >
                {isLocked && <Lock size={14} aria-hidden />}
                {WIZARD_TAB_LABELS[t]}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      </Box>
      {anyLocked && (
        <HStack id={hintId} gap="2" mt="3" color="fg.muted" fontSize="sm">
          <Lock size={14} aria-hidden />
          <Text>Save the basic information first</Text>
        </HStack>
      )}
      {WIZARD_TABS.map((t) => (
        <Tabs.Content key={t} value={t} pt="5">
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
            <TabPanel wizard={actor} tab={t} />
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A tab's form, on the tab's save actor (a locked tab has none, and never opens). */
function TabPanel({ wizard, tab }: { wizard: TourWizardActorRef; tab: WizardTab }) {
  const actor = useSelector(wizard, (s) => tabActor(s, tab));
  if (!actor) return null;
  const Panel = PANELS[tab];
  return <Panel actor={actor} wizard={wizard} />;
}
