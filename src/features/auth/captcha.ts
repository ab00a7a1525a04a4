// captchaImage answers `img` as bare base64 (no data: prefix, RuoYi style). The image type is sniffed from the
// first bytes' base64: SVG ('<svg' → PHN2Zy, '<?xml' → PD94), PNG (iVBOR), JPEG (/9j/), GIF (R0lGOD).
export function captchaMime(base64: string): string {
  if (base64.startsWith('PHN2Zy') || base64.startsWith('PD94')) return 'image/svg+xml';
  if (base64.startsWith('iVBOR')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  // RuoYi's default captcha is a JPEG.
  return 'image/jpeg';
}

export function captchaDataUrl(img: string): string {
  if (!img) return '';
  if (img.startsWith('data:')) return img;
  return `data:${captchaMime(img)};base64,${img}`;
}
