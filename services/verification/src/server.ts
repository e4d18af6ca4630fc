import { runService } from '@taishan/service-kit';
import { buildApp } from './app.js';
import { readVerificationConfig } from './config.js';

await runService(async () => {
  const config = readVerificationConfig();
  const { app } = await buildApp(config);
  return { app, port: config.PORT, host: config.HOST };
});
