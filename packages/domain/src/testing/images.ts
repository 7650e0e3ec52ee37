import sharp from 'sharp';

/** Real images of each accepted format, drawn by sharp, for upload tests (domain and server). */
export function testImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const PHP_AS_JPG = Buffer.from('<?php system($_GET["c"]); ?>');
