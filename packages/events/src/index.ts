export * from './event-bus.js';
export * from './subjects.js';
