export * from './connect.js';
export * from './inbox.js';
export * from './migrate.js';
export * from './outbox.js';
