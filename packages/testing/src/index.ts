export * from './context.js';
export * from './infra.js';
export * from './stack.js';
export * from './events.js';
