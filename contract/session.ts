import { z } from 'zod/mini';

/** 200 from POST /api/logout: { message: 'Logged out.' }. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
