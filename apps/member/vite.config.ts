import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `@/…` is this app's src/, as in tsconfig.json `paths`.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // Workspace packages point this condition at their TypeScript sources, so no prebuild is needed.
    conditions: ['@taishan/source', ...defaultClientConditions],
  },
  // Unit tests (vitest) run the modules server-side: same source condition there.
  ssr: { resolve: { conditions: ['@taishan/source', ...defaultServerConditions] } },
  server: {
    proxy: {
      '/api': { target: gateway },
      '/ws': { target: gateway, ws: true },
    },
  },
  build: { outDir: 'dist' },
});
