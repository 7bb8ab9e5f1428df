// Writes .br and .gz siblings of the built web files so the server can send them without
// compressing on every request (best compression levels are affordable once, at build time).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'apps/web/dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|woff)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && statSync(file).size >= 1024) {
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
