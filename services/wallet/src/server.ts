import { runService } from '@taishan/service-kit';
import { buildApp } from './app.js';
import { readWalletConfig } from './config.js';

await runService(async () => {
  const config = readWalletConfig();
  const { app } = await buildApp(config);
  return { app, port: config.PORT, host: config.HOST };
});
