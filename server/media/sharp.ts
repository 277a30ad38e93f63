import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded at the first picture instead of at start: libvips is some 15 MB of resident
 * memory that an instance serving only the API and the real-time streams never needs (decision 101).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
