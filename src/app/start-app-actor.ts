import { createActor, type AnyActorLogic, type AnyActorRef, type Snapshot } from 'xstate';
import { withInspector } from '../dev/inspector';

/**
 * How a logic file asks the composition root for one app-lifetime actor: the provided logic,
 * its input, a snapshot to resume from, and what to do with each later snapshot.
 */
export interface AppActorDefinition<TLogic extends AnyActorLogic> {
  logic: TLogic;
  input?: unknown;
  /** A persisted snapshot; if it cannot be resumed the actor starts fresh and `onStale` runs. */
  snapshot?: Snapshot<unknown> | undefined;
  onStale?: () => void;
  /** Runs after every change (persistence); the subscription ends with the actor. */
  onSnapshot?: (actor: AnyActorRef) => void;
}

type ActorOf<TLogic extends AnyActorLogic> = ReturnType<typeof createActor<TLogic>>;

function startFresh<TLogic extends AnyActorLogic>(definition: AppActorDefinition<TLogic>) {
  const options = definition.input === undefined ? {} : { input: definition.input };
  return createActor(definition.logic, withInspector(options) as never).start() as ActorOf<TLogic>;
}

/** Starts an app-lifetime actor as the definition says (resumed, or fresh when that fails). */
export function startAppActor<TLogic extends AnyActorLogic>(
  definition: AppActorDefinition<TLogic>,
): ActorOf<TLogic> {
  let actor: ActorOf<TLogic>;
  if (definition.snapshot) {
    try {
      actor = createActor(
        definition.logic,
        withInspector({ snapshot: definition.snapshot }) as never,
      ) as ActorOf<TLogic>;
      actor.start();
      if ((actor.getSnapshot() as { status: string }).status !== 'active') {
        throw new Error('stale snapshot');
      }
    } catch {
      definition.onStale?.();
      actor = startFresh(definition);
    }
  } else {
    actor = startFresh(definition);
  }
  const { onSnapshot } = definition;
  if (onSnapshot) actor.subscribe(() => onSnapshot(actor));
  return actor;
}
