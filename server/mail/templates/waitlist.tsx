import { longDateTime, longDay, travellersText } from '../../format';
import type { MailTemplate } from '../compose';
import { ActionLink, Facts, P } from './layout';

/** A place on a departure's waitlist, as the waitlist mails show it. */
export interface WaitlistMailData {
  tourTitle: string;
  /** yyyy-mm-dd */
  startDate: string;
  travelers: number;
  /** `${publicUrl}/manage-booking?waitlist=...`: see the place and leave it. */
  placeLink: string;
}

export interface WaitlistOfferMailData extends WaitlistMailData {
  /** `${publicUrl}/manage-booking?waitlist=...` (the offer's own token): opens the booking page with the held seats. */
  claimLink: string;
  /** ISO timestamp: the held seats go to the next traveller then. */
  expiresAt: string;
  hours: number;
}

const rows = (data: WaitlistMailData) =>
  [
    ['Tour', data.tourTitle],
    ['Departure', longDay(data.startDate)],
    ['Travelers', travellersText(data.travelers)],
  ] as const;

/** Issue 19: the traveller joined a sold-out departure's waitlist. */
export const waitlistJoined: MailTemplate<WaitlistMailData> = {
  kind: 'waitlist-joined',
  subject: (data) => `You're on the waitlist – ${data.tourTitle}`,
  title: () => "You're on the waitlist",
  preview: (data) => `We'll e-mail you as soon as seats free up on ${longDay(data.startDate)}.`,
  body: (data) => (
    <>
      <P>
        This departure is fully booked. You're on its waitlist: when seats free up, the first
        travelers in line whose group fits are offered them by e-mail, with the seats held for a
        while.
      </P>
      <Facts rows={rows(data)} />
      <ActionLink href={data.placeLink}>See or leave your place</ActionLink>
      <P>If the button does not work, copy this address into your browser: {data.placeLink}</P>
    </>
  ),
};

/** Issue 19: seats freed up and are held for the traveller until the offer ends. */
export const waitlistOffer: MailTemplate<WaitlistOfferMailData> = {
  kind: 'waitlist-offer',
  subject: (data) => `Seats are free for you – ${data.tourTitle}`,
  title: () => 'Seats are free for you',
  preview: (data) => `We're holding ${travellersText(data.travelers)} for ${data.hours} hours.`,
  body: (data) => (
    <>
      <P>
        Good news: seats freed up on the departure you were waiting for. We're holding them for you
        until {longDateTime(data.expiresAt)} ({data.hours} hours). After that they pass to the next
        traveler on the waitlist.
      </P>
      <Facts rows={rows(data)} />
      <ActionLink href={data.claimLink}>Book your seats</ActionLink>
      <P>If the button does not work, copy this address into your browser: {data.claimLink}</P>
      <P>
        Not going any more? Open the same link and leave the waitlist: the seats then pass to the
        next traveler sooner.
      </P>
    </>
  ),
};
