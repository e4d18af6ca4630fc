export * from './admin.js';
export * from './auth.js';
export * from './common.js';
export * from './events.js';
export * from './settings.js';
export * from './users.js';
