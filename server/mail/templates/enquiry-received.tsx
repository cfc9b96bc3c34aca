import type { MailTemplate } from '../compose';
import { enquiryNoun, enquiryRows, type EnquiryMailData } from './enquiry-parts';
import { Facts, H2, P } from './layout';

/** To the sender of a contact message or a custom tour request: it arrived, what happens next. */
export const enquiryReceived: MailTemplate<EnquiryMailData> = {
  kind: 'enquiry-received',
  subject: (data, ctx) =>
    data.kind === 'contact'
      ? `We received your message – ${ctx.company.companyName}`
      : `We received your custom tour request – ${ctx.company.companyName}`,
  title: (data) =>
    data.kind === 'contact' ? 'Thank you for your message' : 'Thank you for your request',
  preview: (data) => `We've received your ${enquiryNoun(data)} and will get back to you soon.`,
  body: (data, ctx) => (
    <>
      <P>
        Dear {data.request.name}, we've received your {enquiryNoun(data)} and will get back to you
        soon
        {data.kind === 'customTour' ? ' with a proposal for your trip' : ''}.
        {ctx.company.phone ? ` If it is urgent, call us on ${ctx.company.phone}.` : ''}
      </P>
      <H2>What you sent</H2>
      <Facts rows={enquiryRows(data)} />
      <P>To add anything, write to {ctx.company.email}.</P>
    </>
  ),
};
