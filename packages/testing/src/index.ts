export * from './context.js';
export * from './events.js';
export * from './infra.js';
export * from './own-servers.js';
export * from './stack.js';
export * from './tcp-proxy.js';
export * from './tokens.js';
export * from './wait.js';
