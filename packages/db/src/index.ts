export * from './connect.js';
export * from './inbox.js';
export * from './member-projection.js';
export * from './migrate.js';
export * from './outbox.js';
export * from './plugins.js';
