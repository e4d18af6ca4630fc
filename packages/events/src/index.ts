export * from './event-bus.js';
export * from './plugin.js';
export * from './rpc.js';
export * from './subjects.js';
