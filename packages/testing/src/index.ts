export * from './context.js';
export * from './events.js';
export * from './infra.js';
export * from './stack.js';
export * from './tokens.js';
export * from './wait.js';
