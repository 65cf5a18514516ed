/** A PDF (or any file) the server sent as base64, as bytes the browser can save. */
export function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/** Hands the file to the browser's download, under the name the server chose. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function savePdf(fileName: string, base64: string): void {
  saveFile(fileName, base64ToBlob(base64, 'application/pdf'));
}
