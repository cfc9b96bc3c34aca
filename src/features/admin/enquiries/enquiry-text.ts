import type { EnquiryStatus } from '../../../../contract/admin-enquiries';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'June 15, 2025 at 2:05 PM', on the admin's clock. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** New stands out; handled ones fade. */
export const STATUS_PALETTE: Record<EnquiryStatus, string> = {
  New: 'orange',
  'In progress': 'blue',
  Answered: 'green',
  Closed: 'gray',
};
