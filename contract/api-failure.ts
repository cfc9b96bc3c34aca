/**
 * The one shape a failed server call takes on the client, shared by the API layer (which
 * throws it), the statecharts (which read it) and the tests (which fake it).
 *
 * `status` is the HTTP status, 0 when no answer arrived (offline, timeout); `message` is the
 * server's own text when it sent one; `fieldErrors` holds a 422's messages per field, keyed as
 * the server sent them (dotted paths such as `itinerary.0.title`).
 */
export interface ApiFailure {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]> | undefined;
}

/** First message per field, as forms show them under their fields. */
export type FieldMessages = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      errors[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return errors;
}

/** Whether `error` came from the API layer (a bug or a stub has no HTTP status). */
export function isApiFailure(error: unknown): error is ApiFailure {
  return isRecord(error) && typeof error.status === 'number' && typeof error.message === 'string';
}

/**
 * Whatever an invoked actor rejected with, as an ApiFailure: the API layer's errors keep their
 * status, message and field errors; anything else (a thrown bug, a stub) has status 0 and the
 * fallback text. An empty message also falls back, so a screen never shows a blank alert.
 */
export function readApiFailure(
  error: unknown,
  fallbackMessage = 'Something went wrong',
): ApiFailure {
  if (!isRecord(error)) return { status: 0, message: fallbackMessage };
  const { status, message, fieldErrors } = error;
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' && message ? message : fallbackMessage,
    fieldErrors: readFieldErrors(fieldErrors),
  };
}

/** The failure's text: the server's message when it sent one, otherwise the screen's own. */
export function failureMessage(error: unknown, fallbackMessage: string): string {
  return readApiFailure(error, fallbackMessage).message;
}

/** The HTTP status of a failure (0: no answer, or not a server failure at all). */
export function failureStatus(error: unknown): number {
  return readApiFailure(error).status;
}

/**
 * A 422's first message per field. `fields` limits it to the form's own fields (a message for a
 * field the form does not show would otherwise be lost silently under no input).
 */
export function fieldMessages(error: unknown, fields?: readonly string[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, list] of Object.entries(readApiFailure(error).fieldErrors ?? {})) {
    if (fields && !fields.includes(field)) continue;
    if (list[0]) messages[field] = list[0];
  }
  return messages;
}
