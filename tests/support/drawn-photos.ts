import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** A drawn test picture: its file under the site's public/ and what it shows, in big letters. */
export type Drawing = { file: string; subject: string; width?: number; height?: number };

/**
 * Writes each drawing as a JPEG into `root`'s public folder: a flat scene with its subject written
 * across it, so a screenshot says which photo went where. Big enough for the build's sizes
 * (at least 1200 px wide), and plainly not a photo of real work: test content only.
 */
export async function drawPhotos(root: string, drawings: Drawing[]): Promise<void> {
  for (const [i, drawing] of drawings.entries()) {
    const [width, height] = [drawing.width ?? 1600, drawing.height ?? 1200];
    const hue = (i * 67) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="hsl(${hue} 35% 82%)"/>
      <rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="hsl(${hue} 15% 62%)"/>
      <rect x="${width * 0.18}" y="${height * 0.2}" width="${width * 0.64}" height="${height * 0.58}" fill="#f6f2ea" stroke="#6b6457" stroke-width="12"/>
      <text x="${width / 2}" y="${height / 2}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(width / 16)}" font-weight="700"
        fill="#1c2733" text-anchor="middle">${drawing.subject}</text>
      <text x="${width / 2}" y="${height / 2 + width / 14}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(width / 32)}"
        fill="#1c2733" text-anchor="middle">test drawing</text>
    </svg>`;
    const out = join(root, 'public', drawing.file);
    mkdirSync(dirname(out), { recursive: true });
    await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(out);
  }
}
