import {
  CONTACT_SUBJECTS,
  type ContactRequest,
  type CustomTourRequest,
} from '../../../contract/enquiries';
import { longDay } from '../../format';

/** A contact message or a custom tour request, as it was stored. */
export type EnquiryMailData =
  { kind: 'contact'; request: ContactRequest } | { kind: 'customTour'; request: CustomTourRequest };

type Row = readonly [string, string] | null;
const optional = (label: string, value: string | undefined): Row => (value ? [label, value] : null);

/** What was sent, as label and value lines (without name and e-mail). */
export function enquiryRows(data: EnquiryMailData): Row[] {
  if (data.kind === 'contact') {
    const { request } = data;
    return [
      ['Subject', request.subject ? CONTACT_SUBJECTS[request.subject] : 'General Inquiry'],
      optional('Phone', request.phone),
      ['Message', request.message],
    ];
  }
  const { request } = data;
  return [
    ['Destination', request.destination],
    ['Duration', request.duration],
    ['Group size', request.groups_size],
    optional('Preferred date', request.preferred_date ? longDay(request.preferred_date) : ''),
    ['Activities', request.activities],
    optional('Accommodation', request.accommodation_type),
    optional('Budget', request.budget),
    optional('Special requirements', request.special_requirements),
    optional('Phone', request.phone),
  ];
}

export const enquiryNoun = (data: EnquiryMailData) =>
  data.kind === 'contact' ? 'message' : 'custom tour request';
