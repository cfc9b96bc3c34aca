import { describe, expect, it, vi } from 'vitest';
import { createAppToaster, type ToastRegion } from '../../src/components/toaster';

function region(): ToastRegion & { shown: string[] } {
  const shown: string[] = [];
  return {
    shown,
    create: vi.fn((request) => {
      shown.push(request.title);
      return `toast-${shown.length}`;
    }),
    dismiss: vi.fn(),
  };
}

describe('the app toaster (issue 17: a toast can be taken back)', () => {
  it('dismisses a shown toast by the id its region gave it', () => {
    const { show, outlet } = createAppToaster();
    const up = region();
    outlet.attach(up);
    const dismiss = show('Please select a date', 'You need to select a travel date to proceed.');
    expect(up.shown).toEqual(['Please select a date']);
    dismiss?.();
    expect(up.dismiss).toHaveBeenCalledWith('toast-1');
  });

  it('a toast taken back before the region loads is never shown; the others are', () => {
    const { show, outlet } = createAppToaster();
    const first = show('Please select a date', 'You need to select a travel date to proceed.');
    const second = show('Saved', 'Your changes have been saved.');
    expect(outlet.isNeeded()).toBe(true);
    first?.();
    const up = region();
    outlet.attach(up);
    expect(up.shown).toEqual(['Saved']);
    second?.();
    expect(up.dismiss).toHaveBeenCalledWith('toast-1');
  });
});
