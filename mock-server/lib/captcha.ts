// Image captcha as SVG: four characters that are easy to read (no 0/O, 1/I/L), a little rotation and a few
// noise lines. Readability beats security in a mock; QA can also read the answer at /__mock/captcha/:uuid.
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const COLORS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e'];

function rand(n: number): number {
  return crypto.randomInt(n);
}

export function captchaCode(): string {
  let code = '';
  for (let i = 0; i < 4; i++) code += ALPHABET[rand(ALPHABET.length)];
  return code;
}

export function captchaSvg(code: string): string {
  const w = 120;
  const h = 40;
  const lines = Array.from({ length: 4 }, () => {
    const color = COLORS[rand(COLORS.length)];
    return `<line x1="${rand(w)}" y1="${rand(h)}" x2="${rand(w)}" y2="${rand(h)}" stroke="${color}" stroke-opacity="0.35" stroke-width="1.5"/>`;
  }).join('');
  const chars = [...code].map((ch, i) => {
    const x = 16 + i * 26;
    const y = 29 + rand(5) - 2;
    const rotate = rand(31) - 15;
    const color = COLORS[rand(COLORS.length)];
    return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x + 8} ${y - 10})" fill="${color}" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="26" font-weight="700">${ch}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="4" fill="#f1f5f9"/>${lines}${chars}</svg>`;
}
