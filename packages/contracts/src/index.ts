export * from './admin.js';
export * from './auth.js';
export * from './chat.js';
export * from './common.js';
export * from './events.js';
export * from './realtime.js';
export * from './settings.js';
export * from './users.js';
