// The SVG charts of docs/BENCHMARKS.md (docs/bench/*.svg), drawn by scripts/bench-report.mjs: plain
// SVG, no scripts, no chart library.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const palette = ['#e8336d', '#2563eb', '#16a34a', '#d97706', '#7c3aed', '#0891b2'];

/** A small line chart: series of [x, y] points, linear axes, a legend; plain SVG, no scripts. */
export function lineChart({ title, xLabel, yLabel, series, width = 640, height = 360 }) {
  const pad = { left: 60, right: 150, top: 40, bottom: 50 };
  const points = series.flatMap((s) => s.points);
  const maxX = Math.max(1, ...points.map(([x]) => x));
  const maxY = Math.max(1, ...points.map(([, y]) => y)) * 1.1;
  const sx = (x) => pad.left + (x / maxX) * (width - pad.left - pad.right);
  const sy = (y) => height - pad.bottom - (y / maxY) * (height - pad.top - pad.bottom);
  const ticks = (max) => Array.from({ length: 5 }, (_, i) => Math.round(((i + 1) * max) / 5));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${pad.left}" y="22" font-size="15" font-weight="600" fill="#1f2937">${esc(title)}</text>`,
    `<line x1="${pad.left}" y1="${height - pad.bottom}" x2="${width - pad.right}" y2="${height - pad.bottom}" stroke="#9ca3af"/>`,
    `<line x1="${pad.left}" y1="${pad.top}" x2="${pad.left}" y2="${height - pad.bottom}" stroke="#9ca3af"/>`,
    ...ticks(maxX).map((t) => `<text x="${sx(t)}" y="${height - pad.bottom + 16}" text-anchor="middle" fill="#4b5563">${t}</text>`),
    ...ticks(maxY / 1.1).map(
      (t) => `<line x1="${pad.left}" y1="${sy(t)}" x2="${width - pad.right}" y2="${sy(t)}" stroke="#f3f4f6"/><text x="${pad.left - 6}" y="${sy(t) + 4}" text-anchor="end" fill="#4b5563">${t}</text>`,
    ),
    `<text x="${(pad.left + width - pad.right) / 2}" y="${height - 12}" text-anchor="middle" fill="#374151">${esc(xLabel)}</text>`,
    `<text x="16" y="${(pad.top + height - pad.bottom) / 2}" text-anchor="middle" fill="#374151" transform="rotate(-90 16 ${(pad.top + height - pad.bottom) / 2})">${esc(yLabel)}</text>`,
  ];
  series.forEach((s, i) => {
    const colour = palette[i % palette.length];
    const d = s.points.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' ');
    parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    for (const [x, y] of s.points) parts.push(`<circle cx="${sx(x).toFixed(1)}" cy="${sy(y).toFixed(1)}" r="3" fill="${colour}"/>`);
    const ly = pad.top + 10 + i * 18;
    parts.push(`<rect x="${width - pad.right + 14}" y="${ly - 9}" width="12" height="12" fill="${colour}"/><text x="${width - pad.right + 32}" y="${ly + 1}" fill="#1f2937">${esc(s.name)}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** A bar chart of labelled values (e.g. delivery p50 / p99 against their goals). */
export function barChart({ title, yLabel, bars, width = 640, height = 320 }) {
  const pad = { left: 60, right: 20, top: 40, bottom: 60 };
  const maxY = Math.max(1, ...bars.map((b) => Math.max(b.value, b.goal ?? 0))) * 1.15;
  const slot = (width - pad.left - pad.right) / bars.length;
  const sy = (y) => height - pad.bottom - (y / maxY) * (height - pad.top - pad.bottom);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${pad.left}" y="22" font-size="15" font-weight="600" fill="#1f2937">${esc(title)}</text>`,
    `<line x1="${pad.left}" y1="${height - pad.bottom}" x2="${width - pad.right}" y2="${height - pad.bottom}" stroke="#9ca3af"/>`,
    `<text x="16" y="${(pad.top + height - pad.bottom) / 2}" text-anchor="middle" fill="#374151" transform="rotate(-90 16 ${(pad.top + height - pad.bottom) / 2})">${esc(yLabel)}</text>`,
  ];
  bars.forEach((b, i) => {
    const x = pad.left + i * slot + slot * 0.2;
    const w = slot * 0.6;
    parts.push(`<rect x="${x.toFixed(1)}" y="${sy(b.value).toFixed(1)}" width="${w.toFixed(1)}" height="${(height - pad.bottom - sy(b.value)).toFixed(1)}" fill="${palette[i % palette.length]}"/>`);
    parts.push(`<text x="${(x + w / 2).toFixed(1)}" y="${(sy(b.value) - 6).toFixed(1)}" text-anchor="middle" fill="#1f2937">${b.value}</text>`);
    parts.push(`<text x="${(x + w / 2).toFixed(1)}" y="${height - pad.bottom + 18}" text-anchor="middle" fill="#374151">${esc(b.label)}</text>`);
    if (b.goal !== undefined) {
      parts.push(`<line x1="${(x - 6).toFixed(1)}" y1="${sy(b.goal).toFixed(1)}" x2="${(x + w + 6).toFixed(1)}" y2="${sy(b.goal).toFixed(1)}" stroke="#111827" stroke-dasharray="4 3"/>`);
      parts.push(`<text x="${(x + w / 2).toFixed(1)}" y="${height - pad.bottom + 34}" text-anchor="middle" fill="#6b7280">goal ${b.goal}</text>`);
    }
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
