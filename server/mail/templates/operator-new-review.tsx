import type { MailTemplate } from '../compose';
import { oneLine } from '../../format';
import { ActionLink, Facts, P } from './layout';

export interface ReviewMailData {
  reference: string;
  tourTitle: string;
  tourSlug: string;
  reviewer: string;
  rating: number;
  comment: string;
}

/** To the operator (Settings > Notifications > Customer Reviews): a traveller reviewed a tour. */
export const operatorNewReview: MailTemplate<ReviewMailData> = {
  kind: 'operator-new-review',
  subject: (data) =>
    `New ${data.rating}-star review of ${data.tourTitle} (booking ${data.reference})`,
  title: () => 'New review',
  preview: (data) => `${data.reviewer}: ${oneLine(data.comment)}`,
  body: (data, ctx) => (
    <>
      <P>
        {data.reviewer} reviewed {data.tourTitle}. The review is already shown on the tour page.
      </P>
      <Facts
        rows={[
          ['Booking reference', data.reference],
          ['Tour', data.tourTitle],
          ['Rating', `${data.rating} of 5`],
          ['Review', data.comment],
        ]}
      />
      <ActionLink href={`${ctx.siteUrl}/tours/${data.tourSlug}`}>
        See it on the tour page
      </ActionLink>
    </>
  ),
};
