import type { NavigateOptions } from '@tanstack/react-router';
import type { ApiClient } from '../api/client';
import type { Toast } from '../components/toaster';
import type { AppStorage } from './storage';

/** Moves the app to another address (the router's navigate, bound once the router exists). */
export type Navigate = (options: NavigateOptions) => Promise<void>;

/** The time, for rules that depend on the day (open departures, card expiry, date of birth). */
export interface Clock {
  now(): Date;
  /** Today on the traveller's calendar, 'yyyy-mm-dd'. */
  today(): string;
}

/**
 * What every logic file builds its machines' implementations from. The composition root
 * (src/app/create-app.tsx) makes one set per app instance, so two apps share nothing.
 */
export interface AppDeps {
  api: ApiClient;
  navigate: Navigate;
  toast: Toast;
  storage: AppStorage;
  clock: Clock;
}
