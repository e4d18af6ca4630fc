import { runService } from '@taishan/service-kit';
import { buildApp } from './app.js';
import { readRealtimeConfig } from './config.js';

await runService(async () => {
  const config = readRealtimeConfig();
  const { app } = await buildApp(config);
  return { app, port: config.PORT, host: config.HOST };
});
