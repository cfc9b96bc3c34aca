import { digitsOnly, formatCardNumber } from '../../../contract/cards';

/**
 * One edit of the card number input, spaced as the card prints it, with the caret kept after the
 * same digits it followed. Deleting only a space (the digits are unchanged) deletes the digit
 * beside it instead, so Backspace and Delete never seem to do nothing.
 */
export function editCardNumber(
  previous: string,
  typed: string,
  caret: number,
  direction: 'backward' | 'forward' = 'backward',
): { value: string; caret: number } {
  let text = typed;
  let at = Math.max(0, Math.min(caret, typed.length));
  if (typed.length < previous.length && digitsOnly(typed) === digitsOnly(previous)) {
    if (direction === 'forward') text = typed.slice(0, at) + typed.slice(at + 1);
    else if (at > 0) {
      text = typed.slice(0, at - 1) + typed.slice(at);
      at -= 1;
    }
  }
  const value = formatCardNumber(text);
  const digitsBefore = digitsOnly(text.slice(0, at)).length;
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}

/** The position just after the `count`-th digit of `value` (its end when it has fewer). */
function caretAfterDigits(value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (/\d/.test(value[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return value.length;
}
