import { runService } from '@taishan/service-kit';
import { buildApp } from './app.js';
import { readGatewayConfig } from './config.js';

await runService(async () => {
  const config = readGatewayConfig();
  return { app: await buildApp(config), port: config.PORT, host: config.HOST };
});
