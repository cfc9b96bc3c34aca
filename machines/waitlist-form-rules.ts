import { joinWaitlistFormSchema, type WaitlistPlace } from '../contract/waitlist';
import type { EditRules } from './edit-machine';
import { schemaRules, type FieldForm } from './form-rules';

/*
 * The waitlist's join form (issue 19): an edit machine (machines/edit-machine.ts) with rules from
 * the contract schema; kept out of `FORMS` (form-rules.ts) so it loads with the booking page only.
 * The app builds the request (departure, e-mail, travellers as a number) from the checked values.
 */
export const joinWaitlistRules: EditRules<FieldForm<WaitlistPlace>> =
  schemaRules(joinWaitlistFormSchema);
