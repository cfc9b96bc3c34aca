import { useActorRef } from '@xstate/react';
import { navMenuMachine } from '../../../machines/nav-menu-machine';
import { withInspector } from '../../dev/inspector';

/** The desktop Tours dropdown's actor (SPEC 9 timings; no I/O). */
export function useNavMenuActor() {
  return useActorRef(navMenuMachine, withInspector());
}
