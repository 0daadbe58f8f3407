#!/usr/bin/env node
// Generates the app icons in build/ from one simple vector design, with Node built-ins only:
// icon.svg (the source, for reference and the web), icon.png (512×512), icon.ico (Windows, PNG entries),
// icon.icns (macOS, PNG entries). Run `node scripts/generate-icons.mjs` after changing the design.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');

// The design on a 512 grid: a dark tile, a tilted card with a frame, an art box and a red mana dot.
const TILE = { x: 16, y: 16, w: 480, h: 480, r: 96, color: [30, 42, 58] };
const CARD = { cx: 256, cy: 262, w: 250, h: 340, r: 22, angle: -8, color: [244, 236, 216] };
const FRAME = { cx: 256, cy: 262, w: 218, h: 308, r: 14, angle: -8, color: [58, 74, 98] };
const ART = { cx: 256, cy: 214, w: 190, h: 130, r: 8, angle: -8, color: [118, 162, 204] };
const TEXTBOX = { cx: 256, cy: 340, w: 190, h: 86, r: 8, angle: -8, color: [232, 224, 204] };
const DOT = { cx: 328, cy: 118, radius: 30, color: [214, 64, 52] };
const RECTS = [CARD, FRAME, ART, TEXTBOX];

function svg() {
  const hex = ([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const rect = (s) =>
    `<rect x="${s.cx - s.w / 2}" y="${s.cy - s.h / 2}" width="${s.w}" height="${s.h}" rx="${s.r}" fill="${hex(s.color)}" transform="rotate(${s.angle} ${s.cx} ${s.cy})"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `  <rect x="${TILE.x}" y="${TILE.y}" width="${TILE.w}" height="${TILE.h}" rx="${TILE.r}" fill="${hex(TILE.color)}"/>`,
    ...RECTS.map((s) => `  ${rect(s)}`),
    `  <circle cx="${DOT.cx}" cy="${DOT.cy}" r="${DOT.radius}" fill="${hex(DOT.color)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Signed distance to a rounded rectangle centred at the origin. */
function roundedRectDistance(px, py, w, h, r) {
  const qx = Math.abs(px) - w / 2 + r;
  const qy = Math.abs(py) - h / 2 + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

function insideRect(s, x, y) {
  const a = (-s.angle * Math.PI) / 180;
  const dx = x - s.cx;
  const dy = y - s.cy;
  return (
    roundedRectDistance(dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a), s.w, s.h, s.r) <= 0
  );
}

/** The colour at one point of the 512 grid, or undefined where transparent. */
function colorAt(x, y) {
  let color;
  if (roundedRectDistance(x - TILE.x - TILE.w / 2, y - TILE.y - TILE.h / 2, TILE.w, TILE.h, TILE.r) <= 0)
    color = TILE.color;
  for (const s of RECTS) if (insideRect(s, x, y)) color = s.color;
  if (Math.hypot(x - DOT.cx, y - DOT.cy) <= DOT.radius) color = DOT.color;
  return color;
}

/** RGBA pixels at `size`×`size`, 4×4 supersampled for smooth edges. */
function render(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = 512 / size;
  const n = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = colorAt((x + (sx + 0.5) / n) * scale, (y + (sy + 0.5) / n) * scale);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (y * size + x) * 4;
      if (a > 0) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
        pixels[i + 3] = Math.round((255 * a) / (n * n));
      }
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const pixels = render(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Windows .ico with PNG-compressed entries (supported since Vista). */
function ico(sizes) {
  const images = sizes.map((size) => png(size));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(images[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}

/** macOS .icns with PNG entries: ic07 128, ic08 256, ic09 512, ic10 1024 (512@2x). */
function icns() {
  const entries = [
    ['ic07', 128],
    ['ic08', 256],
    ['ic09', 512],
    ['ic10', 1024],
  ].map(([type, size]) => {
    const data = png(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(entries);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'icon.svg'), svg());
writeFileSync(path.join(outDir, 'icon.png'), png(512));
writeFileSync(path.join(outDir, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256]));
writeFileSync(path.join(outDir, 'icon.icns'), icns());
console.log(`Icons written to ${path.relative(process.cwd(), outDir) || '.'}/`);
