import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The bottom dock of a phone or tablet (issue 17): the site's quick actions, or a page's own
 * sticky action in their place (the tour page's price and Book Now). The layout holds the slot;
 * a page fills it while it has something to offer there.
 */
type SetDockAction = (action: ReactNode | null) => void;

const DockSlot = createContext<SetDockAction | null>(null);

/** The slot's state, for the layout: what a page put in the dock, and the setter it passes on. */
export function useDockSlot(): [ReactNode | null, SetDockAction] {
  return useState<ReactNode | null>(null);
}

export const DockSlotProvider = DockSlot.Provider;

/**
 * Puts `action` in the dock while the calling component is mounted (null leaves the quick
 * actions there). Outside the site layout (a component test) it does nothing.
 */
export function useDockAction(action: ReactNode | null): void {
  const setAction = useContext(DockSlot);
  useEffect(() => {
    if (!setAction) return;
    setAction(action);
    return () => setAction(null);
  }, [setAction, action]);
}
