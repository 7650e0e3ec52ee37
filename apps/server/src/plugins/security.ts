import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl.startsWith('https:');
  const { storage } = app.config;
  // /uploads redirects there (STORAGE=s3 with S3_PUBLIC_URL): the shop's pages load those images.
  const filesOrigin =
    storage.kind === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Tremor set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...filesOrigin],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Upgrading on plain-http deployments (localhost) would break every asset.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Same-origin needs no CORS; only the configured origins (a separate admin host, say) get it.
  await app.register(cors, {
    origin: app.config.CORS_ORIGINS.length > 0 ? app.config.CORS_ORIGINS : false,
    credentials: true,
  });
});
