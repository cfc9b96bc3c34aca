import type { ReactNode } from 'react';
import { Tabs } from './ui/tabs';

/** One tab of {@link LineTabs}: its value, trigger label and panel. */
export interface LineTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Brand line tabs whose list scrolls sideways on narrow screens (the tour detail and the admin
 * dashboard). `fixedTriggers` keeps every trigger at its full width instead of letting it shrink.
 */
export function LineTabs({
  tabs,
  contentPt,
  fixedTriggers = false,
}: {
  tabs: readonly LineTab[];
  contentPt: string;
  fixedTriggers?: boolean;
}) {
  return (
    <Tabs.Root
      defaultValue={tabs[0]?.value}
      variant="line"
      colorPalette="brand"
      size={{ base: 'sm', md: 'md' }}
    >
      <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'thin' }}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            flexShrink={fixedTriggers ? 0 : undefined}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt={contentPt}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
