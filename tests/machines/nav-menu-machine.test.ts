import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { TIMINGS } from '../../machines/constants';
import { navMenuMachine } from '../../machines/nav-menu-machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(navMenuMachine, { clock }).start();
  const isOpen = () => actor.getSnapshot().hasTag('open');
  return { actor, clock, isOpen };
}

describe('nav menu machine (SPEC 9: open 200, close 150, skip 300 ms)', () => {
  it('opens 200 ms after the pointer enters', () => {
    const { actor, clock, isOpen } = start();
    actor.send({ type: 'pointer.enter' });
    clock.increment(TIMINGS.menuOpenDelay - 1);
    expect(isOpen()).toBe(false);
    clock.increment(1);
    expect(isOpen()).toBe(true);
  });

  it('does not open if the pointer leaves before the delay', () => {
    const { actor, clock, isOpen } = start();
    actor.send({ type: 'pointer.enter' });
    clock.increment(100);
    actor.send({ type: 'pointer.leave' });
    clock.increment(500);
    expect(isOpen()).toBe(false);
  });

  it('closes 150 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { actor, clock, isOpen } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'pointer.leave' });
    clock.increment(TIMINGS.menuCloseDelay - 1);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'pointer.enter' });
    clock.increment(1000);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'pointer.leave' });
    clock.increment(TIMINGS.menuCloseDelay);
    expect(isOpen()).toBe(false);
  });

  it('reopens without delay within 300 ms of closing, with the delay after that', () => {
    const { actor, clock, isOpen } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    clock.increment(TIMINGS.menuSkipDelay - 1);
    actor.send({ type: 'pointer.enter' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.close' });
    clock.increment(TIMINGS.menuSkipDelay);
    actor.send({ type: 'pointer.enter' });
    expect(isOpen()).toBe(false);
  });

  it('click toggles at once (keyboard and touch need no delay)', () => {
    const { actor, isOpen } = start();
    actor.send({ type: 'menu.toggle' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(isOpen()).toBe(false);
  });
});
