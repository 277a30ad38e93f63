/** A photo's URL: filenames are relative to the site's cdn_prefix unless already absolute. */
export function mediaUrl(cdnPrefix: string | undefined, filename: string | undefined | null): string | null {
  if (!filename) return null;
  if (/^(https?:)?\/\//.test(filename) || filename.startsWith('/')) return filename;
  const prefix = (cdnPrefix ?? '/media').replace(/\/+$/, '');
  return `${prefix}/${filename}`;
}
