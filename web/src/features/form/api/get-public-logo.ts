/**
 * The logo's bytes from the short-lived address the form's answer gave: images may come only
 * from the site, `data:` and `blob:` (CSP), so the page reads the PNG and shows it as a blob.
 */
export async function getPublicLogo(url: string, signal: AbortSignal): Promise<Blob> {
  const answer = await fetch(url, { signal });
  if (!answer.ok) throw new Error(`logo: ${answer.status}`);
  return answer.blob();
}
