import { Hono, type Context } from 'hono';
import {
  isCardExpired,
  newCardSchema,
  PAYMENT_METHOD_MESSAGES,
  type SavedCardsResponse,
} from '../../contract/payment-methods';
import { deleteCard, listSavedCards, makeDefaultCard, saveCard } from '../account/payment-methods';
import { requireAuth } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { parseRowId } from '../http/row-id';

/**
 * My Account: saved cards (contract/payment-methods.ts). Only brand, last four digits and expiry
 * are accepted (the schema is strict, so a body with a card number or a CVV stores nothing);
 * another user's card is 404, like one that does not exist.
 */
export const myPaymentMethodRoutes = new Hono<AppEnv>();

myPaymentMethodRoutes.use('/my/payment-methods', requireAuth);
myPaymentMethodRoutes.use('/my/payment-methods/*', requireAuth);

async function answerCards(c: Context<AppEnv>, status: 200 | 201 = 200) {
  const body: SavedCardsResponse = {
    data: await listSavedCards(c.var.services.db, c.var.auth.user.id),
  };
  return c.json(body, status);
}

const cardNotFound = (c: Context) => notFound(c, PAYMENT_METHOD_MESSAGES.notFound);

myPaymentMethodRoutes.get('/my/payment-methods', (c) => answerCards(c));

myPaymentMethodRoutes.post('/my/payment-methods', async (c) => {
  const parsed = await parseJsonBody(c, newCardSchema);
  if (!parsed.ok) return parsed.response;
  const card = parsed.data;
  const { db, clock } = c.var.services;
  const now = clock();
  if (isCardExpired(card.exp_month, card.exp_year, isoDate(now))) {
    return validationError(c, { exp_year: [PAYMENT_METHOD_MESSAGES.expired] });
  }
  switch (await saveCard(db, c.var.auth.user.id, card, now)) {
    case 'duplicate':
      return validationError(c, { last4: [PAYMENT_METHOD_MESSAGES.duplicate] });
    case 'tooMany':
      // Not a field of the form: the client shows it as the form's message.
      return validationError(c, { card: [PAYMENT_METHOD_MESSAGES.tooMany] });
    case 'saved':
      return answerCards(c, 201);
  }
});

myPaymentMethodRoutes.post('/my/payment-methods/:id/default', async (c) => {
  const id = parseRowId(c.req.param('id'));
  if (id === null || !(await makeDefaultCard(c.var.services.db, c.var.auth.user.id, id))) {
    return cardNotFound(c);
  }
  return answerCards(c);
});

myPaymentMethodRoutes.delete('/my/payment-methods/:id', async (c) => {
  const id = parseRowId(c.req.param('id'));
  if (id === null || !(await deleteCard(c.var.services.db, c.var.auth.user.id, id))) {
    return cardNotFound(c);
  }
  return answerCards(c);
});
