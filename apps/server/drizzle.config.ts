import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables in schema.ts; each area of the product adds its own <area>-schema.ts.
  schema: './src/db/*schema.ts',
  out: './drizzle',
});
