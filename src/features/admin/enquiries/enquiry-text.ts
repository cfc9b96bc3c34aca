import type { EnquiryStatus } from '../../../../contract/admin-enquiries';

export { formatDateTime } from '../../../lib/format-date-time';

/** New stands out; handled ones fade. */
export const STATUS_PALETTE: Record<EnquiryStatus, string> = {
  New: 'orange',
  'In progress': 'blue',
  Answered: 'green',
  Closed: 'gray',
};
