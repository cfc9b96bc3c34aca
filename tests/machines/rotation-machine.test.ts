import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { TIMINGS } from '../../machines/constants';
import { rotationMachine, type RotationInput } from '../../machines/rotation-machine';

function start(input: RotationInput) {
  const clock = new SimulatedClock();
  const actor = createActor(rotationMachine, { input, clock }).start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, index };
}

describe('rotation machine (SPEC 4, 9: hero 3 slides / testimonials 10, every 5 s)', () => {
  it('starts at 0 and advances exactly when the interval has passed', () => {
    const { actor, clock, index } = start({ count: 3, interval: 'heroInterval' });
    expect(index()).toBe(0);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    clock.increment(TIMINGS.heroInterval - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(TIMINGS.heroInterval);
    expect(index()).toBe(2);
  });

  it('wraps to the first item after the last', () => {
    const { clock, index } = start({ count: 10, interval: 'testimonialInterval' });
    for (let i = 0; i < 9; i++) clock.increment(TIMINGS.testimonialInterval);
    expect(index()).toBe(9);
    clock.increment(TIMINGS.testimonialInterval);
    expect(index()).toBe(0);
  });

  it('a dot sets the index directly and the next change comes a full interval later', () => {
    const { actor, clock, index } = start({ count: 10, interval: 'testimonialInterval' });
    clock.increment(3000);
    actor.send({ type: 'rotation.goTo', index: 7 });
    expect(index()).toBe(7);
    clock.increment(TIMINGS.testimonialInterval - 1);
    expect(index()).toBe(7);
    clock.increment(1);
    expect(index()).toBe(8);
  });

  it('ignores an index outside the items', () => {
    const { actor, index } = start({ count: 3, interval: 'heroInterval' });
    actor.send({ type: 'rotation.goTo', index: 3 });
    actor.send({ type: 'rotation.goTo', index: -1 });
    actor.send({ type: 'rotation.goTo', index: 1.5 });
    expect(index()).toBe(0);
  });

  it('pauses while hovered and resumes with a full interval', () => {
    const { actor, clock, index } = start({ count: 3, interval: 'heroInterval' });
    clock.increment(4000);
    actor.send({ type: 'rotation.pause', reason: 'hover' });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    clock.increment(TIMINGS.heroInterval * 3);
    expect(index()).toBe(0);
    actor.send({ type: 'rotation.resume', reason: 'hover' });
    clock.increment(TIMINGS.heroInterval - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('stays paused until every reason is gone (pointer left, focus still inside)', () => {
    const { actor, clock, index } = start({ count: 3, interval: 'heroInterval' });
    actor.send({ type: 'rotation.pause', reason: 'hover' });
    actor.send({ type: 'rotation.pause', reason: 'focus' });
    actor.send({ type: 'rotation.resume', reason: 'hover' });
    clock.increment(TIMINGS.heroInterval * 2);
    expect(index()).toBe(0);
    actor.send({ type: 'rotation.resume', reason: 'focus' });
    clock.increment(TIMINGS.heroInterval);
    expect(index()).toBe(1);
  });

  it('a dot works while paused and the rotation stays paused', () => {
    const { actor, clock, index } = start({ count: 10, interval: 'testimonialInterval' });
    actor.send({ type: 'rotation.pause', reason: 'focus' });
    actor.send({ type: 'rotation.goTo', index: 4 });
    clock.increment(TIMINGS.testimonialInterval * 2);
    expect(index()).toBe(4);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
  });

  it('starts held under reduced motion and never advances on its own', () => {
    const { actor, clock, index } = start({
      count: 3,
      interval: 'heroInterval',
      pausedBy: ['reducedMotion'],
    });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    clock.increment(TIMINGS.heroInterval * 5);
    expect(index()).toBe(0);
  });

  it('accepts an interval in milliseconds and does not rotate a single item', () => {
    const custom = start({ count: 2, interval: 1000 });
    custom.clock.increment(1000);
    expect(custom.index()).toBe(1);
    const single = start({ count: 1, interval: 'heroInterval' });
    expect(single.actor.getSnapshot().hasTag('running')).toBe(false);
    single.clock.increment(TIMINGS.heroInterval * 3);
    expect(single.index()).toBe(0);
  });
});
