import type { MailTemplate } from '../compose';
import { oneLine } from '../../format';
import { enquiryRows, type EnquiryMailData } from './enquiry-parts';
import { ActionLink, Facts, P } from './layout';

/** To the operator (Settings > Notifications > Email Notifications): a new enquiry. */
export const operatorNewEnquiry: MailTemplate<EnquiryMailData> = {
  kind: 'operator-new-enquiry',
  subject: (data) =>
    data.kind === 'contact'
      ? `New contact message from ${oneLine(data.request.name)}`
      : `New custom tour request from ${oneLine(data.request.name)}: ${oneLine(data.request.destination)}`,
  title: (data) => (data.kind === 'contact' ? 'New contact message' : 'New custom tour request'),
  preview: (data) => `${oneLine(data.request.name)} <${data.request.email}>`,
  body: (data, ctx) => (
    <>
      <P>
        {data.request.name} ({data.request.email}) sent a{' '}
        {data.kind === 'contact' ? 'message' : 'custom tour request'}. They have been told we will
        get back to them soon.
      </P>
      <Facts
        rows={[['Name', data.request.name], ['E-mail', data.request.email], ...enquiryRows(data)]}
      />
      <ActionLink href={`${ctx.siteUrl}/admin/enquiries`}>Open the enquiries</ActionLink>
    </>
  ),
};
