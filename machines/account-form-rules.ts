import {
  forgotPasswordRequestSchema,
  resetPasswordFormSchema,
  type AccountMessageResponse,
} from '../contract/account';
import type { EditRules } from './edit-machine';
import { schemaRules, type FieldForm } from './form-rules';

/*
 * The account recovery forms (issue 15): edit machines (machines/edit-machine.ts) with rules
 * from the contract schemas the server checks the same fields with. Kept out of `FORMS`
 * (form-rules.ts) so they load with their own pages only.
 */

/** /forgot-password: the e-mail address. */
export const forgotPasswordRules: EditRules<FieldForm<AccountMessageResponse>> = schemaRules(
  forgotPasswordRequestSchema,
);

/** /reset-password: the new password twice (registration's rules); the link's token goes along. */
export function resetPasswordRules(token: string): EditRules<FieldForm<AccountMessageResponse>> {
  return schemaRules(resetPasswordFormSchema, {
    request: (values) => ({
      token,
      password: values.password ?? '',
      password_confirmation: values.password_confirmation ?? '',
    }),
  });
}
