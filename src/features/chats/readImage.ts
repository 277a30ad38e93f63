/** Largest picture sent as it is (the server re-encodes it); bigger ones are scaled down first. */
const MAX_BYTES = 1_000_000;

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A picture file as a data URL for an image message, or null when it is not a usable picture. */
export async function readImageAsDataUrl(file: File): Promise<string | null> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return null;
  try {
    if (file.size <= MAX_BYTES) return await asDataUrl(file);
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return blob.size <= MAX_BYTES ? await asDataUrl(blob) : null;
  } catch {
    return null;
  }
}
