export * from './common';
export * from './auth';
export * from './tours';
export * from './admin-tours';
export * from './session';
export * from './enquiries';
