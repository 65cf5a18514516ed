import { isValidUrl } from '@central/domain';

/**
 * The address of an image the admin typed, when this page may show it: the portal's content policy lets images
 * come over https, from the page's own origin or inline (data:), so anything else would only be refused (and
 * logged) here.
 */
export function previewableImage(url: string, origin: string = window.location.origin): string | null {
  const trimmed = url.trim();
  // Inline images (the demo providers' logos) are allowed too.
  if (/^data:image\//i.test(trimmed)) return trimmed;
  if (!isValidUrl(trimmed)) return null;
  const parsed = new URL(trimmed);
  return parsed.protocol === 'https:' || parsed.origin === origin ? trimmed : null;
}
