#!/usr/bin/env node
// Makes the video landers' clip and its poster, locally: `node scripts/make-lander-clip.mjs`.
// Debian's Chromium draws an animated canvas (warm gradient, rising hearts, pulsing match rings; no
// words, so one clip fits every locale) and records it with MediaRecorder as a muted VP8 WebM; the
// first frame becomes the poster (WebP through sharp). Output: public/lander/clip.webm, poster.webp.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const WIDTH = 360;
const HEIGHT = 450;
const SECONDS = 6;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ({ width, height, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const hearts = Array.from({ length: 18 }, (_, i) => ({ x: (i * 97) % width, speed: 30 + ((i * 37) % 50), size: 10 + ((i * 13) % 22), phase: i * 0.7 }));
      const heart = (x, y, s, alpha) => {
        ctx.save();
        ctx.globalAlpha = alpha;
        ctx.translate(x, y);
        ctx.scale(s / 20, s / 20);
        ctx.beginPath();
        ctx.moveTo(0, 6);
        ctx.bezierCurveTo(-10, -4, -20, 6, 0, 20);
        ctx.bezierCurveTo(20, 6, 10, -4, 0, 6);
        ctx.fillStyle = '#ffd6d0';
        ctx.fill();
        ctx.restore();
      };
      const draw = (t) => {
        const g = ctx.createLinearGradient(0, 0, width, height);
        const shift = (Math.sin(t * 0.8) + 1) / 2;
        g.addColorStop(0, '#2b2d5c');
        g.addColorStop(0.45 + shift * 0.15, '#6b3f6e');
        g.addColorStop(1, '#e07a6f');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, width, height);
        for (const h of hearts) {
          const y = height + 30 - ((t * h.speed + h.phase * 60) % (height + 60));
          heart(h.x + Math.sin(t * 1.5 + h.phase) * 12, y, h.size, 0.35 + 0.4 * Math.abs(Math.sin(t + h.phase)));
        }
        // two avatars that come together: a match
        const meet = Math.min(1, t / (seconds * 0.6));
        const cx = width / 2;
        const cy = height * 0.48;
        for (const [dir, color] of [[-1, '#f3c1a5'], [1, '#c98a6b']]) {
          const x = cx + dir * (110 - 62 * meet);
          ctx.beginPath();
          ctx.arc(x, cy, 56, 0, Math.PI * 2);
          ctx.fillStyle = 'rgba(255,255,255,0.9)';
          ctx.fill();
          ctx.beginPath();
          ctx.arc(x, cy - 10, 22, 0, Math.PI * 2);
          ctx.fillStyle = color;
          ctx.fill();
          ctx.beginPath();
          ctx.ellipse(x, cy + 38, 34, 22, 0, Math.PI, 0);
          ctx.fillStyle = dir < 0 ? '#e07a6f' : '#2b2d5c';
          ctx.fill();
        }
        const pulse = meet >= 1 ? 1 + 0.15 * Math.sin(t * 6) : meet;
        heart(cx, cy - 70, 46 * pulse, Math.min(1, meet * 1.2));
        for (let r = 0; r < 3; r++) {
          const radius = 70 + (((t * 60) + r * 40) % 120);
          ctx.beginPath();
          ctx.arc(cx, cy, radius, 0, Math.PI * 2);
          ctx.strokeStyle = `rgba(255,255,255,${Math.max(0, 0.35 - (radius - 70) / 400)})`;
          ctx.lineWidth = 3;
          ctx.stroke();
        }
      };
      draw(0);
      const poster = canvas.toDataURL('image/png');
      const stream = canvas.captureStream(24);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 600_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          draw(t);
          if (t < seconds) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await done;
      const blob = new Blob(chunks, { type: 'video/webm' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { webm: btoa(binary), poster };
    },
    { width: WIDTH, height: HEIGHT, seconds: SECONDS },
  );
  mkdirSync('public/lander', { recursive: true });
  writeFileSync('public/lander/clip.webm', Buffer.from(result.webm, 'base64'));
  const png = Buffer.from(result.poster.split(',')[1], 'base64');
  await sharp(png).webp({ quality: 80 }).toFile('public/lander/poster.webp');
  process.stdout.write(`public/lander/clip.webm (${Buffer.from(result.webm, 'base64').length} bytes), public/lander/poster.webp\n`);
} finally {
  await browser.close();
}
