export * from './auth.js';
export * from './config.js';
export * from './create-service.js';
export * from './error-handler.js';
export * from './errors.js';
export * from './json-depth.js';
export * from './request-context.js';
export * from './run-service.js';
