import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { companyDetailsMachine, type CompanyDetails } from '../../machines/company-details-machine';

const FALLBACK: CompanyDetails = {
  companyName: 'Karakoram Trails',
  email: 'info@karakoramtrails.pk',
  phone: '+92 5815 455 320',
  address: 'College Road, Skardu',
  website: 'https://www.karakoramtrails.pk',
};
const STORED: CompanyDetails = { ...FALLBACK, phone: '+92 300 0000000', companyName: 'KT Ltd' };

function startCompany(answers: Array<() => Promise<CompanyDetails>>) {
  let calls = 0;
  const actor = createActor(
    companyDetailsMachine.provide({
      actors: {
        fetchCompanyDetails: fromPromise(() => answers[Math.min(calls++, answers.length - 1)]!()),
      },
    }),
    { input: { fallback: FALLBACK } },
  ).start();
  return { actor, calls: () => calls };
}

describe('company details machine (issue 5: settings feed the footer and contact page)', () => {
  it('shows the fallback and requests nothing until a view asks', () => {
    const { actor, calls } = startCompany([async () => STORED]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.details).toBe(FALLBACK);
    expect(calls()).toBe(0);
  });

  it('loads the stored details once, however many views ask', async () => {
    const { actor, calls } = startCompany([async () => STORED]);
    actor.send({ type: 'company.load' });
    actor.send({ type: 'company.load' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.details).toBe(FALLBACK);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'company.load' });
    expect(actor.getSnapshot().context.details).toEqual(STORED);
    expect(calls()).toBe(1);
  });

  it('keeps the fallback on a failure and tries again when asked next', async () => {
    const { actor, calls } = startCompany([
      () => Promise.reject(new Error('offline')),
      async () => STORED,
    ]);
    actor.send({ type: 'company.load' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.details).toBe(FALLBACK);
    actor.send({ type: 'company.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.details).toEqual(STORED);
    expect(calls()).toBe(2);
  });

  it('takes the details an admin just saved without a request, even mid-request', async () => {
    const { actor, calls } = startCompany([() => new Promise<CompanyDetails>(() => {})]);
    actor.send({ type: 'company.update', details: STORED });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.details).toEqual(STORED);
    expect(calls()).toBe(0);

    const other = startCompany([() => new Promise<CompanyDetails>(() => {})]);
    other.actor.send({ type: 'company.load' });
    other.actor.send({ type: 'company.update', details: STORED });
    expect(other.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(other.actor.getSnapshot().context.details).toEqual(STORED);
  });
});
