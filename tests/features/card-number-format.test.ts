import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCardBrand, digitsOnly, formatCardNumber } from '../../contract/cards';
import { editCardNumber } from '../../src/components/payments/card-number';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digitString = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));
/** Digits with spaces, dashes and the odd letter in between, as a paste might bring them. */
const typed = fc
  .array(fc.oneof(digit, digit, digit, fc.constantFrom(' ', '-', 'a', '/')), { maxLength: 30 })
  .map((c) => c.join(''));
const amexNumber = fc
  .tuple(fc.constantFrom('34', '37'), digitString(0, 20))
  .map(([prefix, rest]) => prefix + rest);
const visaNumber = digitString(0, 24).map((rest) => `4${rest}`);

const groupSizes = (formatted: string) =>
  formatted === '' ? [] : formatted.split(' ').map((g) => g.length);

describe('formatCardNumber', () => {
  it('spaces the common cards in fours and American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('5555-5555-5555-4444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('4242424242424242123')).toBe('4242 4242 4242 4242 123');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('keeps every digit in order (up to the longest number the brand issues) and nothing else', () => {
    fc.assert(
      fc.property(typed, (value) => {
        const formatted = formatCardNumber(value);
        const max = detectCardBrand(value) === 'American Express' ? 15 : 19;
        expect(digitsOnly(formatted)).toBe(digitsOnly(value).slice(0, max));
        expect(formatted).toMatch(/^(\d+( \d+)*)?$/);
      }),
    );
  });

  it('groups in fours, the last group shorter, for every card but American Express', () => {
    fc.assert(
      fc.property(visaNumber, (value) => {
        const sizes = groupSizes(formatCardNumber(value));
        sizes.slice(0, -1).forEach((size, i) => expect(size).toBe(i === 4 ? 3 : 4));
        expect(sizes.at(-1) ?? 0).toBeLessThanOrEqual(4);
        expect(sizes.length).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('groups American Express 4-6-5', () => {
    fc.assert(
      fc.property(amexNumber, (value) => {
        const sizes = groupSizes(formatCardNumber(value));
        const full = [4, 6, 5];
        sizes.slice(0, -1).forEach((size, i) => expect(size).toBe(full[i]));
        expect(sizes.at(-1)).toBeLessThanOrEqual(full[sizes.length - 1] ?? 0);
      }),
    );
  });

  it('never changes the brand it detects', () => {
    fc.assert(
      fc.property(typed, (value) => {
        expect(detectCardBrand(formatCardNumber(value))).toBe(detectCardBrand(value));
      }),
    );
    expect(detectCardBrand(formatCardNumber('4242'))).toBe('Visa');
    expect(detectCardBrand(formatCardNumber('5555'))).toBe('Mastercard');
    expect(detectCardBrand(formatCardNumber('2221 00'))).toBe('Mastercard');
    expect(detectCardBrand(formatCardNumber('3782'))).toBe('American Express');
    expect(detectCardBrand(formatCardNumber('6011'))).toBe('Discover');
    expect(detectCardBrand(formatCardNumber('9999'))).toBeNull();
  });
});

describe('editCardNumber (the caret as a number is typed)', () => {
  it('adds the space when a group fills and puts the caret after the new digit', () => {
    expect(editCardNumber('4242', '42424', 5)).toEqual({ value: '4242 4', caret: 6 });
    expect(editCardNumber('3782 82246', '3782 822463', 11)).toEqual({
      value: '3782 822463',
      caret: 11,
    });
    expect(editCardNumber('3782 822463', '3782 8224631', 12)).toEqual({
      value: '3782 822463 1',
      caret: 13,
    });
  });

  it('keeps the caret after the same digits when one is typed in the middle', () => {
    // '4242 4242' with 9 typed after the second digit.
    expect(editCardNumber('4242 4242', '42942 4242', 3)).toEqual({
      value: '4294 2424 2',
      caret: 3,
    });
    // ...and just before a space: the caret follows the digit into the next group.
    expect(editCardNumber('4242 4242', '42429 4242', 5)).toEqual({
      value: '4242 9424 2',
      caret: 6,
    });
  });

  it('Backspace or Delete on a space removes the digit beside it', () => {
    expect(editCardNumber('4242 4242', '42424242', 4)).toEqual({ value: '4244 242', caret: 3 });
    expect(editCardNumber('4242 4242', '42424242', 4, 'forward')).toEqual({
      value: '4242 242',
      caret: 4,
    });
  });

  it('a letter changes nothing and the caret stays put', () => {
    expect(editCardNumber('4242 42', '42x42 42', 3)).toEqual({ value: '4242 42', caret: 2 });
  });

  it('whatever is typed where, the caret follows the same number of digits', () => {
    fc.assert(
      fc.property(digitString(0, 19), typed, fc.nat(), (before, insert, position) => {
        const previous = formatCardNumber(before);
        const at = position % (previous.length + 1);
        const text = previous.slice(0, at) + insert + previous.slice(at);
        const next = editCardNumber(previous, text, at + insert.length);
        expect(next.value).toBe(formatCardNumber(text));
        expect(next.caret).toBeGreaterThanOrEqual(0);
        expect(next.caret).toBeLessThanOrEqual(next.value.length);
        const digitsBefore = digitsOnly(text.slice(0, at + insert.length)).length;
        expect(digitsOnly(next.value.slice(0, next.caret)).length).toBe(
          Math.min(digitsBefore, digitsOnly(next.value).length),
        );
      }),
    );
  });
});
